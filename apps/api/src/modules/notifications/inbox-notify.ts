import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The PostgreSQL channel every API process LISTENs on for inbox changes (inbox-bus.ts). */
export const inboxChannel = 'encore_inbox';

/**
 * Tells every process that these users' notifications changed. NOTIFY inside the transaction: PostgreSQL
 * delivers it at commit, never for a rollback. Unlike the inventory's messages (sent after commit, see
 * inventory/inventory-notify.ts), these are rare (approvals, cancellations, sign-ups, failed e-mails), so the
 * commit ordering NOTIFY costs does not matter. The payload is the users' ids (36 characters each), cut
 * into messages under the 8,000-byte limit.
 */
export async function notifyInbox(tx: Executor, userIds: string[]) {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 150) {
    const payload = JSON.stringify(unique.slice(i, i + 150));
    await tx.execute(sql`select pg_notify(${inboxChannel}, ${payload})`);
  }
}
