import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@encore/shared/errors';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/errors';

/** The header's value: 1 to 255 visible ASCII characters (a UUID, say). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
/** How long an answer is kept: a client retries within minutes, a failover within a minute. */
export const keptHours = 24;

export interface StoredAnswer {
  status: number;
  body: string;
}

/** The key of the request, undefined without the header; 400 when it is not a valid one. */
export function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && keyPattern.test(value)) return value;
  throw new AppError(400, ErrorCode.validation, 'Idempotency-Key must be 1 to 255 visible ASCII characters', [
    { path: 'headers/idempotency-key', message: 'Invalid value' },
  ]);
}

/** What the key stands for: the method, the path (its ids) and the body as validated. */
export function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Takes the key for this transaction, or answers what it already stands for. A transaction that took the
 * same key and has not ended makes this insert wait on the primary key until it commits (its answer is
 * then read here) or rolls back (the key is then taken here).
 */
export async function claimKey(
  tx: Transaction,
  userId: string,
  key: string,
  hash: string,
): Promise<StoredAnswer | undefined> {
  for (;;) {
    const taken = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (taken.length) return undefined;
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Purged between the two statements: take it again.
    if (!row) continue;
    if (row.requestHash !== hash) throw new AppError(422, ErrorCode.idempotencyKeyReused);
    return { status: row.status!, body: row.body! };
  }
}

/** The answer of the key taken by `claimKey`, written before the transaction commits. */
export async function saveAnswer(tx: Transaction, userId: string, key: string, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Forgets the answers older than `keptHours`, a few thousand rows per statement (no long lock, no burst of
 * WAL): each API process runs it now and then, which is harmless twice. Answers how many went.
 */
export async function purgeKeys(db: Database, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const old = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keptHours})`))
      .limit(batch);
    const gone = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${old})`)
      .returning({ key: idempotencyKeys.key });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
