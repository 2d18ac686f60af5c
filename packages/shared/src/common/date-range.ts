import { z } from 'zod';
import { showYears } from '../shows/show.schema';
import { isCalendarDate, showInstant } from '../shows/show-time';
import { messageKeys } from '../validation/message-key';

export const dateRangeMessages = { invalidBound: messageKeys('common').invalidDate } as const;

const isoDateTime = z.iso.datetime({ offset: true, local: false });
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= showYears.min && year <= showYears.max;
};

/**
 * A list filter bound: a calendar day 'YYYY-MM-DD' (France's, as the show dates are typed) or an ISO
 * date-time with its offset. Years outside the show years are refused (a 400, not PostgreSQL's 500).
 */
export const dateBoundField = z
  .string()
  .max(40)
  .refine(
    (value) => (isCalendarDate(value) || isoDateTime.safeParse(value).success) && inYears(value),
    dateRangeMessages.invalidBound,
  );

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first instant of `from`: a day starts at midnight in France. */
export function fromInstant(from: string): Date {
  return isCalendarDate(from) ? showInstant(from, '00:00') : new Date(from);
}

/**
 * The instant `to` ends before (exclusive): a day is included whole, so it ends at the next midnight in
 * France; a date-time is included itself (one millisecond later).
 */
export function toInstant(to: string): Date {
  return isCalendarDate(to) ? showInstant(nextDay(to), '00:00') : new Date(Date.parse(to) + 1);
}
