import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/** Case-insensitive "contains" on any of the columns, or nothing when the search is empty. */
export function searchCondition(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
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
  // One after the other, not Promise.all: a list then holds one pooled connection, not two.
  const rows = await db
    .select()
    .from(source)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(source)
    .where(options.where);
  return {
    rows: rows as TTable['$inferSelect'][],
    meta: { page: query.page, pageSize: query.pageSize, total: count?.total ?? 0 },
  };
}
