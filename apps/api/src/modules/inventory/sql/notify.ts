import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/**
 * NOTIFY `channel` with `payload` (inventory-notify.ts sends the committed changes this way), in a
 * transaction of its own whose commit does not wait for the disk (synchronous_commit off for it alone):
 * a notifying commit holds PostgreSQL's global notify lock, so waiting for the flush there made every
 * other notifier wait too. A message lost in a crash is harmless (screens refetch on reconnect).
 */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${channel}, ${payload}), set_config('synchronous_commit', 'off', true)`,
  );
}
