import { z } from 'zod';
import { formMessages, optionalText, pictureField, text3 } from '../common/fields';
import { listQuerySchema } from '../common/list.schema';
import { messageKeys, whenEmpty, whenMissing } from '../validation/message-key';
import { isCalendarDate } from './show-time';

export const showStatuses = ['published', 'archived'] as const;
export type ShowStatus = (typeof showStatuses)[number];

export const showMessages = messageKeys('shows');

/**
 * Years a show date may name. Outside them an event is a typo, and year 9999 plus a duration or the
 * list's "next day" would leave PostgreSQL's timestamp input format (a 500 instead of a 400).
 */
export const showYears = { min: 2000, max: 2099 } as const;
const inShowYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= showYears.min && year <= showYears.max;
};

/** 'YYYY-MM-DD', a real day; 'HH:mm', 24-hour clock. Both are wall-clock time in France (show-time.ts). */
export const dateField = z
  .string(whenMissing(showMessages.invalidDate))
  .refine((value) => isCalendarDate(value) && inShowYears(value), showMessages.invalidDate);
export const timeField = z
  .string(whenMissing(showMessages.invalidTime))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, showMessages.invalidTime);

export const showDateSchema = z.object({
  date: dateField,
  times: z
    .array(timeField, { error: showMessages.timeRequired })
    .min(1, showMessages.timeRequired)
    .max(24)
    .superRefine((times, ctx) => {
      times.forEach((t, i) => {
        if (times.indexOf(t) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: showMessages.duplicateTime });
      });
    }),
});
export type ShowDate = z.infer<typeof showDateSchema>;

/** Several dates, one or more times each: every date x time is an event in the show's room. */
export const showDatesSchema = z
  .array(showDateSchema, { error: showMessages.dateRequired })
  .min(1, showMessages.dateRequired)
  .max(500)
  .superRefine((dates, ctx) => {
    const seen = new Set<string>();
    let events = 0;
    dates.forEach((d, i) => {
      if (seen.has(d.date))
        ctx.addIssue({ code: 'custom', path: [i, 'date'], message: showMessages.duplicateDate });
      seen.add(d.date);
      events += d.times.length;
    });
    if (events > 500) ctx.addIssue({ code: 'custom', message: showMessages.tooManyEvents });
  });

const ids = (max: number) => z.array(z.uuid()).max(max);

export const showSchema = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  subDescription: z.string().nullable(),
  categoryIds: z.array(z.string()),
  artistIds: z.array(z.string()),
  producerId: z.string(),
  producerName: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  durationMinutes: z.number(),
  salesChannelIds: z.array(z.string()),
  pricingId: z.string().nullable(),
  poster: z.string().nullable(),
  status: z.enum(showStatuses),
  /** The show's scheduled events grouped by day, in France's wall-clock time, sorted. */
  dates: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
  eventCount: z.number(),
  firstEventAt: z.string().nullable(),
  /** The next scheduled event still to come (null when every one is past). */
  nextEventAt: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Show = z.infer<typeof showSchema>;

const showFields = {
  name: text3(200),
  subtitle: optionalText(200),
  description: optionalText(5000),
  subDescription: optionalText(2000),
  categoryIds: ids(20),
  artistIds: ids(100),
  producerId: z.uuid(whenEmpty(formMessages.required)),
  roomId: z.uuid(whenEmpty(formMessages.required)),
  durationMinutes: z
    .number({ error: showMessages.durationInvalid })
    .int(showMessages.durationInvalid)
    .min(1, showMessages.durationInvalid)
    .max(1440, showMessages.durationInvalid),
  salesChannelIds: ids(50),
  /** Optional while the show is being prepared; it must be a pricing of the show's room. */
  pricingId: z.uuid().nullable(),
  poster: pictureField,
  status: z.enum(showStatuses),
  dates: showDatesSchema,
};

export const showCreateSchema = z.object({
  ...showFields,
  categoryIds: showFields.categoryIds.default([]),
  artistIds: showFields.artistIds.default([]),
  salesChannelIds: showFields.salesChannelIds.default([]),
  pricingId: showFields.pricingId.default(null),
  status: showFields.status.default('published'),
});
export type ShowCreateInput = z.input<typeof showCreateSchema>;
/**
 * Every field optional. `dates`, when given, is the full wanted schedule: missing events are added, events
 * no longer listed are removed (refused when they have sales).
 */
export const showUpdateSchema = z.object(showFields).partial();
export type ShowUpdateInput = z.input<typeof showUpdateSchema>;

export const showSortFields = ['name', 'firstEventAt', 'nextEventAt', 'createdAt', 'updatedAt'] as const;
export const showListQuerySchema = listQuerySchema(showSortFields).extend({
  status: z.enum(showStatuses).optional(),
  categoryId: z.uuid().optional(),
  producerId: z.uuid().optional(),
  artistId: z.uuid().optional(),
  roomId: z.uuid().optional(),
  /** Shows with at least one event on a day in [dateFrom, dateTo], France's calendar. */
  dateFrom: dateField.optional(),
  dateTo: dateField.optional(),
});
export type ShowListQuery = z.input<typeof showListQuerySchema>;
