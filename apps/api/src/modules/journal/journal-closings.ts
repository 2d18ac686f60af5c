import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { ClosingKind, ClosingPayload, VatLine } from '@encore/shared/journal/journal-events';
import { tenderMethods, type TenderMethod } from '@encore/shared/money/money-facts';
import type { Executor, Transaction } from '../../db/client';
import { journalClosings, journalEntries } from '../../db/schema';
import type { Fact, Head } from './journal-chainer';
import { businessBounds, businessDayOf, nextDay, type Cutoff } from '../../lib/paris-time';

/** The money of a period, summed from its entries (a day) or its closings (a month, a year). */
type Totals = Omit<
  ClosingPayload,
  'kind' | 'period' | 'from' | 'to' | 'previousGrandTotalCents' | 'grandTotalCents'
>;

const moneyTypes = ['sale', 'cancellation', 'payment', 'refund', 'invitation'] as const;

function emptyTotals(): Totals {
  return {
    fromSequence: null,
    toSequence: null,
    vat: [],
    salesCents: 0,
    cancellationsCents: 0,
    totalCents: 0,
    byMethod: Object.fromEntries(tenderMethods.map((m) => [m, { paidCents: 0, refundedCents: 0 }])) as Record<
      TenderMethod,
      { paidCents: number; refundedCents: number }
    >,
    paidCents: 0,
    refundedCents: 0,
    tickets: 0,
    cancelledTickets: 0,
    invitations: 0,
  };
}

function addVat(totals: Totals, lines: VatLine[], sign: 1 | -1) {
  for (const line of lines) {
    let mine = totals.vat.find((l) => l.rateBasisPoints === line.rateBasisPoints);
    if (!mine) {
      mine = { rateBasisPoints: line.rateBasisPoints, baseCents: 0, vatCents: 0, totalCents: 0 };
      totals.vat.push(mine);
      totals.vat.sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
    }
    mine.baseCents += sign * line.baseCents;
    mine.vatCents += sign * line.vatCents;
    mine.totalCents += sign * line.totalCents;
  }
}

function addSequence(totals: Totals, first: number | null, last: number | null) {
  if (first !== null && (totals.fromSequence === null || first < totals.fromSequence))
    totals.fromSequence = first;
  if (last !== null && (totals.toSequence === null || last > totals.toSequence)) totals.toSequence = last;
}

/** One entry's money added to its day's totals (every entry moves the day's sequence range). */
function addEntry(totals: Totals, sequence: number, type: string, payload: string | null) {
  addSequence(totals, sequence, sequence);
  if (payload === null) return;
  const p = JSON.parse(payload) as Record<string, unknown>;
  switch (type) {
    case 'sale':
      addVat(totals, p.vat as VatLine[], 1);
      totals.salesCents += p.totalCents as number;
      totals.totalCents += p.totalCents as number;
      totals.tickets += p.tickets as number;
      break;
    case 'cancellation':
      addVat(totals, p.vat as VatLine[], -1);
      totals.cancellationsCents += p.totalCents as number;
      totals.totalCents -= p.totalCents as number;
      totals.cancelledTickets += p.tickets as number;
      break;
    case 'payment':
      totals.byMethod[p.method as TenderMethod].paidCents += p.amountCents as number;
      totals.paidCents += p.amountCents as number;
      break;
    case 'refund':
      totals.byMethod[p.method as TenderMethod].refundedCents += p.amountCents as number;
      totals.refundedCents += p.amountCents as number;
      break;
    case 'invitation':
      totals.invitations += p.tickets as number;
      break;
  }
}

/** A month's or a year's totals: the sum of its closings (days or months). */
function sumOf(parts: ClosingPayload[]): Totals {
  const totals = emptyTotals();
  for (const part of parts) {
    addSequence(totals, part.fromSequence, part.toSequence);
    addVat(totals, part.vat, 1);
    for (const m of tenderMethods) {
      totals.byMethod[m].paidCents += part.byMethod[m].paidCents;
      totals.byMethod[m].refundedCents += part.byMethod[m].refundedCents;
    }
    for (const field of [
      'salesCents',
      'cancellationsCents',
      'totalCents',
      'paidCents',
      'refundedCents',
      'tickets',
      'cancelledTickets',
      'invitations',
    ] as const)
      totals[field] += part[field];
  }
  return totals;
}

interface Made {
  kind: ClosingKind;
  payload: ClosingPayload;
  throughSequence: number;
}

async function lastClosing(tx: Executor, kind: ClosingKind) {
  const [row] = await tx
    .select()
    .from(journalClosings)
    .where(eq(journalClosings.kind, kind))
    .orderBy(desc(journalClosings.toAt))
    .limit(1);
  return row ? { ...row, payload: JSON.parse(row.payload) as ClosingPayload } : undefined;
}

/**
 * The entries after `after` dated before `to`, in sequence order, a page at a time: their sequence, time,
 * type and, for the money, their payload.
 */
async function* entriesBefore(tx: Executor, after: number, to: Date, pageSize = 5000) {
  const e = journalEntries;
  const money = sql.join(
    moneyTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  for (;;) {
    const rows = await tx
      .select({
        sequence: e.sequence,
        at: e.at,
        type: e.type,
        payload: sql<string | null>`case when ${e.type} in (${money}) then ${e.payload} end`,
      })
      .from(e)
      .where(and(gt(e.sequence, after), lt(e.at, to)))
      .orderBy(asc(e.sequence))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    after = Number(rows[rows.length - 1]!.sequence);
  }
}

/** The months (2026-11) from `first` to `last`, both included. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const end = last.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > end) return out;
    out.push(key);
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * Makes every closing whose period has ended by `now` and is not made yet, under the chain's head lock
 * (chainer.withChain: everything pending is chained first, so nothing recorded before the end is left
 * out, and every entry chained later is dated after the closing, so after the end). Days from the business
 * day of the first entry: each day gets one, with zero totals when nothing happened (the grand total goes
 * on unbroken); a month once its last day is closed, from its days; a year from its months. Answers the
 * closing facts to append, and writes their rows (journal_closings, unique per kind and period: a second
 * process that took the lock after this one finds them made and makes none).
 */
export async function dueClosings(tx: Transaction, head: Head, now: Date, cutoff: Cutoff): Promise<Fact[]> {
  const made: Made[] = [];
  const today = businessDayOf(now, cutoff);

  // Days.
  const lastDay = await lastClosing(tx, 'day');
  let firstDay: string | null;
  if (lastDay) firstDay = nextDay(lastDay.period);
  else {
    const [first] = await tx
      .select({ at: journalEntries.at })
      .from(journalEntries)
      .orderBy(asc(journalEntries.sequence))
      .limit(1);
    firstDay = first ? businessDayOf(first.at, cutoff) : null;
  }
  if (firstDay !== null && firstDay < today) {
    const days: string[] = [];
    for (let d = firstDay; d < today; d = nextDay(d)) days.push(d);
    const totals = new Map(days.map((d) => [d, emptyTotals()]));
    const until = businessBounds(days[days.length - 1]!, cutoff).to;
    for await (const page of entriesBefore(tx, lastDay?.throughSequence ?? 0, until))
      for (const row of page) {
        // An entry dated in a closed day cannot be (dates never go back along the chain, and a day is closed
        // under the lock after its end); were one there, it counts in the first open day, never lost.
        const day = businessDayOf(row.at, cutoff);
        addEntry(totals.get(day < firstDay ? firstDay : day)!, Number(row.sequence), row.type, row.payload);
      }
    let grandTotal = lastDay?.grandTotalCents ?? 0;
    let carried = lastDay?.throughSequence ?? 0;
    for (const day of days) {
      const t = totals.get(day)!;
      const { from, to } = businessBounds(day, cutoff);
      carried = t.toSequence ?? carried;
      const payload: ClosingPayload = {
        kind: 'day',
        period: day,
        from: from.toISOString(),
        to: to.toISOString(),
        ...t,
        previousGrandTotalCents: grandTotal,
        grandTotalCents: grandTotal + t.totalCents,
      };
      grandTotal = payload.grandTotalCents;
      made.push({ kind: 'day', payload, throughSequence: carried });
    }
  }

  // Months, then years: each from the closings of its parts, once its last part is closed (made above or
  // before) and its end has passed.
  for (const [kind, partKind] of [
    ['month', 'day'],
    ['year', 'month'],
  ] as const) {
    const last = await lastClosing(tx, kind);
    const parts = new Map<string, ClosingPayload[]>();
    const partRows = await tx
      .select({ payload: journalClosings.payload, period: journalClosings.period })
      .from(journalClosings)
      .where(
        and(
          eq(journalClosings.kind, partKind),
          last ? gt(journalClosings.toAt, new Date(last.payload.to)) : undefined,
        ),
      )
      .orderBy(asc(journalClosings.toAt));
    const all = [
      ...partRows.map((r) => JSON.parse(r.payload) as ClosingPayload),
      ...made.filter((m) => m.kind === partKind).map((m) => m.payload),
    ];
    if (all.length === 0) continue;
    const width = kind === 'month' ? 7 : 4;
    for (const part of all) {
      const key = part.period.slice(0, width);
      parts.set(key, [...(parts.get(key) ?? []), part]);
    }
    // Every period between the last closed one and the last part's (a month with no day closed cannot be: days
    // are closed one after the other, from the first entry's).
    const keys =
      kind === 'month'
        ? monthsBetween(all[0]!.period.slice(0, 7), all[all.length - 1]!.period.slice(0, 7))
        : [...parts.keys()];
    let grandTotal = last?.grandTotalCents ?? all[0]!.previousGrandTotalCents;
    for (const key of keys) {
      const { from, to } = businessBounds(key, cutoff);
      if (to > now) break;
      const mine = parts.get(key) ?? [];
      const t = sumOf(mine);
      const previous = grandTotal;
      grandTotal += t.totalCents;
      const payload: ClosingPayload = {
        kind,
        period: key,
        from: from.toISOString(),
        to: to.toISOString(),
        ...t,
        previousGrandTotalCents: previous,
        grandTotalCents: grandTotal,
      };
      made.push({ kind, payload, throughSequence: t.toSequence ?? last?.throughSequence ?? 0 });
    }
  }

  if (made.length === 0) return [];
  let sequence = head.sequence;
  await tx.insert(journalClosings).values(
    made.map((m) => ({
      kind: m.kind,
      period: m.payload.period,
      sequence: ++sequence,
      fromAt: new Date(m.payload.from),
      toAt: new Date(m.payload.to),
      throughSequence: m.throughSequence,
      grandTotalCents: m.payload.grandTotalCents,
      payload: canonicalJson(m.payload),
    })),
  );
  return made.map((m) => ({ type: 'closing', payload: canonicalJson(m.payload) }));
}
