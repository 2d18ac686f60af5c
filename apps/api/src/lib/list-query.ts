import { and, asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '@encore/shared/common/list.schema';
import type { Executor } from '../db/client';

/** The parsed list query every repository receives (page and pageSize already defaulted). */
export interface PageQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort?: string | undefined;
}

/** Makes a user's text literal inside LIKE: % and _ match themselves, not "anything". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The text as search compares it: lower-cased, accents and ligatures folded ("Électre" and "electre", "Zoé" and
 * "zoe" meet). `encore_fold` is an immutable SQL function (migration 0008, `translate` + `lower`, no extension),
 * so the trigram indexes built on `encore_fold(<expression>)` serve these searches.
 */
export const fold = (value: AnyColumn | SQL) => sql`encore_fold(${value})`;

/** "Contains" the user's text on one expression, accents and case ignored. */
export function foldedContains(value: AnyColumn | SQL, text: string): SQL {
  return sql`${fold(value)} like encore_fold(${`%${escapeLike(text)}%`})`;
}

/**
 * "Contains" on any of the expressions, accents and case ignored, or nothing when the search is empty;
 * `also` adds matches found elsewhere (a show found by its artists' names).
 */
export function searchCondition(
  search: string | undefined,
  columns: (AnyColumn | SQL)[],
  also?: (text: string) => SQL,
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  return or(...columns.map((column) => foldedContains(column, text)), also?.(text));
}

/** Columns a sort key may use; text columns are compared lower-cased so "élodie" sits with "Élodie". */
export type SortColumns = Record<string, AnyColumn | SQL>;

/**
 * ORDER BY for `name` / `-name`, unknown keys falling back to the default, always ending with the id
 * so that pages never repeat or skip rows that share a value.
 */
export function orderFor(sort: string | undefined, columns: SortColumns, fallback: string, id: AnyColumn) {
  const key = sort && columns[sort.replace(/^-/, '')] ? sort : fallback;
  const descending = key.startsWith('-');
  const column = columns[key.replace(/^-/, '')]!;
  return [descending ? desc(column) : asc(column), asc(id)];
}

export const lower = (column: AnyColumn) => sql`lower(${column})`;

export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => Boolean(c));
  return present.length ? and(...present) : undefined;
}

export interface Page<T> {
  rows: T[];
  meta: ListMeta;
}

/** One page of a table plus the total matching rows, for `{ data, meta }` answers. */
export async function pageOf<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  query: PageQuery,
  options: { where?: SQL | undefined; orderBy: SQL[] },
): Promise<Page<TTable['$inferSelect']>> {
  const source = table as PgTable;
  const offset = (query.page - 1) * query.pageSize;
  // One after the other, not Promise.all: a list then holds one pooled connection, not two.
  const rows = await db
    .select()
    .from(source)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(query.pageSize)
    .offset(offset);
  // A page that is not full and not past the end is the last one: its rows give the total, and the
  // count query (half the work of a small list) is not needed.
  const known = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
  const total = known
    ? offset + rows.length
    : ((
        await db
          .select({ total: sql<number>`count(*)::int` })
          .from(source)
          .where(options.where)
      )[0]?.total ?? 0);
  return {
    rows: rows as TTable['$inferSelect'][],
    meta: { page: query.page, pageSize: query.pageSize, total },
  };
}
