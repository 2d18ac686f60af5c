import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { orderItems, orders } from '../../../db/schema';
import { holdLapsed, holdsNow, liveItem } from '../unit-rules';

const i = alias(orderItems, 'i');
const o = alias(orders, 'o');

/** Seats and admissions held right now (carts not lapsed, pending orders) of the event `eventId`. */
export function heldOfEvent(eventId: SQL | AnyPgColumn | string): SQL<number> {
  return sql<number>`(select coalesce(sum(${i.quantity}), 0)::int from ${orderItems} ${i}
    join ${orders} ${o} on ${o.id} = ${i.orderId}
    where ${i.eventId} = ${eventId} and ${i.status} = 'held' and not ${holdLapsed(o)})`;
}

/**
 * The units of an event that are not free now (lapsed holds left out): its live seats with their status and
 * order, and the live places and tickets summed per price level, area and status (availability.service.ts).
 */
export async function liveUnitsOf(db: Executor, eventId: string) {
  const seats = await rawRows<{ seat_id: string; status: string; order_id: string }>(
    db,
    sql`
    select ${i.seatId} as seat_id, ${i.status} as status, ${i.orderId} as order_id
    from ${orderItems} ${i} join ${orders} ${o} on ${o.id} = ${i.orderId}
    where ${i.eventId} = ${eventId} and ${i.seatId} is not null and ${liveItem(i)} and ${holdsNow(i, o)}`,
  );
  const sums = await rawRows<{
    price_level_id: string;
    ga_area_id: string | null;
    status: string;
    n: number;
  }>(
    db,
    sql`
    select ${i.priceLevelId} as price_level_id, ${i.gaAreaId} as ga_area_id, ${i.status} as status,
      sum(${i.quantity})::int as n
    from ${orderItems} ${i} join ${orders} ${o} on ${o.id} = ${i.orderId}
    where ${i.eventId} = ${eventId} and ${liveItem(i)} and ${holdsNow(i, o)}
    group by ${i.priceLevelId}, ${i.gaAreaId}, ${i.status}`,
  );
  return { seats, sums };
}
