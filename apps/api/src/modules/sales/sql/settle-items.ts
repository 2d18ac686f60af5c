import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { events, orderItems } from '../../../db/schema';
import { listingOf } from '../../inventory';
import type { HistoryStep } from '../order-rows';
import { historyInsert } from './history';

/**
 * Writes the validation's history steps and, on a plain channel, sells the order's held items, in one
 * statement; answers the order's live items with their event's start, in the order the API lists them.
 */
export async function settleItems(tx: Transaction, id: string, steps: HistoryStep[], sell: boolean) {
  const items = sell
    ? sql`update ${orderItems} set status = 'sold', updated_at = clock_timestamp()
        where order_id = ${id} and status = 'held' returning *`
    : sql`select * from ${orderItems} where order_id = ${id} and status = 'held'`;
  return listingOf(
    tx,
    sql`
    with step as (${historyInsert(id, steps)}), items as (${items})
    select items.*, e.starts_at as event_starts_at from items join ${events} e on e.id = items.event_id
    order by e.starts_at, items.created_at, items.seat_id, items.id`,
  );
}
