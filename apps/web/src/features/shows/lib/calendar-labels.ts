import type { CalendarAriaLabels } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { formatDay } from './show-format';

/** Translated names of the calendar's controls and days, for screen readers (and tests). */
export function calendarLabels(t: TFunction, language: string) {
  const ariaLabels: CalendarAriaLabels = {
    nextMonth: t('shows:calendar.nextMonth'),
    previousMonth: t('shows:calendar.previousMonth'),
    nextYear: t('shows:calendar.nextYear'),
    previousYear: t('shows:calendar.previousYear'),
    nextDecade: t('shows:calendar.nextDecade'),
    previousDecade: t('shows:calendar.previousDecade'),
    monthLevelControl: t('shows:calendar.monthLevelControl'),
    yearLevelControl: t('shows:calendar.yearLevelControl'),
  };
  return { ariaLabels, getDayAriaLabel: (date: string) => formatDay(date, language, 'long') };
}
