import { asc, eq, inArray, and, desc, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { Database, Transaction } from '../../db/client';
import { journalEntries, journalHead, journalPending } from '../../db/schema';
import { entryHash, signHash } from './journal-hash';
import { appendEntries } from './sql/append-entries';
import type { JournalKey } from './journal-key';

const batchSize = 1000;
const last = alias(journalEntries, 'last');

interface NewEntry {
  sequence: number;
  at: Date;
  type: string;
  payload: string;
  previousHash: string;
  hash: string;
}

export interface Head {
  sequence: number;
  hash: string;
  /** The last entry's time: no entry is dated before it (dates never go back along the chain). */
  at: Date | null;
}

export interface Fact {
  type: string;
  payload: string;
}

/**
 * Locks the chain's head row FOR UPDATE (every process chains through it, one at a time), read with its
 * last entry's time in the same statement: each statement of a chaining pass is a round trip its
 * transaction holds the head for, beside the box office's sales (issue 21's bench).
 */
export async function lockHead(tx: Transaction): Promise<Head> {
  const [head] = await tx
    .select({
      sequence: journalHead.sequence,
      hash: journalHead.hash,
      // The head's column named in full: inside the subquery a bare "sequence" is the entries' own.
      at: sql<Date | null>`(select ${last.at} from ${journalEntries} ${last}
        where ${last.sequence} = ${sql.identifier('journal_head')}.${sql.identifier('sequence')})`.mapWith(
        journalEntries.at,
      ),
    })
    .from(journalHead)
    .where(eq(journalHead.id, 1))
    .for('update', { of: journalHead });
  if (!head) throw new Error('journal_head is missing (migration 0029)');
  return { sequence: Number(head.sequence), hash: head.hash, at: head.at ?? null };
}

/**
 * Appends facts to the chain under the head lock: each dated now (the chain's time, never before the entry
 * ahead of it), hashed onto the previous one, the batch signed once over its last hash. Moves `head`.
 */
export async function appendFacts(
  tx: Transaction,
  head: Head,
  facts: Fact[],
  key: JournalKey,
  now: Date,
): Promise<void> {
  if (facts.length === 0) return;
  // Milliseconds, as the column keeps them: the hash is recomputed from what is read back.
  const at = new Date(Math.max(now.getTime(), head.at?.getTime() ?? 0));
  let { sequence, hash: previousHash } = head;
  const entries: NewEntry[] = facts.map((fact) => {
    sequence++;
    const entry = { sequence, at, type: fact.type, payload: fact.payload, previousHash, hash: '' };
    entry.hash = entryHash({ ...entry, at: at.toISOString() });
    previousHash = entry.hash;
    return entry;
  });
  // The entries and the head's move in one statement (one round trip).
  await appendEntries(tx, {
    at,
    signature: signHash(previousHash, key.privateKey),
    keyId: key.keyId,
    entries,
  });
  Object.assign(head, { sequence, hash: previousHash, at });
}

/**
 * Moves up to a batch of pending facts into the chain, oldest first, the head already locked: each entry
 * is dated when it is chained (`now`), the pending rows deleted. A key the chain has not announced yet is
 * announced first, by a key_rotation entry it signs itself. Answers how many facts were chained.
 */
export async function chainPending(
  tx: Transaction,
  head: Head,
  key: JournalKey,
  announced: { done: boolean },
  now: Date,
): Promise<number> {
  // Taken out of the pending table as they are read (one statement; the head's lock keeps other chainers
  // out, and the transaction puts them back if the chaining fails). Exactly the rows read are deleted: one
  // committed later with a lower id is chained by a later pass.
  const taken = await tx
    .delete(journalPending)
    .where(
      inArray(
        journalPending.id,
        tx
          .select({ id: journalPending.id })
          .from(journalPending)
          .orderBy(asc(journalPending.id))
          .limit(batchSize),
      ),
    )
    .returning({ id: journalPending.id, type: journalPending.type, payload: journalPending.payload });
  const pending = taken.sort((a, b) => a.id - b.id);
  const facts: Fact[] = [];
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
        type: 'key_rotation',
        payload: canonicalJson({
          oldKeyId: last?.keyId ?? null,
          newKeyId: key.keyId,
          publicKey: key.publicKeyHex,
        }),
      });
    }
  }
  // Canonical as chained: `record` stored them so already (the same text again), a statement that wrote
  // its events itself (pendingEventsInsert) stored PostgreSQL's text of a jsonb.
  facts.push(
    ...pending.map((fact) => ({ type: fact.type, payload: canonicalJson(JSON.parse(fact.payload)) })),
  );
  await appendFacts(tx, head, facts, key, now);
  announced.done = true;
  return pending.length;
}

/** One chaining transaction's work: the head locked, a batch of pending facts chained. */
export async function chainOnce(
  tx: Transaction,
  key: JournalKey,
  announced: { done: boolean },
  now = new Date(),
) {
  return chainPending(tx, await lockHead(tx), key, announced, now);
}

export interface Chainer {
  /** A fact was recorded: chain soon (the next few ticks), once its transaction has committed. */
  kick(): void;
  /** Chains everything committed so far (verification, archives and closings start with it). */
  drain(): Promise<void>;
  /**
   * In one transaction, the head locked: everything pending chained, then the facts `work` answers appended
   * (the closings: nothing can be chained between what they count and themselves).
   */
  withChain(work: (tx: Transaction, head: Head) => Promise<Fact[]>): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the chaining in this process: a few ticks (every 250 ms: under a box office's load a pass chains what
 * a quarter of a second sold, its handful of statements shared by all) after a fact is recorded here, and every
 * second anyway (the facts other processes recorded, a tick lost to an error). One run at a time per process;
 * across processes the head row's lock orders them.
 */
export function createChainer(
  db: Database,
  key: JournalKey,
  log: { warn(obj: unknown, msg?: string): void },
  tickMs = 250,
  clock: () => Date = () => new Date(),
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
      const chained = await db.transaction((tx) => chainOnce(tx, key, announced, clock()));
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
  const withChain = (work: (tx: Transaction, head: Head) => Promise<Fact[]>) => {
    const once = () =>
      db.transaction(async (tx) => {
        const head = await lockHead(tx);
        while ((await chainPending(tx, head, key, announced, clock())) === batchSize);
        await appendFacts(tx, head, await work(tx, head), key, clock());
      });
    const next = running.then(once, once);
    running = next.catch(() => undefined);
    return next;
  };
  return {
    kick() {
      kicks = 3;
    },
    drain: run,
    withChain,
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
