import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingPayload, VatLine } from '@encore/shared/journal/journal-events';
import type { JournalClosing } from '@encore/shared/journal/journal.schema';
import { journalClosings, journalEntries } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { openTillSession } from '../../test/till-session';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { journalKeyOf } from './journal-key';
import { businessBounds, businessDayOf, parisTime, parseCutoff } from '../../lib/paris-time';
import { createJournalModule, recordJournalEvent, verifyArchive } from '.';

/**
 * Issue 23 point 6: closings made by themselves, checked against the sales, payments, refunds and
 * invitations this test makes, on a clock the test hands in (the app's and its own journal modules', the
 * way another API process would close).
 */
let now = parisTime(2027, 1, 30, 10);
const clock = () => now;
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
const cutoff = parseCutoff('04:00');

/** A journal module of "another process" on the same database, with its own key and the test's clock. */
const otherProcess = (ownClock: () => Date = clock) =>
  createJournalModule({
    db: t.database.db,
    key: journalKeyOf(crypto.generateKeyPairSync('ed25519').privateKey),
    version: 'test',
    clock: ownClock,
    businessDayCutoff: '04:00',
    log: { warn: () => undefined },
  });

beforeAll(async () => {
  t = await createTestApp(
    // The app's scheduler closes what has ended at its start (on this clock), then looks once an hour.
    { journalClock: clock, closingsPollMs: 3_600_000, businessDayCutoff: '04:00' },
  );
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
});
afterAll(() => t?.close());

const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
let nextSeat = 0;
/** A cart holding `n` new seats (Balcon 25 € at 20 %, Orchestre 45 € at 5.5 %; a 1.50 € fee at 0 % each). */
async function cartOf(n: number, zone: 'balcon' | 'orchestre', channel = f.channels.web) {
  const cart = await bo.cart(channel);
  const seats = f.seats[zone].slice(nextSeat, nextSeat + n);
  nextSeat += n;
  const level = f.levels[zone === 'balcon' ? 'Balcon/Plein' : 'Orchestre/Plein']!;
  const res = await bo.seats(cart, f.events.theatre2, level, seats);
  if (res.status !== 201 && res.status !== 200) throw new Error(JSON.stringify(res.body));
  return cart;
}
async function validate(cart: string, body: Record<string, unknown>) {
  const res = await bo.api.post(`/api/orders/${cart}/validate`, { customer, ...body });
  expect(res.status).toBe(200);
  return res.body.data;
}

const admin = () => requests(t).as('ADMIN');
const closingsOf = async (query: string) => {
  const res = await admin().get(`/api/journal/closings?${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: JournalClosing[]; meta: { total: number } };
};
const closing = async (kind: string, period: string) =>
  (await closingsOf(`kind=${kind}&pageSize=100`)).data.find((c) => c.period === period);

/** The VAT lines of the journal's sale and cancellation entries of these orders, summed per rate (sales less cancellations). */
async function vatOfEntries(orderIds: string[]) {
  const rows = await t.database.db
    .select({ type: journalEntries.type, payload: journalEntries.payload })
    .from(journalEntries)
    .where(inArray(journalEntries.type, ['sale', 'cancellation']))
    .orderBy(asc(journalEntries.sequence));
  const perRate = new Map<number, VatLine>();
  for (const row of rows) {
    const p = JSON.parse(row.payload) as { orderId: string; vat: VatLine[] };
    if (!orderIds.includes(p.orderId)) continue;
    const sign = row.type === 'sale' ? 1 : -1;
    for (const l of p.vat) {
      const mine = perRate.get(l.rateBasisPoints) ?? { ...l, baseCents: 0, vatCents: 0, totalCents: 0 };
      mine.baseCents += sign * l.baseCents;
      mine.vatCents += sign * l.vatCents;
      mine.totalCents += sign * l.totalCents;
      perRate.set(l.rateBasisPoints, mine);
    }
  }
  return [...perRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

describe('closings (issue 23 point 6)', () => {
  const day1 = '2027-01-30';
  const day2 = '2027-01-31';
  let d1Sales: { orderIds: string[]; total: number };

  it('closes a business day with its sales per VAT rate, its payments and refunds per method and its invitations', async () => {
    // Business day 1, 10:00 in Paris: a split payment (cash with change and card) at 20 %, a split payment
    // (card and cheque) at 5.5 %, one of its seats cancelled with a partial cash refund, and an invitation.
    const a = await validate(await cartOf(2, 'balcon'), {
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 5000 },
        { method: 'card', amountCents: 2 * 2650 - 2000 },
      ],
    });
    const b = await validate(await cartOf(3, 'orchestre'), {
      payments: [
        { method: 'card', amountCents: 10000 },
        { method: 'cheque', amountCents: 3 * 4650 - 10000 },
      ],
    });
    const cancelled = await bo.api.post(`/api/orders/${b.id}/items/${b.items[0].id}/cancel`, {
      refund: { method: 'cash', amountCents: 2000, reason: 'Remboursement partiel' },
    });
    expect(cancelled.status).toBe(200);
    const invitation = await validate(await cartOf(2, 'orchestre', f.channels.boxOffice), {
      paymentMethod: 'free',
      invitationReason: 'press',
    });
    expect(invitation.totalInclTaxCents).toBe(0);
    // Nothing is closed before the day ends.
    const early = otherProcess();
    await early.close();
    expect(await closing('day', day1)).toBeUndefined();
    // The first entry is this app's start, today: no day before it is closed.
    expect((await closingsOf('')).meta.total).toBe(0);

    // The next day, 10:00: day 1 is closed, by whichever process looks first.
    now = parisTime(2027, 1, 31, 10);
    await otherProcess().close();
    const d1 = (await closing('day', day1))!;
    expect(d1).toBeDefined();
    const soldTotal = a.totalInclTaxCents + 3 * 4650;
    const cancelledTotal = 4650;
    d1Sales = { orderIds: [a.id, b.id, invitation.id], total: soldTotal - cancelledTotal };
    expect(d1).toMatchObject({
      kind: 'day',
      period: day1,
      from: businessBounds(day1, cutoff).from.toISOString(),
      to: parisTime(2027, 1, 31, 4).toISOString(),
      salesCents: soldTotal,
      cancellationsCents: cancelledTotal,
      totalCents: soldTotal - cancelledTotal,
      paidCents: a.paidCents + 3 * 4650,
      refundedCents: 2000,
      tickets: 5,
      cancelledTickets: 1,
      invitations: 2,
      grandTotalCents: d1.previousGrandTotalCents + soldTotal - cancelledTotal,
    });
    expect(d1.byMethod).toEqual({
      cash: { paidCents: 2000, refundedCents: 2000 },
      card: { paidCents: 2 * 2650 - 2000 + 10000, refundedCents: 0 },
      cheque: { paidCents: 3 * 4650 - 10000, refundedCents: 0 },
      transfer: { paidCents: 0, refundedCents: 0 },
      voucher: { paidCents: 0, refundedCents: 0 },
    });
    // Per rate: 2 × 25 € at 20 %, 3 − 1 × 45 € at 5.5 %, 4 fees of 1.50 € at 0 %; HT and TVA as the facts say.
    expect(d1.vat.map((l) => [l.rateBasisPoints, l.totalCents])).toEqual([
      [0, 4 * 150],
      [550, 2 * 4500],
      [2000, 2 * 2500],
    ]);
    expect(d1.vat).toEqual(await vatOfEntries(d1Sales.orderIds));
    for (const l of d1.vat) expect(l.baseCents + l.vatCents).toBe(l.totalCents);
    // The sequences it covers are the entries dated in the day; the closing is dated after the day's end.
    const dated = await t.database.db
      .select({ sequence: journalEntries.sequence, at: journalEntries.at })
      .from(journalEntries)
      .orderBy(asc(journalEntries.sequence));
    const inDay = dated.filter((e) => businessDayOf(e.at, cutoff) === day1).map((e) => Number(e.sequence));
    expect([d1.fromSequence, d1.toSequence]).toEqual([inDay[0], inDay[inDay.length - 1]]);
    expect(inDay).toEqual(Array.from({ length: inDay.length }, (_, i) => inDay[0]! + i));
    const entry = dated.find((e) => Number(e.sequence) === d1.sequence)!;
    expect(entry.at.getTime()).toBeGreaterThanOrEqual(new Date(d1.to).getTime());
  });

  it('carries the grand total over two days and into the month, and over every day since the first entry', async () => {
    // Day 2: one seat by card.
    const c = await validate(await cartOf(1, 'balcon'), { paymentMethod: 'card' });
    // Chained (dated) before the clock moves on: entries are dated when they enter the chain.
    await otherProcess().chainer.drain();
    now = parisTime(2027, 2, 1, 5);
    await otherProcess().close();
    const d1 = (await closing('day', day1))!;
    const d2 = (await closing('day', day2))!;
    expect(d2).toMatchObject({
      totalCents: c.totalInclTaxCents,
      paidCents: c.totalInclTaxCents,
      previousGrandTotalCents: d1.grandTotalCents,
      grandTotalCents: d1.grandTotalCents + c.totalInclTaxCents,
    });
    // January from its days: the two days' money, the grand total where day 2 left it.
    const january = (await closing('month', '2027-01'))!;
    expect(january).toMatchObject({
      from: parisTime(2027, 1, 1, 4).toISOString(),
      to: parisTime(2027, 2, 1, 4).toISOString(),
      totalCents: d1Sales.total + c.totalInclTaxCents,
      salesCents: d1.salesCents + d2.salesCents,
      refundedCents: 2000,
      invitations: 2,
      previousGrandTotalCents: d1.previousGrandTotalCents,
      grandTotalCents: d2.grandTotalCents,
    });
    expect(january.byMethod.card.paidCents).toBe(d1.byMethod.card.paidCents + c.totalInclTaxCents);
    // January's archive runs on to January's closing (made on Feb 1): it carries all of January's closings.
    const { token } = await t.login('ADMIN');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/journal/archive?period=2027-01',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const zip = new Uint8Array(res.rawPayload);
    expect(await verifyArchive(zip)).toMatchObject({ ok: true });
    const { unzipSync, strFromU8 } = await import('fflate');
    const archived = JSON.parse(strFromU8(unzipSync(zip)['closings.json']!)) as ClosingPayload[];
    expect(archived.map((c) => `${c.kind} ${c.period}`)).toEqual(
      expect.arrayContaining([`day ${day1}`, `day ${day2}`, 'month 2027-01']),
    );
    expect(archived.every((c) => c.period.startsWith('2027-01'))).toBe(true);
    // Every business day from the first entry's has exactly one closing, each carrying the one before.
    const days = (await closingsOf('kind=day&pageSize=100')).data.reverse();
    for (let i = 1; i < days.length; i++) {
      expect(new Date(days[i]!.from).getTime()).toBe(new Date(days[i - 1]!.to).getTime());
      expect(days[i]!.previousGrandTotalCents).toBe(days[i - 1]!.grandTotalCents);
      expect(days[i]!.grandTotalCents).toBe(days[i]!.previousGrandTotalCents + days[i]!.totalCents);
    }
    expect(days.at(-1)!.period).toBe(day2);
    // Paged and filtered: newest first.
    const page = await closingsOf('kind=day&pageSize=10&page=1');
    expect(page.meta.total).toBe(days.length);
    expect(page.data[0]!.period).toBe(day2);
  });

  it('makes a closing once: a second look finds it made, two processes closing at once make one', async () => {
    // Three days later: the three ended days (with nothing in them) are closed at once, once.
    now = parisTime(2027, 2, 4, 5);
    const before = await t.database.db.select().from(journalClosings);
    await Promise.all([otherProcess().close(), otherProcess().close(), otherProcess().close()]);
    await otherProcess().close();
    const after = await t.database.db.select().from(journalClosings);
    expect(after.map((r) => `${r.kind} ${r.period}`).sort()).toEqual(
      [
        ...before.map((r) => `${r.kind} ${r.period}`),
        'day 2027-02-01',
        'day 2027-02-02',
        'day 2027-02-03',
      ].sort(),
    );
    const d2 = (await closing('day', day2))!;
    // Feb 1 holds the closings made at its 05:00 (no money); the two days after, nothing at all.
    for (const day of ['2027-02-01', '2027-02-02', '2027-02-03'])
      expect(await closing('day', day)).toMatchObject({
        totalCents: 0,
        ...(day === '2027-02-01' ? {} : { fromSequence: null, toSequence: null }),
        previousGrandTotalCents: d2.grandTotalCents,
        grandTotalCents: d2.grandTotalCents,
      });
    const entries = await t.database.db
      .select({ payload: journalEntries.payload })
      .from(journalEntries)
      .where(eq(journalEntries.type, 'closing'));
    const periods = entries.map((e) => {
      const p = JSON.parse(e.payload) as ClosingPayload;
      return `${p.kind} ${p.period}`;
    });
    expect(new Set(periods).size).toBe(periods.length);
    expect(periods.length).toBe(after.length);
    // Each row repeats its entry.
    const [row] = await t.database.db
      .select()
      .from(journalClosings)
      .where(and(eq(journalClosings.kind, 'day'), eq(journalClosings.period, day2)));
    const [own] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.sequence, row!.sequence));
    expect(own).toMatchObject({ type: 'closing', payload: row!.payload });
  });

  it('never dates an entry into a closed period, even from a process whose clock lags', async () => {
    const lagging = otherProcess(() => parisTime(2027, 2, 2, 12)); // inside a closed day
    await recordJournalEvent(t.database.db, {
      type: 'config_change',
      payload: { key: 'test', userId: null, detail: {} },
    });
    await lagging.chainer.drain();
    const [last] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.type, 'config_change'));
    const closed = new Set(
      (await t.database.db.select().from(journalClosings))
        .filter((r) => r.kind === 'day')
        .map((r) => r.period),
    );
    expect(closed.has(businessDayOf(last!.at, cutoff))).toBe(false);
    expect(last!.at.getTime()).toBeGreaterThanOrEqual(parisTime(2027, 2, 4, 4).getTime());
  });

  it('verifies the chain with its closings, and answers the last verification', async () => {
    const res = await admin().post('/api/journal/verify', {});
    expect(res.body.data).toMatchObject({ ok: true, firstBrokenSequence: null });
    const last = await admin().get('/api/journal/verification');
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ ok: true, entries: res.body.data.entries, reason: null });
    expect(typeof last.body.data.sequence).toBe('number');
    // Sellers do not read the journal.
    expect((await requests(t).as('BOX_OFFICE').get('/api/journal/closings')).status).toBe(403);
    expect((await requests(t).as('BOX_OFFICE').get('/api/journal/verification')).status).toBe(403);
    expect((await admin().get('/api/journal/closings?kind=week')).status).toBe(400);
  });
});
