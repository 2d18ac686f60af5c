import { asc, eq, inArray, and, desc } from 'drizzle-orm';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { Database, Transaction } from '../../db/client';
import { journalEntries, journalHead, journalPending } from '../../db/schema';
import { entryHash, signHash } from './journal-hash';
import type { JournalKey } from './journal-key';

const batchSize = 1000;

interface NewEntry {
  sequence: number;
  at: Date;
  type: string;
  payload: string;
  previousHash: string;
  hash: string;
}

/**
 * Moves the pending facts into the chain, oldest first, in one transaction: the head row locked FOR UPDATE
 * (every process chains through it, one at a time; the sales that recorded the facts never wait on it), each
 * entry hashed onto the previous one, the batch signed once over its last hash, the pending rows deleted.
 * A key the chain has not announced yet is announced first, by a key_rotation entry it signs itself.
 * Answers how many facts were chained.
 */
export async function chainOnce(tx: Transaction, key: JournalKey, announced: { done: boolean }) {
  const [head] = await tx.select().from(journalHead).where(eq(journalHead.id, 1)).for('update');
  if (!head) throw new Error('journal_head is missing (migration 0028)');
  const pending = await tx.select().from(journalPending).orderBy(asc(journalPending.id)).limit(batchSize);
  const facts: { at: Date; type: string; payload: string }[] = [];
  if (!announced.done) {
    const [known] = await tx
      .select({ sequence: journalEntries.sequence })
      .from(journalEntries)
      .where(and(eq(journalEntries.type, 'key_rotation'), eq(journalEntries.keyId, key.keyId)))
      .limit(1);
    if (!known) {
      const [last] = await tx
        .select({ keyId: journalEntries.keyId })
        .from(journalEntries)
        .orderBy(desc(journalEntries.sequence))
        .limit(1);
      facts.push({
        at: new Date(),
        type: 'key_rotation',
        payload: canonicalJson({
          oldKeyId: last?.keyId ?? null,
          newKeyId: key.keyId,
          publicKey: key.publicKeyHex,
        }),
      });
    }
  }
  facts.push(...pending);
  if (facts.length === 0) {
    announced.done = true;
    return 0;
  }
  let sequence = Number(head.sequence);
  let previousHash = head.hash;
  const entries: NewEntry[] = facts.map((fact) => {
    sequence++;
    // Milliseconds, as the column keeps them: the hash is recomputed from what is read back.
    const at = new Date(fact.at.getTime());
    const entry = { sequence, at, type: fact.type, payload: fact.payload, previousHash, hash: '' };
    entry.hash = entryHash({ ...entry, at: at.toISOString() });
    previousHash = entry.hash;
    return entry;
  });
  const signature = signHash(previousHash, key.privateKey);
  await tx.insert(journalEntries).values(
    entries.map((entry) => ({
      ...entry,
      type: entry.type as never,
      signature,
      signedSequence: sequence,
      keyId: key.keyId,
    })),
  );
  if (pending.length > 0)
    await tx.delete(journalPending).where(
      inArray(
        journalPending.id,
        pending.map((p) => p.id),
      ),
    );
  await tx.update(journalHead).set({ sequence, hash: previousHash }).where(eq(journalHead.id, 1));
  announced.done = true;
  return pending.length;
}

export interface Chainer {
  /** A fact was recorded: chain soon (the next few ticks), once its transaction has committed. */
  kick(): void;
  /** Chains everything committed so far (verification, archives and closings start with it). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the chaining in this process: a few ticks (every 100 ms) after a fact is recorded here, and every
 * second anyway (the facts other processes recorded, a tick lost to an error). One run at a time per process;
 * across processes the head row's lock orders them.
 */
export function createChainer(
  db: Database,
  key: JournalKey,
  log: { warn(obj: unknown, msg?: string): void },
  tickMs = 100,
): Chainer {
  const announced = { done: false };
  let running: Promise<void> = Promise.resolve();
  let kicks = 0;
  let lastRun = 0;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async () => {
    lastRun = Date.now();
    // Idle: one plain read, no transaction nor lock (most ticks, and tests that cut the next commit).
    if (announced.done) {
      const [waiting] = await db.select({ id: journalPending.id }).from(journalPending).limit(1);
      if (!waiting) return;
    }
    for (;;) {
      const chained = await db.transaction((tx) => chainOnce(tx, key, announced));
      if (chained < batchSize) return;
    }
  };
  let queued = 0;
  const run = () => {
    queued++;
    const next = () => {
      queued--;
      return runOnce();
    };
    running = running.then(next, next);
    return running;
  };
  const tick = () => {
    // A run waiting already takes whatever this tick would.
    if (queued > 0 || (kicks === 0 && Date.now() - lastRun < 1000)) return;
    kicks = Math.max(0, kicks - 1);
    run().catch((error: unknown) => log.warn({ err: error }, 'journal chaining failed; retried next tick'));
  };
  return {
    kick() {
      kicks = 3;
    },
    drain: run,
    start() {
      timer ??= setInterval(tick, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await run();
    },
  };
}
