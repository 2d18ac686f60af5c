import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { businessBounds, businessDayOf, nextDay, parisTime, parseCutoff } from './paris-time';

describe('business days (BUSINESS_DAY_CUTOFF)', () => {
  const four = parseCutoff('04:00');

  it('puts an instant before the cut-off in the day before, in winter and in summer time', () => {
    expect(businessDayOf(parisTime(2026, 11, 28, 3), four)).toBe('2026-11-27');
    expect(businessDayOf(parisTime(2026, 11, 28, 4), four)).toBe('2026-11-28');
    expect(businessDayOf(new Date('2026-11-28T02:59:59.999Z'), four)).toBe('2026-11-27'); // 03:59:59.999 Paris
    expect(businessDayOf(new Date('2026-07-14T01:59:59.999Z'), four)).toBe('2026-07-13'); // 03:59:59.999 Paris
    expect(businessDayOf(new Date('2027-01-01T02:00:00Z'), four)).toBe('2026-12-31');
    expect(businessDayOf(new Date('2026-11-28T00:30:00Z'), parseCutoff('00:00'))).toBe('2026-11-28');
    expect(businessDayOf(new Date('2026-11-28T05:15:00Z'), parseCutoff('06:30'))).toBe('2026-11-27');
  });

  it('bounds a day, a month and a year from cut-off to cut-off, across the change of hour', () => {
    expect(businessBounds('2026-11-27', four)).toEqual({
      from: new Date('2026-11-27T03:00:00Z'),
      to: new Date('2026-11-28T03:00:00Z'),
    });
    // 29 March 2026: Paris moves from UTC+1 to UTC+2 at 02:00; the business day of the 28th is 23 hours long.
    expect(businessBounds('2026-03-28', four)).toEqual({
      from: new Date('2026-03-28T03:00:00Z'),
      to: new Date('2026-03-29T02:00:00Z'),
    });
    expect(businessBounds('2026-12', four)).toEqual({
      from: new Date('2026-12-01T03:00:00Z'),
      to: new Date('2027-01-01T03:00:00Z'),
    });
    expect(businessBounds('2026', four).to).toEqual(new Date('2027-01-01T03:00:00Z'));
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('reads the cut-off from the environment, 04:00 by default, and refuses a time that is not HH:MM', () => {
    expect(loadConfig({}).businessDayCutoff).toBe('04:00');
    expect(loadConfig({ BUSINESS_DAY_CUTOFF: '05:30' }).businessDayCutoff).toBe('05:30');
    expect(() => loadConfig({ BUSINESS_DAY_CUTOFF: '24:00' })).toThrow(/BUSINESS_DAY_CUTOFF/);
    expect(() => loadConfig({ BUSINESS_DAY_CUTOFF: '4h' })).toThrow(/BUSINESS_DAY_CUTOFF/);
  });
});
