import {
  Anchor,
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps links and buttons at WCAG AA contrast on white; autoContrast picks readable badge text.
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  defaultRadius: 'md',
  // Links inside sentences must not rely on colour alone (WCAG 1.4.1).
  components: { Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }) },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** Mantine's default dimmed grey is below AA contrast; staff read these hints all day. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links use the primary shade 7 buttons need in light mode; on dark surfaces they need a light shade.
    '--mantine-color-anchor': 'var(--mantine-color-violet-3)',
  },
});

/** The colour scheme (auto, dark or light) is stored under `color-scheme`, read by public/color-scheme.js too. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
