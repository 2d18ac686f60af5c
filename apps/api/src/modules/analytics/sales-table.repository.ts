import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SalesDimension, SalesFilter } from '@encore/shared/analytics/analytics.schema';
import type { Database } from '../../db/client';
import { events, priceLevels, pricings, salesChannels, salesDaily, shows, users } from '../../db/schema';
import { figureSums } from './sales-sums';

const d = salesDaily;
const text = (value: SQL | unknown) => sql<string>`(${value})::text`;
const nothing = sql<string | null>`null`;

/** How each table groups sales_daily and names its lines (joins only where a name is needed). */
const dimensions: Record<
  SalesDimension,
  { key: SQL<string>; label: SQL<string>; detail: SQL<string | null> }
> = {
  show: { key: text(d.showId), label: sql`${shows.name}`, detail: nothing },
  event: {
    key: text(d.eventId),
    label: sql`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    detail: sql`${shows.name}`,
  },
  channel: { key: text(d.salesChannelId), label: sql`${salesChannels.name}`, detail: nothing },
  day: { key: text(d.day), label: text(d.day), detail: nothing },
  priceLevel: { key: text(d.priceLevelId), label: sql`${priceLevels.name}`, detail: sql`${pricings.name}` },
  seller: {
    key: text(d.sellerId),
    label: sql`coalesce(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`,
    detail: nothing,
  },
  paymentMethod: { key: sql`${d.paymentMethod}`, label: sql`${d.paymentMethod}`, detail: nothing },
  vatRate: { key: text(d.vatRateBasisPoints), label: text(d.vatRateBasisPoints), detail: nothing },
};

export function salesWhere(filter: SalesFilter, scope: SQL | undefined) {
  return and(
    gte(d.day, filter.from),
    lte(d.day, filter.to),
    filter.showId ? eq(d.showId, filter.showId) : undefined,
    filter.salesChannelId ? eq(d.salesChannelId, filter.salesChannelId) : undefined,
    scope,
  );
}

/** Figures per line and VAT rate (the service folds the rates into each line). */
export function salesByDimension(db: Database, dimension: SalesDimension, where: SQL | undefined) {
  const { key, label, detail } = dimensions[dimension];
  let query = db
    .select({ key, label, detail, rate: d.vatRateBasisPoints, ...figureSums })
    .from(d)
    .$dynamic();
  if (dimension === 'show' || dimension === 'event') query = query.innerJoin(shows, eq(shows.id, d.showId));
  if (dimension === 'event') query = query.innerJoin(events, eq(events.id, d.eventId));
  if (dimension === 'channel') query = query.innerJoin(salesChannels, eq(salesChannels.id, d.salesChannelId));
  if (dimension === 'priceLevel')
    query = query
      .innerJoin(priceLevels, eq(priceLevels.id, d.priceLevelId))
      .innerJoin(pricings, eq(pricings.id, priceLevels.pricingId));
  if (dimension === 'seller') query = query.leftJoin(users, eq(users.id, d.sellerId));
  // A constant (null detail) cannot be grouped by.
  const groups = detail === nothing ? [key, label] : [key, label, detail];
  return query.where(where).groupBy(...groups, d.vatRateBasisPoints);
}
