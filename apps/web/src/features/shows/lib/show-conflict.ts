import type { TFunction } from 'i18next';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { ApiError } from '@/lib/api-client';
import { reasonOf, translateKeyed } from '@/lib/form/zod-form';
import { formatDay, formatTime } from './show-format';

interface At {
  date?: string;
  time?: string;
}
interface ClashDetails extends At {
  /** The event already in the room; its show's name only when the user may read that show. */
  other?: At & { showName?: string };
}

/**
 * What a refused schedule says, next to what caused it (the toast alone goes after 2 s): a clash (E02001)
 * names our date and time and the show already in the room with its own; a date in the past (E00002,
 * events.inThePast) says which; a conflict with sales (E00008) goes under the dates, or under the room when
 * the room cannot change. Null for other errors. The show form and the events page both use it.
 */
export function showConflictOf(
  error: unknown,
  t: TFunction,
  language: string,
): { path: 'dates' | 'roomId'; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const day = (d: string) => formatDay(d, language, 'long');
  if (error.code === 'E02001') {
    const at = error.details as ClashDetails | undefined;
    const message = t('errors:E02001');
    if (!at?.date || !at.time) return { path: 'dates', message };
    const { other } = at;
    if (!other?.date || !other.time) {
      const date = day(at.date);
      return {
        path: 'dates',
        message: t('shows:schedule.clashAt', { message, date, time: formatTime(at.time, language) }),
      };
    }
    const values = {
      date: day(at.date),
      time: formatTime(at.time, language),
      otherDate: day(other.date),
      otherTime: formatTime(other.time, language),
      show: other.showName,
    };
    const key = other.showName ? 'shows:schedule.clashWith' : 'shows:schedule.clashWithAnother';
    return { path: 'dates', message: t(key, values) };
  }
  if (error.code === 'E00002') {
    const past = (error.details as { code?: string; params?: At }[] | undefined)?.find(
      (d) => d.code === eventMessages.inThePast,
    );
    if (!past?.params?.date || !past.params.time) return null;
    const values = { date: day(past.params.date), time: formatTime(past.params.time, language) };
    return { path: 'dates', message: t('shows:schedule.inThePast', values) };
  }
  if (error.code === 'E00008') {
    const reason = reasonOf(error);
    return {
      path: reason?.code === eventMessages.roomHasSales ? 'roomId' : 'dates',
      message: reason ? translateKeyed(t, reason) : t('errors:E00008'),
    };
  }
  return null;
}
