import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SalesFilter } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import { events, orderItems, orders, salesChannels, salesLedger, shows, users } from '../../db/schema';
import type { FieldMap } from '../../lib/ability-where';
import type { LedgerLine } from './sales-csv';

const l = salesLedger;

/** How 'read Analytics' conditions read on the ledger's joins (sales_daily names them the same). */
export const ledgerFields: FieldMap = { producerId: shows.producerId, showId: events.showId };

export interface LedgerKey {
  day: string;
  orderItemId: string;
  cancelled: boolean;
}

/** Sales and cancellations in the range, after `after` in (day, item, cancelled) order. */
export function ledgerQuery(
  db: Database,
  filter: SalesFilter,
  scope: SQL | undefined,
  after: LedgerKey | null,
) {
  return (
    db
      .select({
        day: l.day,
        cancelled: l.cancelled,
        orderItemId: l.orderItemId,
        orderNumber: orders.number,
        showName: shows.name,
        startsAt: events.startsAt,
        channelName: salesChannels.name,
        priceLevelName: orderItems.priceLevelName,
        areaLabel: orderItems.areaLabel,
        rowLabel: orderItems.rowLabel,
        seatLabel: orderItems.seatLabel,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        vatRateBasisPoints: orderItems.vatRateBasisPoints,
        unitVatCents: orderItems.unitVatCents,
        unitFeeCents: orderItems.unitFeeCents,
        sellerName: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`,
        paymentMethod: orders.paymentMethod,
      })
      .from(l)
      .innerJoin(orderItems, eq(orderItems.id, l.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(events, eq(events.id, orderItems.eventId))
      .innerJoin(shows, eq(shows.id, events.showId))
      .innerJoin(salesChannels, eq(salesChannels.id, orders.salesChannelId))
      // The seller as sales_daily counts it (migration 0011): who validated, else who created the order.
      .leftJoin(users, eq(users.id, sql`coalesce(${orders.validatedBy}, ${orders.createdBy})`))
      .where(
        and(
          gte(l.day, filter.from),
          lte(l.day, filter.to),
          after
            ? sql`(${l.day}, ${l.orderItemId}, ${l.cancelled}) > (${after.day}::date, ${after.orderItemId}::uuid, ${after.cancelled})`
            : undefined,
          filter.showId ? eq(events.showId, filter.showId) : undefined,
          filter.salesChannelId ? eq(orders.salesChannelId, filter.salesChannelId) : undefined,
          scope,
        ),
      )
      .orderBy(asc(l.day), asc(l.orderItemId), asc(l.cancelled))
  );
}

export type LedgerRow = LedgerLine & { orderItemId: string };
