import { formatEuros } from '@encore/shared/money';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

export const money = (cents: number, language: string) => formatEuros(cents, localeOf(language));

/** A session's times in France's wall clock, as the Z report prints them. */
export const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    timeZone: showTimeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
