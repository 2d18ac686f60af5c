import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** NOTIFY `channel` with `payload` (inventory-notify.ts sends the committed changes this way). */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
