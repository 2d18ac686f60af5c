import { eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { fromInstant, toInstant } from '@encore/shared/common/date-range';
import type { OrderSummary, orderListQuerySchema } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../../db/client';
import { orderItems, orderPayments, orderRefunds, orders } from '../../../db/schema';
import { allOf, escapeLike, lower } from '../../../lib/list-query';
import { liveItem } from '../../inventory';
import { channelName } from '../../sales-channels';
import { showName } from '../../shows';
import { userName } from '../../users';
import { rawRows } from '../../../db/raw-rows';

type Query = z.output<typeof orderListQuerySchema>;

const i = alias(orderItems, 'i');

const sorts: Record<string, SQL> = {
  createdAt: sql`${orders.createdAt}`,
  number: sql`${orders.number}`,
  totalInclTaxCents: sql`${orders.totalInclTaxCents}`,
  customerName: lower(orders.customerName),
};

/** Carts being built and abandoned ones are the box office's business: listed only when asked for. */
const hiddenByDefault = ['cart', 'abandoned'] as const;

/**
 * What a search looks for in the orders' search text: a phone number or part of one (digits with spaces,
 * dots, dashes, slashes, brackets or a plus) is looked for by its digits, as the search text keeps a phone's
 * digits only (migration 0018); anything else as typed.
 */
export function searchedText(search: string): string {
  if (!/^[\d\s+()./-]+$/.test(search) || !/\d/.test(search)) return search;
  const digits = search.replace(/\D/g, '');
  // A French number is kept as typed, "+33 6 12…" or "06 12…": both hold the digits after the prefix
  // (+33, 0033 or the trunk 0), which is what is looked for ("06 12 34 56 71" finds +33 6 12 34 56 71).
  const national = /^\s*(\+|00)\s*33/.test(search)
    ? digits.replace(/^(00)?33/, '')
    : /^\s*0/.test(search)
      ? digits.slice(1)
      : digits;
  return national || digits;
}

const contains = (text: string) => sql`encore_fold(${`%${escapeLike(text)}%`})`;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * The words of a search the trigram index is asked for: the index reads every order holding each of their
 * trigrams, so a word found in many orders costs much even when another word narrows the search to one. An
 * e-mail's domain (gmail.com, the box office's own example.org) is in many orders: only the words before the
 * "@" are asked when there are some. A word with a digit (e-mail digits, a phone, an order number) is in few:
 * only those are asked when there are some ("nathan.petit627" read 163 index pages for its two words, 54 for
 * "petit627" alone, at a million orders). The whole search is always checked on the rows: the result is the same.
 */
export function indexedWords(text: string): string[] {
  const at = text.indexOf('@');
  const local = at > 0 ? wordsOf(text.slice(0, at)) : [];
  const words = local.length ? local : wordsOf(text);
  const rare = words.filter((word) => /\d/.test(word));
  return rare.length ? rare : words;
}

/**
 * "Contains" the search on the search text (already folded, migration 0015: the pattern alone is folded
 * here). The trigram index is asked for some words of 3 characters or more each on its own (indexedWords), and
 * the whole text is checked on the rows it returns (`|| ''` keeps it off the index): a word's neighbours in the
 * pattern add trigrams padded with spaces (" th", "na "), in most names of a million orders, which made the
 * index scan of "lena thomas" 3 times longer for the same rows.
 */
function searchCondition(search: string): SQL {
  const text = searchedText(search);
  const words = indexedWords(text);
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
      ? sql`exists (select 1 from ${orderItems} ${i} where ${i.orderId} = ${orders.id} and ${i.eventId} = ${query.eventId})`
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

/** An instant as `Date.toISOString()` writes it (milliseconds, UTC, "Z"), the same on both databases. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An order's money facts (issue 23), as order-money.ts's moneyDto derives them: on their order's index. */
const paid = sql`(select coalesce(sum(${orderPayments.amountCents}), 0)::int from ${orderPayments}
  where ${orderPayments.orderId} = ${orders.id})`;
const refunded = sql`(select coalesce(sum(${orderRefunds.amountCents}), 0)::int from ${orderRefunds}
  where ${orderRefunds.orderId} = ${orders.id})`;

/**
 * A row of the list exactly as `GET /api/orders` answers it (OrderSummary): only the columns the list shows,
 * named and formatted by the query, so the rows go out as they come (no column mapping, no dates parsed and
 * written again). The channel, show and seller names are scalar subqueries, not joins: the same plan for a page
 * of 25, in half the planning time (0.45 ms instead of 0.85 at a million orders: a search's whole execution is
 * often less than that).
 */
const summaryColumnsSql = sql`${orders.id} as "id", ${orders.number} as "number", ${orders.status} as "status",
  ${orders.salesChannelId} as "salesChannelId",
  ${channelName(sql`${orders.salesChannelId}`)} as "salesChannelName",
  ${orders.showId} as "showId", ${showName(sql`${orders.showId}`)} as "showName",
  ${orders.customerName} as "customerName", ${orders.customerEmail} as "customerEmail",
  ${orders.customerPhone} as "customerPhone",
  (select coalesce(sum(${i.quantity}), 0)::int from ${orderItems} ${i}
    where ${i.orderId} = ${orders.id} and ${liveItem(i)}) as "ticketCount",
  ${orders.createdBy} as "createdBy",
  ${userName(sql`${orders.createdBy}`)} as "createdByName",
  ${isoText(sql`${orders.createdAt}`)} as "createdAt",
  ${isoText(sql`${orders.validatedAt}`)} as "validatedAt",
  ${orders.subtotalCents} as "subtotalCents", ${orders.feesCents} as "feesCents", ${orders.vatCents} as "vatCents",
  ${orders.totalCents} as "totalCents", ${orders.totalInclTaxCents} as "totalInclTaxCents",
  ${paid} as "paidCents", ${refunded} as "refundedCents",
  (case when ${orders.status} in ('cancelled', 'abandoned') then 0 else ${orders.totalInclTaxCents} end)
    - ${paid} + ${refunded} as "balanceCents"`;
/**
 * Rendered once (no parameters in it): drizzle renders every column reference again on each call, and building
 * the statement was the largest part of a search's server CPU after the answer's compression.
 */
const summaryColumns = sql.raw(new PgDialect().sqlToQuery(summaryColumnsSql).sql);

function sortOf(query: Query) {
  const key = query.sort ?? '-createdAt';
  return { column: sorts[key.replace(/^-/, '')]!, direction: key.startsWith('-') ? sql`desc` : sql`asc` };
}

async function countOf(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${orders}${where ? sql` where ${where}` : sql``}`,
  );
  return row?.n ?? 0;
}

/** One page of the orders matching `where`, in the sort's order (the sort's index walked, stopped at the page). */
function pageOf(db: Executor, query: Query, where: SQL | undefined) {
  const { column, direction } = sortOf(query);
  return rawRows<OrderSummary>(
    db,
    sql`select ${summaryColumns} from ${orders}${where ? sql` where ${where}` : sql``}
      order by ${column} ${direction}, ${orders.id} ${direction}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
}

export interface OrderPage {
  rows: OrderSummary[];
  total: number;
  /** The total is a lower bound: more orders match than were counted (searches only). */
  totalIsLowerBound?: true;
}

/**
 * A search's page and total in one statement from one pass over its matches (the trigram index finds them
 * once, not once for the page and again for the count; one round trip, not one for the ids and another for
 * the rows): at most offset + cap + 1 matches are read, sorted in memory, and the page's rows joined to their
 * names. The matches are never walked in created-at order hoping to meet a page soon: a name a producer's
 * customers never had would walk all its orders. More matches than that: the page comes from the sort order's
 * index (the matches are frequent, the walk stops soon) and the total is a bound.
 */
async function searchOrders(db: Executor, query: Query, where: SQL | undefined): Promise<OrderPage> {
  const offset = (query.page - 1) * query.pageSize;
  const cap = offset + searchCountCap;
  const { column, direction } = sortOf(query);
  const rows = await rawRows<OrderSummary & { total: number }>(
    db,
    sql`with matches as materialized (
        select ${orders.id} as id, ${column} as key from ${orders} where ${where ?? sql`true`} limit ${cap + 1}
      ), page as (
        select id, key from matches order by key ${direction}, id ${direction}
        limit ${query.pageSize} offset ${offset}
      )
      select ${summaryColumns}, (select count(*)::int from matches) as total
      from page join ${orders} on ${orders.id} = page.id
      order by page.key ${direction}, page.id ${direction}`,
  );
  const total = rows[0]?.total;
  if (total === undefined) {
    if (offset === 0) return { rows: [], total: 0 };
    // Past the last page: nothing to show, the total is still wanted for the pager.
    return { rows: [], total: await countOf(db, where) };
  }
  if (total > cap) return { rows: await pageOf(db, query, where), total: cap, totalIsLowerBound: true };
  for (const row of rows) delete (row as { total?: number }).total;
  return { rows, total };
}

/** One page of orders with their show, channel and seller names, and the number of live tickets. */
export async function listOrders(db: Executor, query: Query, where: SQL | undefined): Promise<OrderPage> {
  if (query.search?.trim()) return searchOrders(db, query, where);
  const offset = (query.page - 1) * query.pageSize;
  const page = await pageOf(db, query, where);
  // A page that is not full is the last one: its total is known without counting every match again.
  if (page.length < query.pageSize && (page.length > 0 || offset === 0))
    return { rows: page, total: offset + page.length };
  return { rows: page, total: await countOf(db, where) };
}
