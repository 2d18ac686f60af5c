import { formatEuros } from '@encore/shared/money';
import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** An event's start in France's wall clock (the venue's), whatever the browser's zone: "sam. 4 mai, 20:30". */
export function formatStart(instant: string, language: string): string {
  const locale = localeOf(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: showTimeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(instant));
}

export const formatMoney = (cents: number, language: string) => formatEuros(cents, localeOf(language));

/** 14:59 for a countdown; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}
