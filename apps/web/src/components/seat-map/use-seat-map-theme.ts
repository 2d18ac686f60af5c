import { useMemo } from 'react';
import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { packRgba, parseColour } from './seat-colours';
import type { OverlayTheme } from './seat-map-renderer';

/**
 * Canvas colours from the Mantine theme for the current scheme: the selection ring is the text colour
 * (near-black on light, near-white on dark) so it stands out from any seat colour in both schemes.
 */
export function useSeatMapTheme(): { overlay: OverlayTheme; surface: string; border: string } {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return useMemo(() => {
    const ring = dark ? theme.colors.gray[0]! : theme.colors.dark[9]!;
    const primary = theme.colors[theme.primaryColor]!;
    const [r, g, b] = parseColour(primary[dark ? 4 : 6]!);
    return {
      overlay: {
        ring,
        ringRgba: packRgba(parseColour(ring)),
        labelDark: theme.colors.dark[9]!,
        labelLight: theme.white,
        rectFill: `rgba(${r}, ${g}, ${b}, 0.15)`,
        rectStroke: `rgb(${r}, ${g}, ${b})`,
      },
      surface: dark ? theme.colors.dark[7]! : theme.colors.gray[0]!,
      border: dark ? theme.colors.dark[4]! : theme.colors.gray[4]!,
    };
  }, [theme, dark]);
}
