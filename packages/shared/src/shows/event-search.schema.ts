import { z } from 'zod';
import { dateBoundField } from '../common/date-range';
import { booleanQuery, listQuerySchema, listResponseSchema } from '../common/list.schema';
import { eventStatuses } from './event.schema';
import { showStatuses } from './show.schema';

/**
 * `GET /api/events`: events across shows, for the box office's event picker. Without a sort, events to
 * come are listed first (soonest first), then the past ones (latest first).
 */
export const eventSearchSortFields = ['startsAt', 'showName', 'available'] as const;

export const eventSearchQuerySchema = listQuerySchema(eventSearchSortFields).extend({
  /** Events starting at or after: a France calendar day or an ISO date-time. */
  from: dateBoundField.optional(),
  /** Events starting up to: a whole France calendar day, or up to an ISO date-time. */
  to: dateBoundField.optional(),
  showId: z.uuid().optional(),
  roomId: z.uuid().optional(),
  status: z.enum(eventStatuses).optional(),
  /**
   * `true`: only the events a cart can take now (the box office's picker) — scheduled, not started, of a
   * published show with a pricing and at least one sales channel. Anything else is refused when added
   * (E03007, E03008), so offering it would only lead the seller to an error.
   */
  onSale: booleanQuery,
});
export type EventSearchQuery = z.input<typeof eventSearchQuerySchema>;

export const eventSearchItemSchema = z.object({
  id: z.string(),
  showId: z.string(),
  showName: z.string(),
  showStatus: z.enum(showStatuses),
  roomId: z.string(),
  roomName: z.string(),
  roomKind: z.enum(['placed', 'unplaced']),
  pricingId: z.string().nullable(),
  /** Channels the show is sold on (a cart's channel must be one of them). */
  salesChannelIds: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Wall-clock date and time in France. */
  date: z.string(),
  time: z.string(),
  status: z.enum(eventStatuses),
  capacity: z.number(),
  /** Seats and admissions in carts right now (live holds only). */
  held: z.number(),
  sold: z.number(),
  /** capacity - held - sold, never below 0. */
  available: z.number(),
});
export type EventSearchItem = z.infer<typeof eventSearchItemSchema>;

export const eventSearchResponseSchema = listResponseSchema(eventSearchItemSchema);
