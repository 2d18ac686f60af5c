import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rawRows, rowOf } from '../../../db/raw-rows';
import { events, orderItems } from '../../../db/schema';
import { bare, columnsOf } from '../../../db/sql-names';
import { liveItem } from '../unit-rules';

/** The order's live items with their event's start, in the order the API lists them. */
export async function liveItemsOf(tx: Executor, orderId: string) {
  return tx
    .select({ item: orderItems, startsAt: events.startsAt })
    .from(orderItems)
    .innerJoin(events, eq(events.id, orderItems.eventId))
    .where(and(eq(orderItems.orderId, orderId), liveItem(orderItems)))
    .orderBy(asc(events.startsAt), asc(orderItems.createdAt), asc(orderItems.seatId), asc(orderItems.id));
}
export type LiveItem = Awaited<ReturnType<typeof liveItemsOf>>[number];

const itemColumns = columnsOf(orderItems);

/**
 * Runs `insert` (into order_items, `returning *`) and answers the order's live items as liveItemsOf does,
 * the new ones included, in one round trip: an add-to-cart's hold and its answer (bench/box-office.mjs).
 */
export async function insertListing(tx: Executor, orderId: string, insert: SQL): Promise<LiveItem[]> {
  return listingOf(
    tx,
    sql`
    with ins as (${insert}), live as (
      select ${itemColumns} from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${liveItem(orderItems)}
      union all select ${itemColumns} from ins)
    select live.*, ${events.startsAt} as event_starts_at from live join ${events} on ${events.id} = live.event_id
    order by ${events.startsAt}, live.created_at, live.seat_id, live.id`,
  );
}

/**
 * A cart's held items released in one statement (the cart is abandoned), answered with their event's
 * start in the API's order: the abandon's answer, no read after it. The caller gives the counters back.
 */
export async function releaseCartListing(tx: Executor, orderId: string): Promise<LiveItem[]> {
  return listingOf(
    tx,
    sql`
    with released as (update ${orderItems}
      set ${bare(orderItems.status)} = 'released', ${bare(orderItems.updatedAt)} = clock_timestamp()
      where ${orderItems.orderId} = ${orderId} and ${orderItems.status} = 'held' returning ${orderItems}.*)
    select released.*, ${events.startsAt} as event_starts_at
    from released join ${events} on ${events.id} = released.event_id
    order by ${events.startsAt}, released.created_at, released.seat_id, released.id`,
  );
}

/** Items with their event's start (`event_starts_at`) from a raw statement, as liveItemsOf answers them. */
export async function listingOf(tx: Executor, statement: SQL): Promise<LiveItem[]> {
  return (await rawRows(tx, statement)).map((raw) => ({
    item: rowOf(orderItems, raw),
    startsAt: new Date(raw.event_starts_at as string | Date),
  }));
}
