import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { liveItem } from '../unit-rules';

/**
 * A level's quota counter made from the live items other transactions committed (`own`: the caller's new
 * items, counted by its own conditional add); a counter made meanwhile by another is left as it is.
 */
export async function insertQuotaRow(tx: Executor, eventId: string, priceLevelId: string, own: string[]) {
  const ownIds = own.length ? sql`and id not in ${own}` : sql``;
  await tx.execute(sql`
    insert into event_quota_usage (event_id, price_level_id, used)
    select ${eventId}, ${priceLevelId}, coalesce(sum(quantity), 0) from order_items
    where event_id = ${eventId} and price_level_id = ${priceLevelId} and ${liveItem()} ${ownIds}
    on conflict do nothing`);
}
