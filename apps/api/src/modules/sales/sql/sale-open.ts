import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { rawRows } from '../../../db/raw-rows';
import { events, orderItems, orders, showSalesChannels, shows } from '../../../db/schema';

const [si, i] = [alias(orderItems, 'si'), alias(orderItems, 'i')];
const [se, e] = [alias(events, 'se'), alias(events, 'e')];
const [ss, s] = [alias(shows, 'ss'), alias(shows, 's')];
const [sl, l] = [alias(showSalesChannels, 'sl'), alias(showSalesChannels, 'l')];
const o = alias(orders, 'o');

/**
 * The event state is part of the sale: a cart (or a pending order) whose held items are on an event
 * cancelled, started or of an archived show, or whose channel no longer sells the show, is not sold.
 * `saleOpen` is the condition the selling statements put on their update of `orders` (the one-statement
 * sale in sell-cart.ts, the careful validation, the approval), so the check and the write are one
 * statement: no window between reading the event and selling on it.
 */
export const saleOpen = sql`not exists (select 1 from ${orderItems} ${si}
    join ${events} ${se} on ${se.id} = ${si.eventId} join ${shows} ${ss} on ${ss.id} = ${se.showId}
    where ${si.orderId} = ${orders.id} and ${si.status} = 'held'
      and (${se.status} <> 'scheduled' or ${ss.status} <> 'published' or ${se.startsAt} <= clock_timestamp()))
  and exists (select 1 from ${showSalesChannels} ${sl}
    where ${sl.showId} = ${orders.showId} and ${sl.salesChannelId} = ${orders.salesChannelId})`;

export type SaleClosedReason = 'eventCancelled' | 'showArchived' | 'eventStarted' | 'channelNotOnShow';

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
    select ${e.id} as event_id, case when ${e.status} <> 'scheduled' then 'eventCancelled'
        when ${s.status} <> 'published' then 'showArchived' else 'eventStarted' end as reason
      from ${orderItems} ${i} join ${events} ${e} on ${e.id} = ${i.eventId} join ${shows} ${s} on ${s.id} = ${e.showId}
      where ${i.orderId} = ${orderId} and ${i.status} = 'held'
        and (${e.status} <> 'scheduled' or ${s.status} <> 'published' or ${e.startsAt} <= clock_timestamp())
    union all
    select null, 'channelNotOnShow' from ${orders} ${o}
      where ${o.id} = ${orderId} and ${o.showId} is not null and not exists (select 1 from ${showSalesChannels} ${l}
        where ${l.showId} = ${o.showId} and ${l.salesChannelId} = ${o.salesChannelId})
    limit 1`,
  );
  const row = result[0];
  return row ? saleClosed(row.reason, row.event_id ?? undefined) : null;
}
