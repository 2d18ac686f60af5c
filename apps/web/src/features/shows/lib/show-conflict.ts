import type { TFunction } from 'i18next';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { ApiError } from '@/lib/api-client';
import { reasonOf, translateKeyed } from '@/lib/form/zod-form';
import { formatDay, formatTime } from './show-format';

/**
 * Where a refused save of the show form is told, next to what caused it (the toast alone goes after 2 s):
 * a clash (E02001) under the dates with the day and time that clash; a conflict with sales (E00008) under
 * the dates, or under the room when the room cannot change. Null for other errors.
 */
export function showConflictOf(
  error: unknown,
  t: TFunction,
  language: string,
): { path: 'dates' | 'roomId'; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'E02001') {
    const at = error.details as { date?: string; time?: string } | undefined;
    const message = t('errors:E02001');
    if (!at?.date || !at.time) return { path: 'dates', message };
    const date = formatDay(at.date, language, 'long');
    return {
      path: 'dates',
      message: t('shows:schedule.clashAt', { message, date, time: formatTime(at.time, language) }),
    };
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
