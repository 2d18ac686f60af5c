import { formatEuros } from '@encore/shared/money';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

export const money = (cents: number, language: string) => formatEuros(cents, localeOf(language));
export const integer = (n: number, language: string) => new Intl.NumberFormat(localeOf(language)).format(n);
export const percent = (ratio: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** 'YYYY-MM-DD' as "12 mars" / "Mar 12". */
export const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const eventTime = (instant: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: showTimeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));

/** Change from `before` to `now` as a ratio; null when there was nothing before. */
export const change = (now: number, before: number) => (before === 0 ? null : (now - before) / before);
