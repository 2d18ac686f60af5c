/**
 * Show dates and times are typed and read in the venue's wall-clock time (France), and stored as instants.
 * These helpers convert between the two with Intl (no time-zone library), DST included.
 */
export const showTimeZone = 'Europe/Paris';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: showTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(instant: number) {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    utc: Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!),
  };
}

/** Milliseconds the zone is ahead of UTC at an instant (+1 h in winter, +2 h in summer for Paris). */
const offsetAt = (instant: number) => wallClock(instant).utc - instant;

/**
 * The instant of a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in France. A time skipped by the
 * spring change (02:30 on the last Sunday of March) lands an hour later, as a clock on the wall would.
 */
export function showInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return franceInstant(y, m, d, h, min);
}

/**
 * The instant of a wall-clock time in France given by numbers (month 1-12; months and days past the end
 * roll over, as `Date.UTC` does: month 13 is January of the next year).
 */
export function franceInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The wall-clock date and time in France of an instant. */
export function showDateTime(instant: Date | string): { date: string; time: string } {
  const { date, time } = wallClock(new Date(instant).getTime());
  return { date, time };
}

/** Whether a 'YYYY-MM-DD' string names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return date.toISOString().slice(0, 10) === value;
}
