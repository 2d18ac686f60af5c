import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInFrance } from '@encore/shared/analytics/calendar-days';
import type { SalesTable } from '@encore/shared/analytics/analytics.schema';
import type { VatLine } from '@encore/shared/journal/journal-events';
import type { JournalClosing } from '@encore/shared/journal/journal.schema';
import { vatIncludedCents } from '@encore/shared/money';
import { events, orderItems, orderPayments, orderRefunds, priceLevels, taxClasses } from '../../db/schema';
import { parisTime } from '../../lib/paris-time';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { openTillSession } from '../../test/till-session';
import { createJournalModule } from '../journal';
import { journalKeyOf } from '../journal/journal-key';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from './test-fixtures';
import { receiptFacts } from '.';

/**
 * Issue 23: one VAT per rate everywhere, to the cent. Prices at 10.01 € make each ticket's rounded VAT
 * (0.52 at 5.5 %, 1.67 at 20 %) times the tickets differ from the VAT of their total (3 x 0.52 = 1.56, the
 * VAT of 30.03 is 1.57); every document must give the items' facts (`unitVatCents` x quantity), as the
 * receipts and the journal do: analytics and its CSV, the Z report, receipts, the event's statement, the
 * daily closing; SIBIL's revenue is the money (paid less refunded).
 */
let now = parisTime(2027, 3, 10, 10);
const clock = () => now;
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let sessionId: string;
const levels: Record<'low' | 'high', string> = { low: '', high: '' };

beforeAll(async () => {
  t = await createTestApp({ journalClock: clock, closingsPollMs: 3_600_000, businessDayCutoff: '04:00' });
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  sessionId = await openTillSession(t.app, (await t.login('BOX_OFFICE')).token);
  // 10.01 € at 5.5 % in the hangar's pit, 10.01 € at 20 % on its mezzanine (no quota).
  const db = t.database.db;
  const [fosse] = await db.select().from(priceLevels).where(eq(priceLevels.id, f.levels['Fosse/Debout']!));
  const [mezz] = await db.select().from(priceLevels).where(eq(priceLevels.id, f.levels['Mezzanine/Assis']!));
  const tax = async (rate: number) =>
    (await db.select().from(taxClasses).where(eq(taxClasses.rateBasisPoints, rate)))[0]!.id;
  const level = async (of: typeof fosse, rate: number) =>
    (
      await db
        .insert(priceLevels)
        .values({
          pricingId: of!.pricingId,
          categoryId: of!.categoryId,
          name: `Tarif ${rate}`,
          taxClassId: await tax(rate),
          priceCents: 1001,
        })
        .returning()
    )[0]!.id;
  levels.low = await level(fosse, 550);
  levels.high = await level(mezz, 2000);
}, 120_000);
afterAll(() => t?.close());

const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };
async function sell(channel: string, lines: { level: string; area: string; n: number }[], body: object) {
  const cart = await bo.cart(channel);
  for (const l of lines) {
    const res = await bo.places(cart, f.events.hangar, l.level, l.area, l.n);
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  }
  const res = await bo.api.post(`/api/orders/${cart}/validate`, { customer, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; items: { id: string; gaAreaId: string }[] };
}

/** Per rate, the items' facts: each ticket's VAT times the tickets, fees at 0 % (computed here, in full). */
function expectedLines(items: (typeof orderItems.$inferSelect)[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  const add = (rate: number, total: number, vat: number) => {
    const l = byRate.get(rate) ?? { rateBasisPoints: rate, baseCents: 0, vatCents: 0, totalCents: 0 };
    l.totalCents += total;
    l.vatCents += vat;
    l.baseCents = l.totalCents - l.vatCents;
    byRate.set(rate, l);
  };
  for (const i of items) {
    expect(i.unitVatCents).toBe(vatIncludedCents(i.unitPriceCents, i.vatRateBasisPoints));
    add(i.vatRateBasisPoints, i.unitPriceCents * i.quantity, i.unitVatCents * i.quantity);
    if (i.unitFeeCents) add(0, i.unitFeeCents * i.quantity, 0);
  }
  return [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

const sumLines = (lines: VatLine[]) => {
  const total = { baseCents: 0, vatCents: 0, totalCents: 0 };
  for (const l of lines) {
    total.baseCents += l.baseCents;
    total.vatCents += l.vatCents;
    total.totalCents += l.totalCents;
  }
  return total;
};

const csvLines = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
const cents = (cell: string) => Math.round(Number(cell) * 100);
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('one VAT per rate in every document (issue 23)', () => {
  it('analytics, its CSV, the Z report, receipts, the statement, SIBIL and the daily closing agree with the items', async () => {
    const firstDay = todayInFrance();
    // Box office: 3 x 10.01 at 5.5 % and 4 x 10.01 at 20 % by card; web (1.50 € fee a ticket): 7 x 10.01
    // at 5.5 % in cash; box office: 4 x 10.01 at 20 % by cheque. Then the first order's 20 % line is
    // cancelled with a partial cash refund; a last order cancelled in two steps.
    const a = await sell(
      f.channels.boxOffice,
      [
        { level: levels.low, area: 'fosse', n: 3 },
        { level: levels.high, area: 'mezzanine', n: 4 },
      ],
      { paymentMethod: 'card' },
    );
    const b = await sell(f.channels.web, [{ level: levels.low, area: 'fosse', n: 7 }], {
      paymentMethod: 'cash',
    });
    const d = await sell(f.channels.boxOffice, [{ level: levels.high, area: 'mezzanine', n: 4 }], {
      paymentMethod: 'cheque',
    });
    const mezz = a.items.find((i) => i.gaAreaId === 'mezzanine')!.id;
    const cancelled = await bo.api.post(`/api/orders/${a.id}/items/${mezz}/cancel`, {
      refund: { method: 'cash', amountCents: 1500, reason: 'Geste commercial' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // Another order by card: its 20 % line cancelled alone, then the whole order (each counted once).
    const e = await sell(
      f.channels.boxOffice,
      [
        { level: levels.low, area: 'fosse', n: 2 },
        { level: levels.high, area: 'mezzanine', n: 1 },
      ],
      { paymentMethod: 'card' },
    );
    const eMezz = e.items.find((i) => i.gaAreaId === 'mezzanine')!.id;
    expect((await bo.api.post(`/api/orders/${e.id}/items/${eMezz}/cancel`, {})).status).toBe(200);
    expect((await bo.api.post(`/api/orders/${e.id}/cancel`, {})).status).toBe(200);
    const lastDay = todayInFrance();

    const db = t.database.db;
    const orderIds = [a.id, b.id, d.id, e.id];
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    const sold = items.filter((i) => i.status === 'sold');
    expect(items.filter((i) => i.status === 'cancelled')).toHaveLength(3);
    const expected = expectedLines(sold);
    // The case is one where the two roundings differ: at 5.5 % 10 x 0.52 = 5.20, the VAT of 100.10 is 5.22.
    const low = expected.find((l) => l.rateBasisPoints === 550)!;
    expect(low.vatCents).toBe(10 * vatIncludedCents(1001, 550));
    expect(low.vatCents).not.toBe(vatIncludedCents(low.totalCents, 550));
    const high = expected.find((l) => l.rateBasisPoints === 2000)!;
    expect(high.vatCents).not.toBe(vatIncludedCents(high.totalCents, 2000));
    expect(expected.map((l) => l.rateBasisPoints)).toEqual([0, 550, 2000]);
    const vatByRate = Object.fromEntries(
      expected.filter((l) => l.rateBasisPoints !== 0).map((l) => [l.rateBasisPoints, l.vatCents]),
    );
    const total = sumLines(expected);

    // Analytics: every dimension's totals, and each channel's line, per rate.
    const range = `from=${firstDay}&to=${lastDay}&showId=${f.hangarShow}`;
    const manager = requests(t).as('SHOW_MANAGER');
    for (const dimension of ['channel', 'day', 'vatRate', 'priceLevel', 'paymentMethod']) {
      const res = await manager.get(`/api/analytics/sales?dimension=${dimension}&${range}`);
      expect(res.status).toBe(200);
      const table = res.body.data as SalesTable;
      expect(table.totals.vatByRate, dimension).toEqual(vatByRate);
      expect(table.totals.vatCents, dimension).toBe(total.vatCents);
      expect(table.totals.revenueInclVatCents, dimension).toBe(total.totalCents);
      expect(table.totals.revenueExclVatCents, dimension).toBe(total.baseCents);
    }
    const byChannel = (await manager.get(`/api/analytics/sales?dimension=channel&${range}`)).body
      .data as SalesTable;
    const of = (...ids: string[]) => sold.filter((i) => ids.includes(i.orderId));
    for (const [label, mine] of [
      ['Box office', of(a.id, d.id)],
      ['Website', of(b.id)],
    ] as const) {
      const row = byChannel.rows.find((r) => r.label === label)!;
      const lines = expectedLines(mine).filter((l) => l.rateBasisPoints !== 0);
      expect(row.vatByRate, label).toEqual(
        Object.fromEntries(lines.map((l) => [l.rateBasisPoints, l.vatCents])),
      );
    }
    // Its CSV: the totals line's VAT and VAT per rate.
    const token = (await t.login('SHOW_MANAGER')).token;
    const csv = await get(token, `/api/analytics/sales.csv?dimension=channel&${range}&lang=en`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csvLines(csv.body);
    const totals = rows[rows.length - 1]!;
    expect(cents(totals[header!.indexOf('VAT (EUR)')]!)).toBe(total.vatCents);
    expect(cents(totals[header!.indexOf('Revenue excl. VAT (EUR)')]!)).toBe(total.baseCents);
    expect(cents(totals[header!.indexOf('VAT 5.5% (EUR)')]!)).toBe(vatByRate[550]);
    expect(cents(totals[header!.indexOf('VAT 20% (EUR)')]!)).toBe(vatByRate[2000]);

    // Receipts: each order's VAT per rate, added up.
    const receipts: VatLine[] = [];
    for (const id of orderIds) receipts.push(...(await receiptFacts(db, id))!.vat);
    const merged = expectedLinesOf(receipts);
    expect(merged).toEqual(expected);

    // The event's statement CSV: base, VAT and total per rate (its only sales are these).
    const statement = await get(token, `/api/events/${f.events.hangar}/statement.csv?lang=en`);
    expect(statement.statusCode).toBe(200);
    const vatRows = csvLines(statement.body).filter((l) => l[0] === 'vat');
    expect(vatRows).toHaveLength(3 * expected.length);
    for (const [n, line] of expected.entries()) {
      const [base, vat, incl] = vatRows.slice(3 * n, 3 * n + 3).map((l) => cents(l[5]!));
      expect({ rate: line.rateBasisPoints, base, vat, incl }).toEqual({
        rate: line.rateBasisPoints,
        base: line.baseCents,
        vat: line.vatCents,
        incl: line.totalCents,
      });
    }

    // SIBIL: the performance's revenue incl. VAT is the money (paid less refunded).
    const paid = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds));
    const refunded = await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds));
    const money =
      paid.reduce((n, p) => n + p.amountCents, 0) - refunded.reduce((n, r) => n + r.amountCents, 0);
    expect(money).toBe(total.totalCents + 4 * 1001 - 1500);
    const [hangar] = await db.select().from(events).where(eq(events.id, f.events.hangar));
    const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
      .format(hangar!.startsAt)
      .split('-')
      .map(Number) as [number, number];
    const sibil = await get(
      token,
      `/api/reports/sibil.csv?quarter=${y}-Q${Math.floor((m - 1) / 3) + 1}&lang=en`,
    );
    expect(sibil.statusCode).toBe(200);
    const [sibilHeader, ...performances] = csvLines(sibil.body);
    const revenueAt = sibilHeader!.indexOf('Revenue incl. VAT (EUR)');
    const hangarRows = performances.filter((r) => r[0] === 'Concert debout');
    expect(hangarRows.map((r) => cents(r[revenueAt]!))).toContain(money);

    // The Z report: the session's sales per rate less the seller's cancellation during it.
    const seller = requests(t).as('BOX_OFFICE');
    expect((await seller.post(`/api/till-sessions/${sessionId}/close`, { cash: { '2000': 5 } })).status).toBe(
      200,
    );
    const report = await seller.get(`/api/till-sessions/${sessionId}/report`);
    expect(report.status).toBe(200);
    expect(report.body.data.vat).toEqual(expected);
    expect(report.body.data.totals).toEqual(total);

    // The daily closing: the journal's sales less cancellations of the business day.
    await otherProcess().chainer.drain();
    now = parisTime(2027, 3, 11, 10);
    await otherProcess().close();
    const closings = await requests(t).as('ADMIN').get('/api/journal/closings?kind=day&pageSize=100');
    expect(closings.status).toBe(200);
    const day = (closings.body.data as JournalClosing[]).find((c) => c.period === '2027-03-10')!;
    expect(day.vat).toEqual(expected);
  });
});

/** Lines of several documents merged per rate. */
function expectedLinesOf(lines: VatLine[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const l of lines) {
    const mine = byRate.get(l.rateBasisPoints) ?? { ...l, baseCents: 0, vatCents: 0, totalCents: 0 };
    mine.baseCents += l.baseCents;
    mine.vatCents += l.vatCents;
    mine.totalCents += l.totalCents;
    byRate.set(l.rateBasisPoints, mine);
  }
  return [...byRate.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

/** A journal module of "another process" on the same database with the test's clock (as journal-closings.test.ts). */
const otherProcess = () =>
  createJournalModule({
    db: t.database.db,
    key: journalKeyOf(crypto.generateKeyPairSync('ed25519').privateKey),
    version: 'test',
    clock,
    businessDayCutoff: '04:00',
    log: { warn: () => undefined },
  });
