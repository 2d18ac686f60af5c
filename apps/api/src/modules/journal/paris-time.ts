const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Europe/Paris is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const local = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return local - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time in Europe/Paris (month 1-12; overflowing months and days roll over). */
export function parisTime(year: number, month: number, day: number, hour = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** A calendar year (`2026`) or month (`2026-11`) in Europe/Paris time, as [from, to). */
export function periodBounds(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number | undefined];
  if (month === undefined) return { from: parisTime(year, 1, 1), to: parisTime(year + 1, 1, 1) };
  return { from: parisTime(year, month, 1), to: parisTime(year, month + 1, 1) };
}
