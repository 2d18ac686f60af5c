import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from './client';
import { rawRows } from './raw-rows';

/** The tag of the last migration applied (`0028_journal`), null on an empty database. */
export async function appliedMigration(db: Database): Promise<string | null> {
  let applied: number;
  try {
    const [row] = await rawRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    applied = Number(row?.n ?? 0);
  } catch {
    return null; // not migrated yet: drizzle's table does not exist
  }
  if (applied === 0) return null;
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries[applied - 1]?.tag ?? `#${applied}`;
}
