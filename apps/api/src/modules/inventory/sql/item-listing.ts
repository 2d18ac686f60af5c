import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rawRows, rowOf } from '../../../db/raw-rows';
import { orderItems } from '../../../db/schema';
import { bare, columnsOf } from '../../../db/sql-names';
import { eventStartsAt } from '../../shows';
import { liveItem } from '../unit-rules';

/** The order's live items with their event's start, in the order the API lists them. */
export async function liveItemsOf(tx: Executor, orderId: string) {
  const startsAt = eventStartsAt(sql`${orderItems.eventId}`);
  return tx
    .select({ item: orderItems, startsAt })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), liveItem(orderItems)))
    .orderBy(asc(startsAt), asc(orderItems.createdAt), asc(orderItems.seatId), asc(orderItems.id));
}
export type LiveItem = Awaited<ReturnType<typeof liveItemsOf>>[number];

const itemColumns = columnsOf(orderItems);

/** The items of `rel` (a statement's row source) with their event's start, read from the shows module. */
export const withEventStart = (rel: string) =>
  sql`${eventStartsAt(sql.raw(`${rel}.event_id`))} as event_starts_at`;

/** The order the API lists items in (as liveItemsOf): by their event's start, then as they were added. */
export const inListingOrder = (rel: string) =>
  sql.raw(`order by event_starts_at, ${rel}.created_at, ${rel}.seat_id, ${rel}.id`);

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
    select live.*, ${withEventStart('live')} from live ${inListingOrder('live')}`,
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
    select released.*, ${withEventStart('released')} from released ${inListingOrder('released')}`,
  );
}

/** Items with their event's start (`event_starts_at`) from a raw statement, as liveItemsOf answers them. */
export async function listingOf(tx: Executor, statement: SQL): Promise<LiveItem[]> {
  return (await rawRows(tx, statement)).map((raw) => ({
    item: rowOf(orderItems, raw),
    startsAt: new Date(raw.event_starts_at as string | Date),
  }));
}
