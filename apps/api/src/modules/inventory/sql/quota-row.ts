import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventQuotaUsage, orderItems } from '../../../db/schema';
import { bareList } from '../../../db/sql-names';
import { liveItem } from '../unit-rules';

/**
 * A level's quota counter made from the live items other transactions committed (`own`: the caller's new
 * items, counted by its own conditional add); a counter made meanwhile by another is left as it is.
 */
export async function insertQuotaRow(tx: Executor, eventId: string, priceLevelId: string, own: string[]) {
  const ownIds = own.length ? sql`and ${orderItems.id} not in ${own}` : sql``;
  await tx.execute(sql`
    insert into ${eventQuotaUsage} (${bareList(eventQuotaUsage.eventId, eventQuotaUsage.priceLevelId, eventQuotaUsage.used)})
    select ${eventId}, ${priceLevelId}, coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
    where ${orderItems.eventId} = ${eventId} and ${orderItems.priceLevelId} = ${priceLevelId}
      and ${liveItem(orderItems)} ${ownIds}
    on conflict do nothing`);
}
