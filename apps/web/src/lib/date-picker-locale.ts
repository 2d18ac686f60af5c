import 'dayjs/locale/fr';
import type { DayOfWeek } from '@mantine/dates';

/**
 * A date picker in the user's language (outside the show screens' `ShowDatesProvider`): month names in
 * French for French ("27 oct. 2026", not "27 Oct 2026"), weeks from Monday in French and Sunday in
 * American English, and no red weekends (show business plays on weekends; red fails AA contrast).
 */
export function datePickerLocale(language: string): {
  locale: string;
  firstDayOfWeek: DayOfWeek;
  weekendDays: DayOfWeek[];
  valueFormat: string;
} {
  const english = language.startsWith('en');
  return {
    locale: english ? 'en' : 'fr',
    firstDayOfWeek: english ? 0 : 1,
    weekendDays: [],
    valueFormat: english ? 'MMM D, YYYY' : 'D MMM YYYY',
  };
}
