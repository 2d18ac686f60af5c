import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/**
 * Writes the message to the outbox, inside the caller's transaction when given one. Without SMTP the
 * message is 'kept': admins read it in the app, so the embedded set-up works end to end.
 */
export async function enqueueEmail(
  db: Executor,
  email: OutgoingEmail,
  smtpConfigured: boolean,
): Promise<void> {
  await db.insert(emailOutbox).values({ ...email, status: smtpConfigured ? 'pending' : 'kept' });
}

export async function latestEmailTo(db: Executor, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(1);
  return row;
}

export async function pendingEmails(db: Executor, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), sql`${emailOutbox.attempts} < 5`))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEmail(
  db: Executor,
  id: string,
  result: { ok: true } | { ok: false; error: string },
) {
  await db
    .update(emailOutbox)
    .set(
      result.ok
        ? { status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` }
        : {
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: result.error.slice(0, 500),
            status: sql`case when ${emailOutbox.attempts} + 1 >= 5 then 'failed' else 'pending' end`,
          },
    )
    .where(eq(emailOutbox.id, id));
}
