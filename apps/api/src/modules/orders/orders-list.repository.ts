import { asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * What a search looks for in the orders' search text: a phone number or part of one (digits with spaces,
 * dots, dashes, slashes, brackets or a plus) is looked for by its digits, as the search text keeps a phone's
 * digits only (migration 0018); anything else as typed.
 */
export function searchedText(search: string): string {
  return /^[\d\s+()./-]+$/.test(search) && /\d/.test(search) ? search.replace(/\D/g, '') : search;
}

const contains = (text: string) => sql`encore_fold(${`%${escapeLike(text)}%`})`;

/**
 * "Contains" the search on the search text (already folded, migration 0015: the pattern alone is folded
 * here). The trigram index is asked for each word of 3 characters or more on its own, and the whole text is
 * checked on the rows it returns (`|| ''` keeps it off the index): a word's neighbours in the pattern add
 * trigrams padded with spaces (" th", "na "), in most names of a million orders, which made the index scan of
 * "lena thomas" 3 times longer for the same rows.
 */
function searchCondition(search: string): SQL {
  const text = searchedText(search);
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  if (words.length === 0 || (words.length === 1 && words[0] === text))
    return sql`${orders.searchText} like ${contains(text)}`;
  return sql.join(
    [
      ...words.map((word) => sql`${orders.searchText} like ${contains(word)}`),
      sql`(${orders.searchText} || '') like ${contains(text)}`,
    ],
    sql` and `,
  );
}

export function orderFilters(query: Query, userId: string): SQL | undefined {
  const text = query.search?.trim();
  return allOf(
    text ? searchCondition(text) : undefined,
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

/**
 * A search counts its matches up to this many past the page's first row; beyond, the total is a lower bound
 * ("more than 5,000"): a name found thousands of times among a million orders is not worth counting exactly.
 */
export const searchCountCap = 5000;

/** The page's orders with their show, channel and seller names, and the number of live tickets. */
function pageQuery(db: Executor, query: Query, where: SQL | undefined) {
  return db
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
    .orderBy(...orderBy(query.sort));
}

type Page = Awaited<ReturnType<typeof pageQuery>>;
export interface OrderPage {
  rows: Page;
  total: number;
  /** The total is a lower bound: more orders match than were counted (searches only). */
  totalIsLowerBound?: true;
}

/**
 * A search's page and total from one pass over its matches (the trigram index finds them once, not once for
 * the page and again for the count): at most offset + cap + 1 matches are read, sorted in memory, and the
 * page's ids fetched with their names. The matches are never walked in created-at order hoping to meet a page
 * soon: a name a producer's customers never had would walk all its orders. More matches than that: the page
 * comes from the sort order's index (the matches are frequent, the walk stops soon) and the total is a bound.
 */
async function searchOrders(db: Executor, query: Query, where: SQL | undefined): Promise<OrderPage> {
  const offset = (query.page - 1) * query.pageSize;
  const cap = offset + searchCountCap;
  const key = query.sort ?? '-createdAt';
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql<string>`${orders.id}`.as('id'),
        key: sql`${sorts[key.replace(/^-/, '')]!}`.as('key'),
      })
      .from(orders)
      .where(where)
      .limit(cap + 1),
  );
  const direction = key.startsWith('-') ? desc : asc;
  const found = await db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(matches)
    .orderBy(direction(matches.key), direction(matches.id))
    .limit(query.pageSize)
    .offset(offset);
  const total = found[0]?.total;
  if (total === undefined) {
    if (offset === 0) return { rows: [], total: 0 };
    // Past the last page: nothing to show, the total is still wanted for the pager.
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    return { rows: [], total: count?.n ?? 0 };
  }
  if (total > cap) {
    const rows = await pageQuery(db, query, where).limit(query.pageSize).offset(offset);
    return { rows, total: cap, totalIsLowerBound: true };
  }
  const rows = await pageQuery(
    db,
    query,
    inArray(
      orders.id,
      found.map((f) => f.id),
    ),
  );
  return { rows, total };
}

/** One page of orders with their show, channel and seller names, and the number of live tickets. */
export async function listOrders(db: Executor, query: Query, where: SQL | undefined): Promise<OrderPage> {
  if (query.search?.trim()) return searchOrders(db, query, where);
  const offset = (query.page - 1) * query.pageSize;
  const page = await pageQuery(db, query, where).limit(query.pageSize).offset(offset);
  // A page that is not full is the last one: its total is known without counting every match again.
  if (page.length < query.pageSize && (page.length > 0 || offset === 0))
    return { rows: page, total: offset + page.length };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return { rows: page, total: count?.total ?? 0 };
}
