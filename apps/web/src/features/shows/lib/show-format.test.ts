import { describe, expect, it } from 'vitest';
import { formatDay, formatTime, nextPerformance } from './show-format';

describe('show dates', () => {
  it('formats days and times per locale without shifting the day', () => {
    expect(formatDay('2030-05-04', 'fr')).toBe('sam. 4 mai 2030');
    expect(formatDay('2030-05-04', 'en')).toBe('Sat, May 4, 2030');
    expect(formatTime('20:30', 'fr')).toBe('20:30');
    expect(formatTime('20:30', 'en')).toBe('8:30 PM');
  });

  it("finds the next performance in France's wall clock", () => {
    const schedule = [
      { date: '2030-05-02', times: ['15:00', '20:30'] },
      { date: '2030-05-03', times: ['20:30'] },
    ];
    // 2030-05-02 16:00 in Paris (UTC+2).
    expect(nextPerformance(schedule, new Date('2030-05-02T14:00:00Z'))).toEqual({
      date: '2030-05-02',
      time: '20:30',
    });
    expect(nextPerformance(schedule, new Date('2030-05-04T00:00:00Z'))).toBeNull();
  });
});
