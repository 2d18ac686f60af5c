import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { events, orderItems } from '../../../db/schema';
import { bare } from '../../../db/sql-names';
import { listingOf } from '../../inventory';
import type { HistoryStep } from '../order-rows';
import { historyInsert } from './history';

/**
 * Writes the validation's history steps and, on a plain channel, sells the order's held items, in one
 * statement; answers the order's live items with their event's start, in the order the API lists them.
 */
export async function settleItems(tx: Transaction, id: string, steps: HistoryStep[], sell: boolean) {
  const items = sell
    ? sql`update ${orderItems} set ${bare(orderItems.status)} = 'sold', ${bare(orderItems.updatedAt)} = clock_timestamp()
        where ${orderItems.orderId} = ${id} and ${orderItems.status} = 'held' returning ${orderItems}.*`
    : sql`select * from ${orderItems} where ${orderItems.orderId} = ${id} and ${orderItems.status} = 'held'`;
  return listingOf(
    tx,
    sql`
    with step as (${historyInsert(id, steps)}), items as (${items})
    select items.*, ${events.startsAt} as event_starts_at from items join ${events} on ${events.id} = items.event_id
    order by ${events.startsAt}, items.created_at, items.seat_id, items.id`,
  );
}
