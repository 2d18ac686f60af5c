import {
  Anchor,
  Badge,
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps links and buttons at WCAG AA contrast on white; autoContrast picks readable badge text.
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  defaultRadius: 'md',
  // Links inside sentences must not rely on colour alone (WCAG 1.4.1).
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A badge says one short state ("DÉSACTIVÉ"): never cut to an ellipsis in a narrow cell, it keeps its width.
    Badge: Badge.extend({
      styles: {
        root: { flexShrink: 0, overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * Mantine 9 writes the text of light and subtle variants in shade 0 (near white) on dark surfaces, so a red
 * "Delete" in a table row reads white. Shade 3 keeps each colour's hue in dark mode, at AA contrast on the
 * dark body and on the light variant's dark tint.
 */
const hueKeptInDark = (theme: MantineTheme) =>
  Object.fromEntries(
    Object.keys(theme.colors)
      .filter((name) => name !== 'dark')
      .map((name) => [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-3)`]),
  );

/**
 * A coloured text (`c="red"`: an e-mail's last refusal) is written in the primary shade (7) on light surfaces:
 * red 7 is below AA for small text on white. Shade 9 is AA for the hues such texts use.
 */
const darkTextInLight = (theme: MantineTheme) =>
  Object.fromEntries(
    Object.keys(theme.colors)
      .filter((name) => name !== 'dark')
      .map((name) => [`--mantine-color-${name}-text`, `var(--mantine-color-${name}-9)`]),
  );

/** Mantine's default dimmed grey is below AA contrast; staff read these hints all day. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { ...darkTextInLight(resolved), '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    ...hueKeptInDark(resolved),
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links use the primary shade 7 buttons need in light mode; on dark surfaces they need a light shade.
    '--mantine-color-anchor': 'var(--mantine-color-violet-3)',
  },
});

/** The colour scheme (auto, dark or light) is stored under `color-scheme`, read by public/color-scheme.js too. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
