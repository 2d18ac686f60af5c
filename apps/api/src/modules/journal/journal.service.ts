import os from 'node:os';
import type { ClosingKind, JournalEvent } from '@encore/shared/journal/journal-events';
import type { JournalVerifyResult } from '@encore/shared/journal/journal.schema';
import { afterCommit } from '../../db/ambient-transaction';
import type { Database, Executor } from '../../db/client';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { buildArchive } from './journal-archive';
import { createChainer } from './journal-chainer';
import type { JournalKey } from './journal-key';
import { verifyEntries, type StoredEntry } from './journal-verify';
import * as repository from './journal.repository';
import { dueClosings } from './journal-closings';
import { businessBounds, businessDayOf, parseCutoff, periodBounds } from '../../lib/paris-time';

export interface JournalDeps {
  db: Database;
  key: JournalKey;
  version: string;
  log?: { warn(obj: unknown, msg?: string): void };
  /** When business days end ("HH:MM" Europe/Paris, BUSINESS_DAY_CUTOFF); unset: 04:00. */
  businessDayCutoff?: string;
  /** The journal's clock: entries are dated and closings made by it (tests hand one in). */
  clock?: () => Date;
  /** How often the closings' scheduler looks whether a period has ended (default: a minute). */
  closingsPollMs?: number;
}

/** Recomputes the whole chain as stored (no side effect: `npm run journal:verify` reads with it too). */
export async function verifyStored(db: Executor): Promise<JournalVerifyResult> {
  const head = await repository.readHead(db);
  return verifyEntries(repository.entryPages(db), {
    head,
    locate: (hash) => repository.locateHash(db, hash),
  });
}

/**
 * The journal: the recorder other modules record through (in their transaction), the chainer that signs
 * what they recorded, verification (recorded as an entry itself) and archives.
 */
export function createJournalModule(deps: JournalDeps) {
  const { db, key } = deps;
  const log = deps.log ?? { warn: (obj: unknown, msg?: string) => console.warn(msg, obj) };
  const clock = deps.clock ?? (() => new Date());
  const chainer = createChainer(db, key, log, undefined, clock);
  const cutoff = parseCutoff(deps.businessDayCutoff ?? '04:00');
  /** Until then no period ends (the end of the business day of the last look): the scheduler skips. */
  let nextEnd = 0;
  let closingsTimer: NodeJS.Timeout | undefined;
  /**
   * Makes the closings due by now (none: nothing written). Any process may call it at any time: under the
   * head lock, one makes them and the others find them made.
   */
  const close = async () => {
    await chainer.withChain((tx, head) => dueClosings(tx, head, clock(), cutoff));
    nextEnd = businessBounds(businessDayOf(clock(), cutoff), cutoff).to.getTime();
  };
  const closeIfDue = () => {
    if (clock().getTime() < nextEnd) return;
    close().catch((error: unknown) => log.warn({ err: error }, 'journal: closing failed; retried'));
  };
  const node = `${os.hostname()}:${process.pid}`;

  const recorder: JournalRecorder = {
    async record(exec, event) {
      await repository.appendPending(exec, event);
      chainer.kick();
    },
    recordedInStatement() {
      // Chained once the statement's transaction (an idempotent request's ambient one) has committed.
      afterCommit(() => chainer.kick());
    },
  };
  const recordNow = (event: JournalEvent) => recorder.record(db, event);

  return {
    recorder,
    chainer,
    /**
     * The process starts: its start is recorded and chaining begins. A server whose database is down at
     * that moment still starts (it answers 503 until the database is back, plugins/database-down.test.ts):
     * the start it could not record is said in the log, and the chainer goes on trying every second.
     */
    async start() {
      chainer.start();
      try {
        await recordNow({ type: 'start', payload: { version: deps.version, node } });
        await chainer.drain();
      } catch (error) {
        log.warn({ err: error }, 'journal: the start could not be recorded (database unavailable)');
      }
      // Catch-up now (every ended period not closed yet), then a look every minute.
      closeIfDue();
      closingsTimer ??= setInterval(closeIfDue, deps.closingsPollMs ?? 60_000);
      closingsTimer.unref();
    },
    /** The process stops: its stop is recorded and chained before the database closes (when it answers). */
    async stop(reason: string) {
      if (closingsTimer) clearInterval(closingsTimer);
      closingsTimer = undefined;
      try {
        await recordNow({ type: 'stop', payload: { version: deps.version, node, reason } });
      } catch (error) {
        log.warn({ err: error }, 'journal: the stop could not be recorded (database unavailable)');
      }
      await chainer
        .stop()
        .catch((error: unknown) => log.warn({ err: error }, 'journal: the last chaining failed at stop'));
    },

    async verify(): Promise<JournalVerifyResult> {
      await chainer.drain();
      const result = await verifyStored(db);
      await recordNow({
        type: 'verification',
        payload: {
          ok: result.ok,
          entries: result.entries,
          firstBrokenSequence: result.firstBrokenSequence,
          reason: result.reason,
        },
      });
      if (!result.ok) log.warn({ journal: result }, 'journal verification failed');
      return result;
    },

    async list(page: number, pageSize: number) {
      return repository.listEntries(db, page, pageSize);
    },

    /** Makes the closings due by the clock now (the scheduler's work, callable by tests). */
    close,

    /** The closings, newest first, of one kind or all. */
    async closings(kind: ClosingKind | undefined, page: number, pageSize: number) {
      return repository.listClosings(db, kind, page, pageSize);
    },

    /** The last verification recorded (the admin screen's), if any. */
    async lastVerification() {
      await chainer.drain();
      return repository.lastVerification(db);
    },

    /** A ZIP of the period's entries (null: none dated in it); its production is itself an entry. */
    async archive(period: string, userId: string | null) {
      await chainer.drain();
      const { from, to } = periodBounds(period);
      const range = await repository.rangeOfPeriod(db, from, to);
      if (!range) return null;
      // The period's own closing is made after it ends (its last day's, its month's...): the archive runs on
      // to it, so it carries every closing of the period. The last batch's signature signs its last entry:
      // the archive carries the batch whole.
      const closedAt = await repository.closingSequence(db, period.length === 4 ? 'year' : 'month', period);
      const last = await repository.signedThrough(db, Math.max(range.last, closedAt ?? 0));
      const entries: StoredEntry[] = [];
      for await (const page of repository.entryPages(db, { from: range.first, to: last }))
        entries.push(...page);
      const keys = await repository.announcedKeys(db, last);
      // The manifest is signed by this process's key (announced in the chain by the drain above).
      keys.set(key.keyId, key.publicKeyHex);
      const built = buildArchive({ period, entries, keys, key, createdAt: new Date() });
      await recordNow({
        type: 'archive',
        payload: { period, entries: entries.length, sha256: built.sha256, userId },
      });
      return built;
    },
  };
}

export type JournalModule = ReturnType<typeof createJournalModule>;
