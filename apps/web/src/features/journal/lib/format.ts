import { formatEuros } from '@encore/shared/money';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

export const money = (cents: number, language: string) => formatEuros(cents, localeOf(language));

/** A time in France's wall clock (the journal's periods are France's). */
export const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: showTimeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));
