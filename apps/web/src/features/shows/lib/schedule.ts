import type { ShowDate } from '@encore/shared/shows/show.schema';
import { showDateTime } from '@encore/shared/shows/show-time';

/**
 * The schedule picker's rules, kept out of the components so they are tested alone. A schedule is the
 * form's `dates`: one entry per selected day ('YYYY-MM-DD'), each with its times ('HH:mm'), both sorted.
 */
export type Schedule = ShowDate[];

const sorted = (values: string[]) => [...values].sort();

/** Today in France ('YYYY-MM-DD'): the calendars offer no earlier day for a new event. */
export const todayInFrance = (now = new Date()) => showDateTime(now).date;

/** The day whose times a newly picked day starts with (the last one), when it has any. */
export const templateDay = (schedule: Schedule): ShowDate | undefined =>
  schedule.at(-1)?.times.length ? schedule.at(-1) : undefined;

/**
 * The calendar's new selection: days kept keep their times, a new day starts with the times of the
 * last day picked (most shows play at the same hours), or none.
 */
export function selectDates(schedule: Schedule, dates: string[]): Schedule {
  const byDate = new Map(schedule.map((d) => [d.date, d.times]));
  const template = templateDay(schedule)?.times ?? [];
  return sorted([...new Set(dates)]).map((date) => ({ date, times: byDate.get(date) ?? [...template] }));
}

/** Adds a time to one day; a time already there is left alone (the schema refuses duplicates). */
export function addTime(schedule: Schedule, date: string, time: string): Schedule {
  return schedule.map((d) =>
    d.date === date && !d.times.includes(time) ? { ...d, times: sorted([...d.times, time]) } : d,
  );
}

export function removeTime(schedule: Schedule, date: string, time: string): Schedule {
  return schedule.map((d) => (d.date === date ? { ...d, times: d.times.filter((t) => t !== time) } : d));
}

/** "Same times for all dates": every day gets the times of the given day. */
export function copyTimesToAll(schedule: Schedule, from: string): Schedule {
  const times = schedule.find((d) => d.date === from)?.times ?? [];
  return schedule.map((d) => ({ ...d, times: [...times] }));
}

/** Adds one time to every day at once. */
export function addTimeToAll(schedule: Schedule, time: string): Schedule {
  return schedule.reduce((acc, d) => addTime(acc, d.date, time), schedule);
}

/** The number of events the schedule makes (each date x time is one event). */
export const eventCount = (schedule: Schedule) => schedule.reduce((n, d) => n + d.times.length, 0);

/** Whether a text typed in a time input is a full 'HH:mm' time. */
export const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
