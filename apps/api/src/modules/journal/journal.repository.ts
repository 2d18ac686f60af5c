import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { ClosingPayload, JournalEvent } from '@encore/shared/journal/journal-events';
import type { JournalVerifyResult } from '@encore/shared/journal/journal.schema';
import type { Executor } from '../../db/client';
import { journalClosings, journalEntries, journalHead, journalPending } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { bareList } from '../../db/sql-names';
import type { StoredEntry } from './journal-verify';

/**
 * Records events in the caller's transaction: they exist exactly when the change that caused them commits.
 * Several are one insert, their ids (the chain's order) in the order given.
 */
export async function appendPending(
  db: Executor,
  event: JournalEvent | readonly JournalEvent[],
): Promise<void> {
  const events = Array.isArray(event) ? (event as readonly JournalEvent[]) : [event as JournalEvent];
  if (events.length === 0) return;
  await db
    .insert(journalPending)
    .values(events.map((e) => ({ type: e.type, payload: canonicalJson(e.payload) })));
}

/**
 * The body of a CTE that records events in the statement that makes the change (the box office's sale,
 * modules/sales/sql/sell-cart.ts): they exist exactly when it commits, with no round trip of their own.
 * `events` answers rows `(type, payload, n)`: the event's type, its payload as jsonb, and its place among
 * them (ids, the chain's order, follow `n`). PostgreSQL's text of a jsonb is not canonical (keys ordered by
 * length): the chainer canonicalises each payload as it chains it (journal-chainer.ts). The recorder's
 * `recordedInStatement()` is then called, so the chainer runs soon.
 */
export const pendingEventsInsert = (events: SQL): SQL =>
  sql`insert into ${journalPending} (${bareList(journalPending.type, journalPending.payload)})
    select e.type, e.payload::text from (${events}) as e(type, payload, n) order by e.n
    returning ${journalPending.id}`;

const storedColumns = {
  sequence: journalEntries.sequence,
  at: journalEntries.at,
  type: journalEntries.type,
  payload: journalEntries.payload,
  previousHash: journalEntries.previousHash,
  hash: journalEntries.hash,
  signature: journalEntries.signature,
  signedSequence: journalEntries.signedSequence,
  keyId: journalEntries.keyId,
};

type StoredRow = Omit<StoredEntry, 'at'> & { at: Date };
export const toStored = (row: StoredRow): StoredEntry => ({ ...row, at: row.at.toISOString() });

interface RawEntry {
  sequence: string | number;
  at_ms: string | number;
  type: string;
  payload: string;
  previous_hash: string | null;
  hash: string;
  signature: string | null;
  signed_sequence: string | number;
  key_id: string;
}

const e = journalEntries;
/**
 * One page read raw, as little as verification needs (reading rows is most of its time: `bench/journal-
 * verify.mjs`): the time as epoch milliseconds (no date parsing), and the previous hash and the signature
 * only where they differ from the row before (a batch shares one signature; a link holds), so a changed
 * one still shows.
 */
const readPage = (db: Executor, after: number, to: number | undefined, pageSize: number) =>
  rawRows<RawEntry>(
    db,
    sql`select ${e.sequence} as sequence, (extract(epoch from ${e.at}) * 1000)::bigint as at_ms,
          ${e.type} as type, ${e.payload} as payload,
          nullif(${e.previousHash}, lag(${e.hash}) over w) as previous_hash, ${e.hash} as hash,
          nullif(${e.signature}, lag(${e.signature}) over w) as signature,
          ${e.signedSequence} as signed_sequence, ${e.keyId} as key_id
        from ${e}
        where ${e.sequence} > ${after} ${to !== undefined ? sql`and ${e.sequence} <= ${to}` : sql``}
        window w as (order by ${e.sequence})
        order by ${e.sequence} limit ${pageSize}`,
  );

function fromRaw(rows: RawEntry[]): StoredEntry[] {
  let previous: StoredEntry | undefined;
  return rows.map((r) => {
    const entry: StoredEntry = {
      sequence: Number(r.sequence),
      at: new Date(Number(r.at_ms)).toISOString(),
      type: r.type,
      payload: r.payload,
      previousHash: r.previous_hash ?? previous!.hash,
      hash: r.hash,
      signature: r.signature ?? previous!.signature,
      signedSequence: Number(r.signed_sequence),
      keyId: r.key_id,
    };
    previous = entry;
    return entry;
  });
}

/**
 * The entries from `from` to `to` (inclusive), in pages of `pageSize`, in sequence order; the next page is
 * asked for while the caller works on the current one.
 */
export async function* entryPages(
  db: Executor,
  range: { from?: number; to?: number } = {},
  pageSize = 10_000,
): AsyncGenerator<StoredEntry[]> {
  let next = readPage(db, (range.from ?? 1) - 1, range.to, pageSize);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const page = fromRaw(rows);
    if (rows.length === pageSize) {
      next = readPage(db, page[page.length - 1]!.sequence, range.to, pageSize);
      next.catch(() => undefined); // awaited below, unless the caller stops first
    }
    yield page;
    if (rows.length < pageSize) return;
  }
}

/** The sequence of the entry holding this hash, if any (asked only when the chain is broken). */
export async function locateHash(db: Executor, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ sequence: journalEntries.sequence })
    .from(journalEntries)
    .where(eq(journalEntries.hash, hash))
    .limit(1);
  return row?.sequence ?? null;
}

export async function readHead(db: Executor): Promise<{ sequence: number; hash: string }> {
  const [row] = await db.select().from(journalHead).where(eq(journalHead.id, 1));
  return { sequence: Number(row?.sequence ?? 0), hash: row?.hash ?? '0'.repeat(64) };
}

export async function listEntries(db: Executor, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(storedColumns)
      .from(journalEntries)
      .orderBy(desc(journalEntries.sequence))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(journalEntries),
  ]);
  return { rows: rows.map(toStored), total: Number(total?.n ?? 0) };
}

/** The sequence range of the entries dated in [from, to). */
export async function rangeOfPeriod(db: Executor, from: Date, to: Date) {
  const [row] = await rawRows<{ first: string | number | null; last: string | number | null }>(
    db,
    sql`select min(${journalEntries.sequence}) as first, max(${journalEntries.sequence}) as last
        from ${journalEntries} where ${journalEntries.at} >= ${from.toISOString()} and ${journalEntries.at} < ${to.toISOString()}`,
  );
  if (row?.first === null || row?.first === undefined) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

/** The furthest sequence the signatures of entries up to `last` sign (the end of its batch). */
export async function signedThrough(db: Executor, last: number): Promise<number> {
  const [row] = await db
    .select({ signed: journalEntries.signedSequence })
    .from(journalEntries)
    .where(eq(journalEntries.sequence, last));
  return Number(row?.signed ?? last);
}

/** Every key the chain announced up to `last` (id -> raw public key in hex). */
export async function announcedKeys(db: Executor, last?: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ payload: journalEntries.payload })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.type, 'key_rotation'),
        last !== undefined ? lte(journalEntries.sequence, last) : undefined,
      ),
    );
  const keys = new Map<string, string>();
  for (const { payload } of rows) {
    const { newKeyId, publicKey } = JSON.parse(payload) as { newKeyId: string; publicKey: string };
    keys.set(newKeyId, publicKey);
  }
  return keys;
}

/** The closings, the newest periods first (by their end; a year after its last month, a month after its last day). */
export async function listClosings(
  db: Executor,
  kind: 'day' | 'month' | 'year' | undefined,
  page: number,
  pageSize: number,
) {
  const where = kind ? eq(journalClosings.kind, kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ sequence: journalClosings.sequence, payload: journalClosings.payload })
      .from(journalClosings)
      .where(where)
      .orderBy(desc(journalClosings.sequence))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(journalClosings).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ sequence: Number(r.sequence), ...(JSON.parse(r.payload) as ClosingPayload) })),
    total: Number(total?.n ?? 0),
  };
}

/** The last `verification` entry (its own index: verifications only), or null. */
export async function lastVerification(db: Executor) {
  const [row] = await db
    .select({ sequence: journalEntries.sequence, at: journalEntries.at, payload: journalEntries.payload })
    .from(journalEntries)
    .where(eq(journalEntries.type, 'verification'))
    .orderBy(desc(journalEntries.sequence))
    .limit(1);
  if (!row) return null;
  const payload = JSON.parse(row.payload) as JournalVerifyResult;
  return { sequence: Number(row.sequence), at: row.at.toISOString(), ...payload };
}

/** The sequence of a period's closing entry, if it is closed. */
export async function closingSequence(
  db: Executor,
  kind: 'day' | 'month' | 'year',
  period: string,
): Promise<number | null> {
  const [row] = await db
    .select({ sequence: journalClosings.sequence })
    .from(journalClosings)
    .where(and(eq(journalClosings.kind, kind), eq(journalClosings.period, period)));
  return row ? Number(row.sequence) : null;
}
