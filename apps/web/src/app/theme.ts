import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** The colour scheme (auto, dark or light) is stored under `color-scheme`, read by public/color-scheme.js too. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
