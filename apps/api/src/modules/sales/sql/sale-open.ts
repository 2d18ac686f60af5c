import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { rawRows } from '../../../db/raw-rows';
import { orderItems, orders } from '../../../db/schema';
import { offSaleReason, showSoldOn, type OffSaleReason } from '../../shows';

const [si, i] = [alias(orderItems, 'si'), alias(orderItems, 'i')];
const o = alias(orders, 'o');

/**
 * The event state is part of the sale: a cart (or a pending order) whose held items are on an event
 * cancelled, started or of an archived show, or whose channel no longer sells the show, is not sold.
 * `saleOpen` is the condition the selling statements put on their update of `orders` (the one-statement
 * sale in sell-cart.ts, the careful validation, the approval), so the check and the write are one
 * statement: no window between reading the event and selling on it. The events' rule is the shows
 * module's (`offSaleReason`, `showSoldOn`): this module never reads their tables.
 *
 * The items by their order only: "(status = 'held') is true" is the same test as "status = 'held'", one no
 * index answers. As "status = 'held'", the generic plan of the sale took a BitmapAnd with
 * order_items_event_status_idx (event_id, status), a read of that whole index (every item of every event)
 * on each sale: a sale's cost that grew with the table (issue 21's bench, auto_explain).
 */
export const saleOpen = sql`not exists (select 1 from ${orderItems} ${si}
    where ${si.orderId} = ${orders.id} and (${si.status} = 'held') is true
      and ${offSaleReason(sql`${si.eventId}`)} is not null)
  and ${showSoldOn(sql`${orders.salesChannelId}`, sql`${orders.showId}`)}`;

export type SaleClosedReason = OffSaleReason | 'channelNotOnShow';

const why: Record<SaleClosedReason, string> = {
  eventCancelled: 'the event was cancelled',
  showArchived: 'the show is archived',
  eventStarted: 'the event has already started',
  channelNotOnShow: 'this sales channel no longer sells the show',
};

/** 409 E03007 naming why (`details.reason`, the event concerned in `details.eventId`). */
export const saleClosed = (reason: SaleClosedReason, eventId?: string) =>
  new AppError(409, ErrorCode.eventNotOnSale, `This event is not on sale: ${why[reason]}`, {
    reason,
    ...(eventId ? { eventId } : {}),
  });

/** Why the order's sale is closed (the refusal to answer), or null when it is open. */
export async function saleClosedReason(db: Executor, orderId: string): Promise<AppError | null> {
  const result = await rawRows<{ event_id: string | null; reason: SaleClosedReason }>(
    db,
    sql`
    select event_id, reason from (select ${i.eventId} as event_id, ${offSaleReason(sql`${i.eventId}`)} as reason
        from ${orderItems} ${i} where ${i.orderId} = ${orderId} and ${i.status} = 'held') held
      where reason is not null
    union all
    select null, 'channelNotOnShow' from ${orders} ${o}
      where ${o.id} = ${orderId} and ${o.showId} is not null
        and not ${showSoldOn(sql`${o.salesChannelId}`, sql`${o.showId}`)}
    limit 1`,
  );
  const row = result[0];
  return row ? saleClosed(row.reason, row.event_id ?? undefined) : null;
}
