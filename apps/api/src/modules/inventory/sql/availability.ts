import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { holdLapsed, holdsNow, liveItem } from '../unit-rules';

/** Seats and admissions held right now (carts not lapsed, pending orders) of the event `eventId`. */
export function heldOfEvent(eventId: SQL | AnyPgColumn | string): SQL<number> {
  return sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i
    join orders o on o.id = i.order_id
    where i.event_id = ${eventId} and i.status = 'held' and not ${holdLapsed('o')})`;
}

/**
 * The units of an event that are not free now (lapsed holds left out): its live seats with their status and
 * order, and the live places and tickets summed per price level, area and status (availability.service.ts).
 */
export async function liveUnitsOf(db: Executor, eventId: string) {
  const seats = await rawRows<{ seat_id: string; status: string; order_id: string }>(
    db,
    sql`
    select i.seat_id, i.status, i.order_id from order_items i join orders o on o.id = i.order_id
    where i.event_id = ${eventId} and i.seat_id is not null and ${liveItem('i')} and ${holdsNow('i', 'o')}`,
  );
  const sums = await rawRows<{
    price_level_id: string;
    ga_area_id: string | null;
    status: string;
    n: number;
  }>(
    db,
    sql`
    select i.price_level_id, i.ga_area_id, i.status, sum(i.quantity)::int as n
    from order_items i join orders o on o.id = i.order_id
    where i.event_id = ${eventId} and ${liveItem('i')} and ${holdsNow('i', 'o')}
    group by i.price_level_id, i.ga_area_id, i.status`,
  );
  return { seats, sums };
}
