import { z } from 'zod';
import { messageKeys } from '../validation/message-key';
import { dateField, showDatesSchema, timeField } from './show.schema';

export const eventStatuses = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventMessages = messageKeys('events');

/** One event: a show in a room at a start time (SPEC "one per room and date"). */
export const eventSchema = z.object({
  id: z.string(),
  showId: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Wall-clock date and time in France, as typed in the show form. */
  date: z.string(),
  time: z.string(),
  /** Seats (or general-admission places) of the room when the event was created. */
  capacity: z.number(),
  /** Seats held in carts right now; carts arrive with the box office, until then 0. */
  held: z.number(),
  sold: z.number(),
  status: z.enum(eventStatuses),
});
export type ShowEvent = z.infer<typeof eventSchema>;

/**
 * Adding events to a show: one `{ date, time }` or many `{ dates: [{ date, times }] }` (same shape as the
 * show form). The single form is rewritten into the many form before validation.
 */
export const eventCreateSchema = z.preprocess(
  (input) => {
    if (input && typeof input === 'object' && !('dates' in input) && 'date' in input) {
      const { date, time } = input as { date?: unknown; time?: unknown };
      return { dates: [{ date, times: time === undefined ? [] : [time] }] };
    }
    return input;
  },
  z.object({ dates: showDatesSchema }),
);
export type EventCreateInput =
  { date: string; time: string } | { dates: { date: string; times: string[] }[] };

export const eventListResponseSchema = z.object({ data: z.array(eventSchema) });
export const eventsCreatedResponseSchema = z.object({ data: z.array(eventSchema) });
export const eventResponseSchema = z.object({ data: eventSchema });
export { dateField, timeField };
