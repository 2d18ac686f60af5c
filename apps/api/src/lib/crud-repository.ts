import { eq, getTableName, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import {
  allOf,
  orderFor,
  pageOf,
  searchCondition,
  type Page,
  type PageQuery,
  type SortColumns,
} from './list-query';

export interface CrudTableOptions {
  id: PgColumn;
  updatedAt: PgColumn;
  /** Expressions searched with a "contains" that ignores case and accents (see `searchCondition`). */
  search: (AnyColumn | SQL)[];
  /** Matches found beyond the table's own columns (a show by its artists' names). */
  searchAlso?: (text: string) => SQL;
  sort: SortColumns;
  defaultSort: string;
}

/**
 * The queries every catalogue table needs: a filtered page, one row, insert, update and delete.
 * Entity repositories add their own filters through `where`.
 */
export function crudRepository<TTable extends PgTable>(table: TTable, options: CrudTableOptions) {
  type Row = TTable['$inferSelect'];
  type Insert = TTable['$inferInsert'];
  const source = table as PgTable;

  return {
    /** The table's SQL name, as the database's change notifications name it. */
    tableName: getTableName(table),

    list(db: Executor, query: PageQuery, where?: SQL): Promise<Page<Row>> {
      return pageOf(db, table, query, {
        where: allOf(searchCondition(query.search, options.search, options.searchAlso), where),
        orderBy: orderFor(query.sort, options.sort, options.defaultSort, options.id),
      });
    },

    async findById(db: Executor, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(source).where(eq(options.id, id)).limit(1);
      return row as Row | undefined;
    },

    async insert(db: Executor, values: Insert): Promise<Row> {
      const [row] = await db.insert(source).values(values).returning();
      return row as Row;
    },

    async update(db: Executor, id: string, values: Partial<Insert>): Promise<Row | undefined> {
      const [row] = await db
        .update(source)
        .set({ ...values, [columnKey(table, options.updatedAt)]: new Date() })
        .where(eq(options.id, id))
        .returning();
      return row as Row | undefined;
    },

    async remove(db: Executor, id: string): Promise<boolean> {
      const rows = await db.delete(source).where(eq(options.id, id)).returning({ id: options.id });
      return rows.length > 0;
    },
  };
}

export type CrudRepository<TTable extends PgTable> = ReturnType<typeof crudRepository<TTable>>;

/** The property name (not the SQL name) of a column in its table, for `.set({ [key]: ... })`. */
function columnKey(table: PgTable, column: AnyColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in this table`);
  return entry[0];
}
