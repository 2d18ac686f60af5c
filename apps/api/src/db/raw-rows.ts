import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A row of a raw statement (`db.execute`, snake_case column names) as Drizzle would have returned it for
 * `table`: for the statements a query builder cannot write in one round trip (data-modifying CTEs whose
 * result is selected and sorted). Each column is read the way its Drizzle column reads it (dates, JSON),
 * so the row is the same on both drivers.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A JSON object sent back by a statement (`row_to_json(o)`): text on one driver, parsed on the other. */
export const jsonObjectOf = (json: unknown): Record<string, unknown> =>
  (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;

/** A row sent back as JSON by a statement (`row_to_json(o)`). */
export function rowOfJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  return rowOf(table, jsonObjectOf(json));
}

/**
 * The rows of a raw statement (`sql`...``), the one way the modules read one: both drivers answer
 * `{ rows }`; `T` names the columns as the statement spells them (snake_case, or `rowOf` for a table's).
 */
export async function rawRows<T = Record<string, unknown>>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
