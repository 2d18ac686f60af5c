import { asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fromInstant, toInstant } from '@encore/shared/common/date-range';
import type { orderListQuerySchema } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orders, salesChannels, shows, users } from '../../db/schema';
import { allOf, escapeLike, lower } from '../../lib/list-query';

type Query = z.output<typeof orderListQuerySchema>;

const sorts: Record<string, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  number: sql`${orders.number}`,
  totalInclTaxCents: sql`${orders.totalInclTaxCents}`,
  customerName: lower(orders.customerName),
};

function orderBy(sort: string | undefined): SQL[] {
  const key = sort ?? '-createdAt';
  const column = sorts[key.replace(/^-/, '')]!;
  const direction = key.startsWith('-') ? desc : asc;
  return [direction(column), direction(orders.id)];
}

/** Carts being built and abandoned ones are the box office's business: listed only when asked for. */
const hiddenByDefault = ['cart', 'abandoned'] as const;

export function orderFilters(query: Query, userId: string): SQL | undefined {
  const text = query.search?.trim();
  return allOf(
    // search_text is already folded (migration 0015): the pattern alone is folded here.
    text ? sql`${orders.searchText} like encore_fold(${`%${escapeLike(text)}%`})` : undefined,
    query.status ? eq(orders.status, query.status) : notInArray(orders.status, [...hiddenByDefault]),
    query.showId ? eq(orders.showId, query.showId) : undefined,
    query.eventId
      ? sql`exists (select 1 from order_items i where i.order_id = ${orders.id} and i.event_id = ${query.eventId})`
      : undefined,
    query.salesChannelId ? eq(orders.salesChannelId, query.salesChannelId) : undefined,
    query.mine ? eq(orders.createdBy, userId) : undefined,
    query.from ? sql`${orders.createdAt} >= ${fromInstant(query.from).toISOString()}` : undefined,
    query.to ? sql`${orders.createdAt} < ${toInstant(query.to).toISOString()}` : undefined,
  );
}

/** One page of orders with their show, channel and seller names, and the number of live tickets. */
export async function listOrders(db: Executor, query: Query, where: SQL | undefined) {
  const offset = (query.page - 1) * query.pageSize;
  const page = await db
    .select({
      order: orders,
      salesChannelName: salesChannels.name,
      showName: shows.name,
      createdByName: sql<
        string | null
      >`nullif(trim(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), '')`,
      ticketCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i
        where i.order_id = ${orders.id} and i.status in ('held', 'sold'))`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(salesChannels, eq(salesChannels.id, orders.salesChannelId))
    .leftJoin(shows, eq(shows.id, orders.showId))
    .leftJoin(users, eq(users.id, orders.createdBy))
    .where(where)
    .orderBy(...orderBy(query.sort))
    .limit(query.pageSize)
    .offset(offset);
  // A page that is not full is the last one: its total is known without counting every match again
  // (a search for a number, an e-mail or a phone finds a handful among a million orders).
  if (page.length < query.pageSize && (page.length > 0 || offset === 0))
    return { rows: page, total: offset + page.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return { rows: page, total: count?.total ?? 0 };
}
