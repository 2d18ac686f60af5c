import { z } from 'zod';
import { listQuerySchema } from '../common/list.schema';
import { eventStatuses } from '../shows/event.schema';

/** `GET /api/events`: events across shows for the seller's picker (the next ones first by default). */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
export const eventPickerSortFields = ['startsAt', 'showName'] as const;
export const eventPickerQuerySchema = listQuerySchema(eventPickerSortFields).extend({
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  showId: z.uuid().optional(),
  roomId: z.uuid().optional(),
  status: z.enum(eventStatuses).optional(),
});
export type EventPickerQuery = z.input<typeof eventPickerQuerySchema>;

export const eventPickerItemSchema = z.object({
  id: z.string(),
  showId: z.string(),
  showName: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  roomKind: z.enum(['placed', 'unplaced']),
  pricingId: z.string().nullable(),
  startsAt: z.string(),
  status: z.enum(eventStatuses),
  capacity: z.number(),
  held: z.number(),
  sold: z.number(),
  available: z.number(),
  /** Channel ids the show is sold on (a cart's channel must be one of them). */
  salesChannelIds: z.array(z.string()),
});
export type EventPickerItem = z.infer<typeof eventPickerItemSchema>;
