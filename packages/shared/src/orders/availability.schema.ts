import { z } from 'zod';

/**
 * `GET /api/events/{id}/availability`: compact on purpose (an arena has 20,000 seats): only the seats that
 * are NOT free are listed; every other seat of the map that is priced is free.
 */
export const availabilitySchema = z.object({
  eventId: z.string(),
  /** Seats sold (confirmed orders). */
  soldSeatIds: z.array(z.string()),
  /** Seats held by carts and pending orders, the asking cart's included. */
  heldSeatIds: z.array(z.string()),
  /** Of `heldSeatIds`, those in the cart named by `?cartId=`. */
  cartSeatIds: z.array(z.string()),
  gaAreas: z.array(
    z.object({ id: z.string(), name: z.string(), capacity: z.number(), remaining: z.number() }),
  ),
  /** `remaining` is null for a level without a quota. */
  priceLevels: z.array(
    z.object({ id: z.string(), quota: z.number().nullable(), remaining: z.number().nullable() }),
  ),
  held: z.number(),
  sold: z.number(),
  capacity: z.number(),
  /** Server time, so a screen can show hold countdowns without trusting the client's clock. */
  serverTime: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ data: availabilitySchema });
export const availabilityQuerySchema = z.object({
  cartId: z.uuid().optional(),
});

/**
 * One message of `GET /api/events/{id}/availability/stream` (SSE `data:` JSON, event name `inventory`).
 * `hold`: seats/places taken by a cart; `release`: given back (removed, expired, abandoned); `sale`: held
 * seats sold (validated or approved); `cancel`: sold ones cancelled; `pending`: held by an order waiting
 * for approval. A client applies the seat ids and re-reads the counts it shows, or refetches availability.
 */
export const inventoryChangeKinds = ['hold', 'release', 'sale', 'cancel', 'pending'] as const;
export type InventoryChangeKind = (typeof inventoryChangeKinds)[number];
export const inventoryChangeSchema = z.object({
  eventId: z.string(),
  kind: z.enum(inventoryChangeKinds),
  orderId: z.string(),
  seatIds: z.array(z.string()),
  /** Admissions per general-admission area changed by this step (positive numbers). */
  gaAreas: z.array(z.object({ id: z.string(), quantity: z.number() })),
  at: z.string(),
});
export type InventoryChange = z.infer<typeof inventoryChangeSchema>;

/**
 * EventSource cannot send an Authorization header: `POST /api/events/{id}/availability/stream-token` gives a
 * token valid 60 s for that event only, passed as `?token=` (see the README).
 */
export const streamTokenResponseSchema = z.object({
  data: z.object({ token: z.string(), expiresAt: z.string() }),
});
export const streamQuerySchema = z.object({
  token: z.string().min(10).max(2000),
  /** The last `id:` a client received, when it opens a new EventSource (which cannot set Last-Event-ID). */
  lastEventId: z.string().max(100).optional(),
});
