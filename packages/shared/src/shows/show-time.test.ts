import { describe, expect, it } from 'vitest';
import { isCalendarDate, showDateTime, showInstant } from './show-time';

describe('show times in France', () => {
  it('converts wall-clock times to instants in winter and summer', () => {
    expect(showInstant('2026-01-15', '20:30').toISOString()).toBe('2026-01-15T19:30:00.000Z');
    expect(showInstant('2026-07-14', '21:00').toISOString()).toBe('2026-07-14T19:00:00.000Z');
    expect(showInstant('2026-12-31', '23:45').toISOString()).toBe('2026-12-31T22:45:00.000Z');
  });

  it('handles both daylight-saving changes', () => {
    // 29 March 2026: 02:00 -> 03:00; 25 October 2026: 03:00 -> 02:00.
    expect(showInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(showInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(showInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(showInstant('2026-10-25', '20:00').toISOString()).toBe('2026-10-25T19:00:00.000Z');
  });

  it('reads instants back as wall-clock date and time', () => {
    expect(showDateTime('2026-07-14T19:00:00.000Z')).toEqual({ date: '2026-07-14', time: '21:00' });
    expect(showDateTime(new Date('2026-01-15T23:30:00Z'))).toEqual({ date: '2026-01-16', time: '00:30' });
    for (const [date, time] of [
      ['2026-02-01', '15:00'],
      ['2026-08-31', '09:05'],
    ] as const)
      expect(showDateTime(showInstant(date, time))).toEqual({ date, time });
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });
});
