import type { TFunction } from 'i18next';

type Control = 'first' | 'last' | 'next' | 'previous';

/** The accessible names of a pagination's controls and page buttons. */
export const paginationLabels = (t: TFunction) => ({
  getControlProps: (control: Control) => ({ 'aria-label': t(`common:pagination.${control}`) }),
  getItemProps: (page: number) => ({ 'aria-label': t('common:pagination.page', { page }) }),
});
