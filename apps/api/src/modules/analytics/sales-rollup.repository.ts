import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SalesDimension } from '@encore/shared/analytics/analytics.schema';
import { addDays } from '@encore/shared/analytics/calendar-days';
import type { Database } from '../../db/client';
import {
  events,
  priceLevels,
  pricings,
  salesChannels,
  salesDaily,
  salesRollup,
  shows,
  users,
} from '../../db/schema';
import type { FieldMap } from '../../lib/ability-where';
import { baseGrains, coverDays, dimensionGrains } from './rollup-blocks';
import {
  cancelledTicketsOf,
  figureColumnNames,
  figureColumnsOf,
  figureSumsOf,
  netSumsOf,
} from './sales-sums';

const r = salesRollup;
const d = salesDaily;

/** How 'read Analytics' conditions read on sales_rollup: by producer only (a show's rule reads sales_daily). */
export const rollupFields: FieldMap = { producerId: r.producerId };

/** Each dimension's rows in sales_rollup, its key there and on sales_daily. */
const sources: Record<
  SalesDimension,
  { dimension: string; grains: readonly number[]; rolledKey: SQL; dailyKey: SQL }
> = {
  show: {
    dimension: 'show',
    grains: dimensionGrains,
    rolledKey: sql`${r.key}`,
    dailyKey: sql`${d.showId}::text`,
  },
  event: {
    dimension: 'event',
    grains: dimensionGrains,
    rolledKey: sql`${r.key}`,
    dailyKey: sql`${d.eventId}::text`,
  },
  priceLevel: {
    dimension: 'priceLevel',
    grains: dimensionGrains,
    rolledKey: sql`${r.key}`,
    dailyKey: sql`${d.priceLevelId}::text`,
  },
  seller: {
    dimension: 'seller',
    grains: dimensionGrains,
    rolledKey: sql`${r.key}`,
    dailyKey: sql`${d.sellerId}::text`,
  },
  paymentMethod: {
    dimension: 'paymentMethod',
    grains: dimensionGrains,
    rolledKey: sql`${r.key}`,
    dailyKey: sql`${d.paymentMethod}`,
  },
  channel: {
    dimension: 'base',
    grains: baseGrains,
    rolledKey: sql`${r.salesChannelId}::text`,
    dailyKey: sql`${d.salesChannelId}::text`,
  },
  vatRate: {
    dimension: 'base',
    grains: baseGrains,
    rolledKey: sql`${r.vatRateBasisPoints}::text`,
    dailyKey: sql`${d.vatRateBasisPoints}::text`,
  },
  day: { dimension: 'base', grains: [1], rolledKey: sql`${r.start}::text`, dailyKey: sql`${d.day}::text` },
};

const dayTotals = {
  dimension: 'day',
  grains: [1],
  rolledKey: sql`${r.start}::text`,
  dailyKey: sql`${d.day}::text`,
};

export interface RolledFilter {
  from: string;
  to: string;
  salesChannelId?: string | undefined;
  /** The session's scope on sales_rollup (rollupFields) and on sales_daily (analyticsFields). */
  scope: { rolled: SQL | undefined; daily: SQL | undefined };
}

const figureList = sql.raw(figureColumnNames.join(', '));

/**
 * The rows of one dimension over the range as `(key, vat_rate_bp, figures...)`: rolled blocks for the days
 * up to `rolledThrough`, sales_daily for the few days no block covers and the days not rolled yet.
 */
export function rolledRows(dimension: SalesDimension, filter: RolledFilter, rolledThrough: string): SQL {
  // Everyone's by-day table reads each day's totals, not its lines per producer and channel.
  const source =
    dimension === 'day' && !filter.salesChannelId && !filter.scope.rolled ? dayTotals : sources[dimension];
  const closedTo = filter.to < rolledThrough ? filter.to : rolledThrough;
  const { blocks, days } =
    filter.from <= closedTo ? coverDays(filter.from, closedTo, source.grains) : { blocks: [], days: [] };
  const openFrom = filter.from > rolledThrough ? filter.from : addDays(rolledThrough, 1);
  const parts: SQL[] = [];
  // Single days (the by-day table) as one range; blocks as a list of (grain, start).
  const singleDays = source.grains.length === 1;
  if (blocks.length)
    parts.push(sql`select ${source.rolledKey} as key, ${r.vatRateBasisPoints} as vat_rate_bp, ${figureList}
      from ${r} where ${and(
        eq(r.dimension, source.dimension),
        singleDays
          ? and(eq(r.grain, 1), gte(r.start, filter.from), lte(r.start, closedTo))
          : sql`(${r.grain}, ${r.start}) in (${sql.join(
              blocks.map((b) => sql`(${b.grain}::smallint, ${b.start}::date)`),
              sql`, `,
            )})`,
        filter.salesChannelId ? eq(r.salesChannelId, filter.salesChannelId) : undefined,
        filter.scope.rolled,
      )}`);
  const loose = or(
    days.length ? sql`${d.day} = any(${`{${days.join(',')}}`}::date[])` : undefined,
    openFrom <= filter.to ? and(gte(d.day, openFrom), lte(d.day, filter.to)) : undefined,
  );
  if (loose)
    parts.push(sql`select ${source.dailyKey} as key, ${d.vatRateBasisPoints} as vat_rate_bp, ${figureList}
      from ${d} where ${and(
        loose,
        filter.salesChannelId ? eq(d.salesChannelId, filter.salesChannelId) : undefined,
        filter.scope.daily,
      )}`);
  // Nothing to read (cannot happen for a valid range): one empty row set of the same shape.
  if (!parts.length)
    parts.push(sql`select ''::text as key, 0 as vat_rate_bp, ${figureList} from ${d} where false`);
  return sql`(${sql.join(parts, sql` union all `)})`;
}

const u = figureColumnsOf('u');
const uKey = sql<string>`u.key`;
const nothing = sql<string | null>`null`;

/** One analytics table from the roll-up: the same lines as salesByDimension (sales-table.repository.ts). */
export function rolledByDimension(
  db: Database,
  dimension: SalesDimension,
  filter: RolledFilter,
  rolledThrough: string,
) {
  const from = sql`${rolledRows(dimension, filter, rolledThrough)} u`;
  const uuidKey = sql`u.key::uuid`;
  const fields = { key: uKey, rate: sql<number>`u.vat_rate_bp`, ...figureSumsOf(u) };
  const group = [uKey, sql`u.vat_rate_bp`];
  switch (dimension) {
    case 'show':
      return db
        .select({ ...fields, label: sql<string>`${shows.name}`, detail: nothing })
        .from(from)
        .innerJoin(shows, eq(shows.id, uuidKey))
        .groupBy(...group, shows.name);
    case 'event':
      return db
        .select({
          ...fields,
          label: sql<string>`to_char(${events.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
          detail: sql<string | null>`${shows.name}`,
        })
        .from(from)
        .innerJoin(events, eq(events.id, uuidKey))
        .innerJoin(shows, eq(shows.id, events.showId))
        .groupBy(...group, events.startsAt, shows.name);
    case 'channel':
      return db
        .select({ ...fields, label: sql<string>`${salesChannels.name}`, detail: nothing })
        .from(from)
        .innerJoin(salesChannels, eq(salesChannels.id, uuidKey))
        .groupBy(...group, salesChannels.name);
    case 'priceLevel':
      return db
        .select({
          ...fields,
          label: sql<string>`${priceLevels.name}`,
          detail: sql<string | null>`${pricings.name}`,
        })
        .from(from)
        .innerJoin(priceLevels, eq(priceLevels.id, uuidKey))
        .innerJoin(pricings, eq(pricings.id, priceLevels.pricingId))
        .groupBy(...group, priceLevels.name, pricings.name);
    case 'seller':
      return db
        .select({
          ...fields,
          label: sql<string>`coalesce(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`,
          detail: nothing,
        })
        .from(from)
        .leftJoin(users, eq(users.id, uuidKey))
        .groupBy(...group, users.firstName, users.lastName);
    default:
      return db
        .select({ ...fields, label: uKey, detail: nothing })
        .from(from)
        .groupBy(...group);
  }
}

/** Net tickets and revenue per day (the dashboard's chart and periods). */
export function rolledPerDay(db: Database, filter: RolledFilter, rolledThrough: string) {
  return db
    .select({ day: uKey, ...netSumsOf(u), cancelledTickets: cancelledTicketsOf(u) })
    .from(sql`${rolledRows('day', filter, rolledThrough)} u`)
    .groupBy(uKey);
}

/** The best-selling shows over the range (the dashboard's top shows). */
export function rolledTopShows(db: Database, filter: RolledFilter, rolledThrough: string, limit = 5) {
  const net = netSumsOf(u);
  return db
    .select({ showId: uKey, showName: shows.name, ...net })
    .from(sql`${rolledRows('show', filter, rolledThrough)} u`)
    .innerJoin(shows, eq(shows.id, sql`u.key::uuid`))
    .groupBy(uKey, shows.name)
    .orderBy(desc(net.revenueCents), asc(shows.name))
    .limit(limit);
}
