import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import type { TFunction } from 'i18next';
import { paginationLabels } from '@/lib/pagination-labels';

/**
 * Names Mantine leaves out or writes in English, in the interface language: every dialog's close button
 * and a toast's (a toast's close button has no name of its own: axe's button-name), and every pagination's controls and pages (the theme's defaults, so no screen can forget them).
 *
 * Plain `{ defaultProps }` entries, not `Modal.extend(...)`: importing a component to call its `extend`
 * puts that component, its hooks and the chunk it lives in on the login screen (35 script files instead
 * of 10; e2e/bundle-size.spec.ts). Mantine reads these entries by the component's name all the same.
 */
export function localizedTheme(theme: MantineThemeOverride, t: TFunction): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': t('close') };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      Pagination: { defaultProps: paginationLabels(t) },
    },
  });
}
