import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client';
import { orderItems } from '../../../db/schema';
import { bare } from '../../../db/sql-names';
import { inListingOrder, listingOf, withEventStart } from '../../inventory';
import type { HistoryStep } from '../order-rows';
import { historyInsert } from './history';

/**
 * Writes the validation's history steps and, on a plain channel, sells the order's held items, in one
 * statement; answers the order's live items with their event's start, in the order the API lists them.
 * An invitation's tickets are priced 0 (issue 23): its items' copies of price, VAT and fee too.
 */
export async function settleItems(
  tx: Transaction,
  id: string,
  steps: HistoryStep[],
  sell: boolean,
  invitation = false,
) {
  const free = invitation
    ? sql`${bare(orderItems.unitPriceCents)} = 0, ${bare(orderItems.unitVatCents)} = 0, ${bare(orderItems.unitFeeCents)} = 0,`
    : sql``;
  const items =
    sell || invitation
      ? sql`update ${orderItems} set ${free} ${bare(orderItems.status)} = ${sell ? 'sold' : 'held'}, ${bare(orderItems.updatedAt)} = clock_timestamp()
        where ${orderItems.orderId} = ${id} and ${orderItems.status} = 'held' returning ${orderItems}.*`
      : sql`select * from ${orderItems} where ${orderItems.orderId} = ${id} and ${orderItems.status} = 'held'`;
  return listingOf(
    tx,
    sql`
    with step as (${historyInsert(id, steps)}), items as (${items})
    select items.*, ${withEventStart('items')} from items ${inListingOrder('items')}`,
  );
}
