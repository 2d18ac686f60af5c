import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * A column's own name, unqualified (`"expires_at"`), where SQL wants no table before it: the target of
 * `update ... set`, an insert's column list. Everywhere else a raw statement names a column through its
 * Drizzle object (`${orders.status}`: `"orders"."status"`) and a table through its table object
 * (`${orders}`; an alias from drizzle-orm/pg-core's `alias(orders, 'o')` is `${orders} ${o}` where it is
 * declared, `${o.id}` where it is read), so a renamed column or table is a type error, not a broken statement.
 */
export const bare = (column: Column): SQL => sql`${sql.identifier(column.name)}`;

/** Columns' own names, comma separated: an insert's column list. */
export const bareList = (...columns: Column[]): SQL => sql.join(columns.map(bare), sql`, `);

/** Every column of `table` but `except`, unqualified, in the table's order (a `select` list or `returning`). */
export function columnsOf(table: Table, except: Column[] = []): SQL {
  const columns = Object.values(getTableColumns(table)).filter((column) => !except.includes(column));
  return sql.join(columns.map(bare), sql`, `);
}
