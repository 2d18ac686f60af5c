import { showDateTime } from '../shows/show-time';

/** Today's France calendar day (sales_daily's days are France's). */
export const todayInFrance = (now = new Date()) => showDateTime(now).date;

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
