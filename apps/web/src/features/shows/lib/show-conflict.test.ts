import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { eventMessages } from '@encore/shared/shows/event.schema';
import { ApiError } from '@/lib/api-client';
import { showConflictOf } from './show-conflict';

// Echoes keys and options, so the test sees what would be translated.
const t = ((key: string, options?: Record<string, string>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

describe('show form conflicts', () => {
  it('puts a clash under the dates with its day and time', () => {
    const error = new ApiError(409, 'E02001', 'clash', { date: '2030-05-04', time: '20:30' });
    expect(showConflictOf(error, t, 'en')).toEqual({
      path: 'dates',
      message:
        'shows:schedule.clashAt {"message":"errors:E02001","date":"Saturday, May 4, 2030","time":"8:30 PM"}',
    });
    expect(showConflictOf(new ApiError(409, 'E02001', 'clash'), t, 'en')).toEqual({
      path: 'dates',
      message: 'errors:E02001',
    });
  });

  it('names the show already in the room with its own date and time, or "another show"', () => {
    const at = { date: '2030-05-04', time: '20:30', other: { date: '2030-05-04', time: '19:00' } };
    const named = new ApiError(409, 'E02001', 'clash', { ...at, other: { ...at.other, showName: 'Carmen' } });
    expect(showConflictOf(named, t, 'en')?.message).toBe(
      'shows:schedule.clashWith {"date":"Saturday, May 4, 2030","time":"8:30 PM","otherDate":"Saturday, May 4, 2030","otherTime":"7:00 PM","show":"Carmen"}',
    );
    expect(showConflictOf(new ApiError(409, 'E02001', 'clash', at), t, 'fr')?.message).toBe(
      'shows:schedule.clashWithAnother {"date":"samedi 4 mai 2030","time":"20:30","otherDate":"samedi 4 mai 2030","otherTime":"19:00"}',
    );
  });

  it('says which date has passed, under the dates', () => {
    const past = new ApiError(400, 'E00002', 'Invalid form', [
      {
        path: 'dates',
        code: eventMessages.inThePast,
        params: { date: '2026-01-10', time: '20:00' },
        message: '',
      },
    ]);
    expect(showConflictOf(past, t, 'fr')).toEqual({
      path: 'dates',
      message: 'shows:schedule.inThePast {"date":"samedi 10 janvier 2026","time":"20:00"}',
    });
    expect(showConflictOf(new ApiError(400, 'E00002', 'Invalid form', []), t, 'en')).toBeNull();
  });

  it('puts conflicts with sales under the dates or the room', () => {
    const conflict = (code: string) =>
      new ApiError(409, 'E00008', 'This element is still in use', { code, params: {} });
    expect(showConflictOf(conflict(eventMessages.hasSales), t, 'fr')).toEqual({
      path: 'dates',
      message: 'validation:events.hasSales {}',
    });
    expect(showConflictOf(conflict(eventMessages.roomHasSales), t, 'fr')).toEqual({
      path: 'roomId',
      message: 'validation:events.roomHasSales {}',
    });
  });

  it('tells a conflict without a reason by its code', () => {
    expect(showConflictOf(new ApiError(409, 'E00008', 'This element is still in use'), t, 'en')).toEqual({
      path: 'dates',
      message: 'errors:E00008',
    });
  });

  it('leaves other errors to the form frame', () => {
    expect(
      showConflictOf(new ApiError(400, 'E00002', 'Invalid form. Please check all fields'), t, 'en'),
    ).toBeNull();
    expect(showConflictOf(new Error('network'), t, 'en')).toBeNull();
  });
});
