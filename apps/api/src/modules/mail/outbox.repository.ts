import { and, asc, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { CustomerLanguage } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../lib/list-query';
import { emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** Tickets e-mails: the order (listed on its page), its language, and the PDF rendered at send time. */
  orderId?: string;
  language?: CustomerLanguage;
  attachment?: 'order-tickets-pdf';
  ticketCount?: number;
}
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Attempts before a message is marked failed (backoff doubles from the base delay: about 1 h in all). */
export const maxAttempts = 8;

/**
 * Writes the message to the outbox, inside the caller's transaction when given one. Without SMTP the
 * message is 'kept': admins read it in the app, so the embedded set-up works end to end.
 */
export async function enqueueEmail(
  db: Executor,
  email: OutgoingEmail,
  smtpConfigured: boolean,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...email, status: smtpConfigured ? 'pending' : 'kept' })
    .returning();
  return row!;
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

export const emailsOfOrder = (db: Executor, orderId: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));

/**
 * Claims up to `limit` due messages for one send: their next attempt moves `leaseMs` ahead (so no other
 * sender, on this node or another, takes them meanwhile) and the attempt is counted. SKIP LOCKED lets
 * concurrent claims pass each other; the claim commits at once, so no transaction stays open over SMTP.
 */
export async function claimDueEmails(db: Executor, limit: number, leaseMs: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export type AttemptResult = { ok: true } | { ok: false; error: string; retryMs: number };

/** After an attempt: sent, or due again after `retryMs` (failed once the attempts are spent). */
export async function markEmail(
  db: Executor,
  id: string,
  result: AttemptResult,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set(
      result.ok
        ? { status: 'sent', sentAt: new Date(), lastError: null }
        : {
            lastError: result.error.slice(0, 500),
            nextAttemptAt: sql`now() + ${`${result.retryMs} milliseconds`}::interval`,
            status: sql`case when ${emailOutbox.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
          },
    )
    .where(eq(emailOutbox.id, id))
    .returning();
  return row;
}

/** The outbox as admins read it, newest first, optionally of one status. */
export async function listOutbox(
  db: Executor,
  query: {
    page: number;
    pageSize: number;
    status?: OutboxRow['status'] | undefined;
    search?: string | undefined;
    id?: string | undefined;
  },
) {
  const where = and(
    query.id ? eq(emailOutbox.id, query.id) : undefined,
    query.status ? eq(emailOutbox.status, query.status) : undefined,
    query.search ? ilike(emailOutbox.to, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
