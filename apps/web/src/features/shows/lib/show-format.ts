import { showTimeZone } from '@encore/shared/shows/show-time';
import { localeOf } from '@/lib/i18n';

// Dates and times of shows are France's wall clock: they are formatted as such whatever the browser's zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
type DayStyle = 'short' | 'long' | 'compact';
function dayFormat(language: string, style: DayStyle) {
  const key = `${localeOf(language)}|${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: 'UTC',
      weekday: style === 'compact' ? undefined : style,
      day: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      year: 'numeric',
    });
    dayFormats.set(key, format);
  }
  return format;
}

const utcDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** A 'YYYY-MM-DD' day in the user's locale: short "sam. 4 mai 2030", long, or compact "4 mai 2030". */
export const formatDay = (date: string, language: string, style: DayStyle = 'short') =>
  dayFormat(language, style).format(utcDay(date));

/** An 'HH:mm' wall-clock time in the user's locale ("20:30", "8:30 PM"). */
export function formatTime(time: string, language: string) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** An instant as a short date in France's time zone. */
export const formatInstantDay = (instant: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { timeZone: showTimeZone, dateStyle: 'medium' }).format(
    new Date(instant),
  );
