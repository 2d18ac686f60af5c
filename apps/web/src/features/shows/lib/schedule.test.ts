import { describe, expect, it } from 'vitest';
import {
  addTime,
  addTimeToAll,
  copyTimesToAll,
  eventCount,
  isTime,
  removeTime,
  selectDates,
} from './schedule';

describe('schedule picker', () => {
  it('keeps the times of kept days and sorts the days', () => {
    const schedule = [{ date: '2030-05-02', times: ['15:00', '20:30'] }];
    expect(selectDates(schedule, ['2030-05-04', '2030-05-02'])).toEqual([
      { date: '2030-05-02', times: ['15:00', '20:30'] },
      { date: '2030-05-04', times: ['15:00', '20:30'] },
    ]);
    expect(selectDates([], ['2030-05-01'])).toEqual([{ date: '2030-05-01', times: [] }]);
    expect(selectDates(schedule, [])).toEqual([]);
  });

  it('adds and removes times, sorted and without duplicates', () => {
    let schedule = [{ date: '2030-05-02', times: ['20:30'] }];
    schedule = addTime(schedule, '2030-05-02', '15:00');
    schedule = addTime(schedule, '2030-05-02', '15:00');
    expect(schedule).toEqual([{ date: '2030-05-02', times: ['15:00', '20:30'] }]);
    expect(removeTime(schedule, '2030-05-02', '20:30')).toEqual([{ date: '2030-05-02', times: ['15:00'] }]);
  });

  it('copies one day to all and counts the events', () => {
    const schedule = [
      { date: '2030-05-02', times: ['15:00', '20:30'] },
      { date: '2030-05-03', times: [] },
      { date: '2030-05-04', times: ['18:00'] },
    ];
    const copied = copyTimesToAll(schedule, '2030-05-02');
    expect(copied.map((d) => d.times)).toEqual([
      ['15:00', '20:30'],
      ['15:00', '20:30'],
      ['15:00', '20:30'],
    ]);
    expect(eventCount(copied)).toBe(6);
    expect(addTimeToAll(schedule, '18:00').map((d) => d.times)).toEqual([
      ['15:00', '18:00', '20:30'],
      ['18:00'],
      ['18:00'],
    ]);
  });

  it('accepts full 24-hour times only', () => {
    expect(isTime('20:30')).toBe(true);
    expect(isTime('9:30')).toBe(false);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('')).toBe(false);
  });
});
