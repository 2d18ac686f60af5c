import { eq, inArray, sql } from 'drizzle-orm';
import type { Availability } from '@encore/shared/orders/availability.schema';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { levelQuotasOf } from '../pricings';
import { saleFacts } from '../shows';
import { eventNotFound } from '../shows';
import { holdLapsed } from './unit-rules';
import { liveUnitsOf } from './sql/availability';

export { heldOfEvent } from './sql/availability';

/** `heldOfEvent` for several events at once (event pages). */
export async function heldByEvent(db: Executor, eventIds: string[]): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .select({ eventId: orderItems.eventId, n: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      sql`${inArray(orderItems.eventId, eventIds)} and ${orderItems.status} = 'held' and not ${holdLapsed(orders)}`,
    )
    .groupBy(orderItems.eventId);
  return new Map(rows.map((r) => [r.eventId, r.n]));
}

/**
 * What a seller's screen needs of one event: the seats not free, remaining places per area and per quota
 * level. Lapsed holds are left out at once (the next seller to ask frees them for good).
 */
export async function availabilityOf(db: Executor, eventId: string, cartId?: string): Promise<Availability> {
  const facts = await saleFacts(db, eventId);
  if (!facts) throw eventNotFound();
  const { seats, sums } = await liveUnitsOf(db, eventId);
  const levels = facts.pricingId ? await levelQuotasOf(db, facts.pricingId) : [];
  const usedBy = (match: (r: (typeof sums)[number]) => boolean) =>
    sums.filter(match).reduce((total, r) => total + Number(r.n), 0);
  const soldSeatIds: string[] = [];
  const heldSeatIds: string[] = [];
  const cartSeatIds: string[] = [];
  for (const s of seats) {
    (s.status === 'sold' ? soldSeatIds : heldSeatIds).push(s.seat_id);
    if (cartId && s.order_id === cartId && s.status === 'held') cartSeatIds.push(s.seat_id);
  }
  return {
    eventId,
    soldSeatIds,
    heldSeatIds,
    cartSeatIds,
    gaAreas: facts.gaAreas.map((a) => ({
      id: a.id,
      name: a.name,
      capacity: a.capacity,
      remaining: Math.max(0, a.capacity - usedBy((r) => r.ga_area_id === a.id)),
    })),
    priceLevels: levels.map((l) => ({
      id: l.id,
      quota: l.quota,
      remaining: l.quota === null ? null : Math.max(0, l.quota - usedBy((r) => r.price_level_id === l.id)),
    })),
    held: usedBy((r) => r.status === 'held'),
    sold: usedBy((r) => r.status === 'sold'),
    capacity: facts.capacity,
    serverTime: new Date().toISOString(),
  };
}
