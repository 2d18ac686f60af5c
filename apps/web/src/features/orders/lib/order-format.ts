import { formatEuros } from '@encore/shared/money';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: string, withWeekday: boolean) {
  const key = `${localeOf(language)}|${withWeekday}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: showTimeZone,
      weekday: withWeekday ? 'short' : undefined,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(key, f);
  }
  return f;
}

/** An instant in France's wall clock (the venue's and the office's): "12 mars 2027, 14:05". */
export const formatInstant = (instant: string, language: string) =>
  format(language, false).format(new Date(instant));

/** An event's start: "sam. 4 mai 2030, 20:30". */
export const formatEventStart = (instant: string, language: string) =>
  format(language, true).format(new Date(instant));

export const formatMoney = (cents: number, language: string) => formatEuros(cents, localeOf(language));
