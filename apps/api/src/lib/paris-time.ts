import { franceInstant, showDateTime } from '@encore/shared/shows/show-time';

/** The instant of a wall-clock time in Europe/Paris (month 1-12; overflowing months and days roll over). */
export const parisTime = franceInstant;

/** A calendar year (`2026`) or month (`2026-11`) in Europe/Paris time, as [from, to). */
export function periodBounds(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number | undefined];
  if (month === undefined) return { from: parisTime(year, 1, 1), to: parisTime(year + 1, 1, 1) };
  return { from: parisTime(year, month, 1), to: parisTime(year, month + 1, 1) };
}

/** The business day's cut-off (BUSINESS_DAY_CUTOFF, "HH:MM" Europe/Paris): a day runs from it to the next. */
export interface Cutoff {
  hour: number;
  minute: number;
}

export function parseCutoff(text: string): Cutoff {
  const [hour, minute] = text.split(':').map(Number) as [number, number];
  return { hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The business day an instant belongs to, as 2026-11-27 (before the cut-off: the day before). */
export function businessDayOf(at: Date, cutoff: Cutoff): string {
  const { date, time } = showDateTime(at);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute < cutoff.hour * 60 + cutoff.minute ? nextDay(date, -1) : date;
}

/** The day after (or `n` days after) a business day. */
export function nextDay(day: string, n = 1): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * A business day (2026-11-27), month (2026-11) or year (2026) as [from, to): from the cut-off of its first
 * day to the cut-off of the day after its last.
 */
export function businessBounds(period: string, cutoff: Cutoff): { from: Date; to: Date } {
  const [y, m, d] = period.split('-').map(Number) as [number, number | undefined, number | undefined];
  const at = (year: number, month: number, day: number) =>
    parisTime(year, month, day, cutoff.hour, cutoff.minute);
  if (m === undefined) return { from: at(y, 1, 1), to: at(y + 1, 1, 1) };
  if (d === undefined) return { from: at(y, m, 1), to: at(y, m + 1, 1) };
  return { from: at(y, m, d), to: at(y, m, d + 1) };
}
