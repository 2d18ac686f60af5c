import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros, formatRate } from '@encore/shared/money';
import { spacedSiret } from '@encore/shared/business/business-mentions';
import { quarterOf } from '@encore/shared/returns/returns.schema';
import { events, journalEntries, journalPending, shows } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import { openTillSession } from '../../test/till-session';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../sales/test-fixtures';
import { readPdf } from '../tickets/pdf-readback.test-helper';

/**
 * Issue 23, points 8 and 9: receipts (mentions, lines, VAT per rate, payments and change, DUPLICATA and
 * each print journalled) and France's returns (the event's statement and the quarter's SIBIL file), every
 * figure checked against the facts the test makes.
 */
let t: TestContext;
let f: BoxOfficeFixtures;
let bo: ReturnType<typeof boxOffice>;
let seller: string;
const mentions = {
  legalName: 'Théâtre des Lilas SARL',
  address: { street: '12 rue des Lilas', postalCode: '75019', city: 'Paris', country: 'France' },
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  licenceNumber: 'PLATESV-R-2021-004512',
};
const customer = { name: 'Ada Lovelace', email: 'ada@example.com' };

beforeAll(async () => {
  t = await createTestApp();
  f = await boxOfficeFixtures(t);
  bo = boxOffice(t, f);
  seller = (await t.login('BOX_OFFICE')).token;
  await openTillSession(t.app, seller);
  const admin = (await t.login('ADMIN')).token;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/business',
    headers: bearer(admin),
    payload: mentions,
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

const get = async (role: 'BOX_OFFICE' | 'ADMIN' | 'SHOW_MANAGER' | 'PRODUCER', url: string) => {
  const token = role === 'BOX_OFFICE' ? seller : (await t.login(role)).token;
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
};
/** Spaces of any kind (French numbers use narrow no-break ones) as one space, for comparing text. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/ ?%/g, ' %');

let used = 0;
/** A cart on `channel` holding n seats of a level on the event; answers its id. */
async function cartOf(
  eventId: string,
  lines: { level: string; n: number; area: 'orchestre' | 'balcon' }[],
  channel: string,
) {
  const cart = await bo.cart(channel);
  for (const line of lines) {
    const seats = f.seats[line.area].slice(used % 25, (used % 25) + line.n);
    used += line.n;
    const res = await bo.seats(cart, eventId, f.levels[line.level]!, seats);
    expect([200, 201]).toContain(res.status);
  }
  return cart;
}

async function journalOf(orderId: string) {
  // One statement: read apart, an entry the chainer moves from pending meanwhile would be missed.
  const rows = await rawRows<{ type: string; payload: string }>(
    t.database.db,
    sql`select ${journalEntries.type} as type, ${journalEntries.payload} as payload from ${journalEntries}
      where ${journalEntries.type} in ('receipt_print', 'duplicate_print')
      union all
      select ${journalPending.type}, ${journalPending.payload} from ${journalPending}
      where ${journalPending.type} in ('receipt_print', 'duplicate_print')`,
  );
  return rows
    .map((r) => ({ type: r.type, payload: JSON.parse(r.payload) as { orderId: string; copy: number } }))
    .filter((r) => r.payload.orderId === orderId)
    .sort((a, b) => a.payload.copy - b.payload.copy);
}

describe('receipts', () => {
  it('print the mentions, lines with their VAT rate, totals per rate, payments and change; reprints are DUPLICATA, each journalled', async () => {
    const cart = await cartOf(
      f.events.theatre2,
      [
        { level: 'Balcon/Plein', n: 2, area: 'balcon' },
        { level: 'Orchestre/Plein', n: 1, area: 'orchestre' },
      ],
      f.channels.web,
    );
    const total = (await bo.api.get(`/api/carts/${cart}`)).body.data.totalInclTaxCents as number;
    const sold = await bo.api.post(`/api/orders/${cart}/validate`, {
      customer,
      payments: [
        { method: 'cash', amountCents: 2000, tenderedCents: 5000 },
        { method: 'card', amountCents: total - 2000 },
      ],
    });
    expect(sold.status).toBe(200);
    const order = sold.body.data;

    const first = await get('BOX_OFFICE', `/api/orders/${cart}/receipt.pdf`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = flat((await readPdf(first.rawPayload)).text);
    const eur = (cents: number) => flat(formatEuros(cents, 'fr-FR'));
    for (const mention of [
      mentions.legalName,
      '12 rue des Lilas',
      '75019 Paris',
      spacedSiret(mentions.siret),
      mentions.vatNumber,
    ])
      expect(text).toContain(mention);
    expect(text).toContain(order.number);
    expect(text).toContain(`Encore ${t.config.version}`);
    expect(text).not.toContain('DUPLICATA');
    expect(text).toContain('Impression n° 1');
    // Lines with their VAT rate, then per rate HT / TVA / TTC as the order's items make them.
    expect(text).toContain(`TVA ${flat(formatRate(2000, 'fr-FR'))}`);
    expect(text).toContain(`TVA ${flat(formatRate(550, 'fr-FR'))}`);
    const items = order.items as {
      unitPriceCents: number;
      unitVatCents: number;
      unitFeeCents: number;
      vatRateBasisPoints: number;
      quantity: number;
    }[];
    for (const rate of [550, 2000]) {
      const mine = items.filter((i) => i.vatRateBasisPoints === rate);
      const vat = mine.reduce((n, i) => n + i.unitVatCents * i.quantity, 0);
      const ttc = mine.reduce((n, i) => n + i.unitPriceCents * i.quantity, 0);
      expect(text).toContain(`${flat(formatRate(rate, 'fr-FR'))} ${eur(ttc - vat)} ${eur(vat)} ${eur(ttc)}`);
    }
    const fees = items.reduce((n, i) => n + i.unitFeeCents * i.quantity, 0);
    expect(fees).toBeGreaterThan(0);
    expect(text).toContain(`${flat(formatRate(0, 'fr-FR'))} ${eur(fees)} ${eur(0)} ${eur(fees)}`);
    // Payments, what was tendered and the change.
    expect(text).toMatch(new RegExp(`Espèces ${eur(2000)}`));
    expect(text).toContain(`Reçu ${eur(5000)}`);
    expect(text).toContain(`Rendu ${eur(3000)}`);
    expect(text).toContain(`Carte ${eur(total - 2000)}`);

    const second = await get('BOX_OFFICE', `/api/orders/${cart}/receipt.pdf?format=a4&lang=en`);
    expect(second.statusCode).toBe(200);
    const again = flat((await readPdf(second.rawPayload)).text);
    expect(again).toContain('DUPLICATA');
    expect(again).toContain('Print no. 2');
    expect(again).toContain(order.number);

    // Two prints at once: two different numbers, each journalled.
    const both = await Promise.all([
      get('BOX_OFFICE', `/api/orders/${cart}/receipt.pdf`),
      get('BOX_OFFICE', `/api/orders/${cart}/receipt.pdf`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const entries = await journalOf(cart);
    expect(entries.map((e) => [e.type, e.payload.copy])).toEqual([
      ['receipt_print', 1],
      ['duplicate_print', 2],
      ['duplicate_print', 3],
      ['duplicate_print', 4],
    ]);
    expect(entries[0]!.payload).toMatchObject({
      orderNumber: order.number,
      document: 'receipt',
      format: '80mm',
    });
  });

  it('marks an invitation and a refund; a cart has no receipt (409), a missing order is 404', async () => {
    const gift = await cartOf(
      f.events.theatre2,
      [{ level: 'Orchestre/Plein', n: 1, area: 'orchestre' }],
      f.channels.boxOffice,
    );
    expect(
      (
        await bo.api.post(`/api/orders/${gift}/validate`, {
          customer,
          paymentMethod: 'free',
          invitationReason: 'press',
        })
      ).status,
    ).toBe(200);
    const text = flat(
      (await readPdf((await get('BOX_OFFICE', `/api/orders/${gift}/receipt.pdf`)).rawPayload)).text,
    );
    expect(text).toContain('INVITATION (presse)');

    const paid = await cartOf(
      f.events.theatre2,
      [{ level: 'Balcon/Plein', n: 2, area: 'balcon' }],
      f.channels.boxOffice,
    );
    const order = (await bo.api.post(`/api/orders/${paid}/validate`, { customer, paymentMethod: 'card' }))
      .body.data;
    const item = order.items[0].id as string;
    const cancelled = await bo.api.post(`/api/orders/${paid}/items/${item}/cancel`, {
      refund: { method: 'card', amountCents: 1000 },
    });
    expect(cancelled.status).toBe(200);
    const refunded = flat(
      (await readPdf((await get('BOX_OFFICE', `/api/orders/${paid}/receipt.pdf`)).rawPayload)).text,
    );
    expect(refunded).toContain('Remboursements');
    expect(refunded).toContain(`-${flat(formatEuros(1000, 'fr-FR'))}`);
    expect(refunded).toContain('(annulé)');

    const cart = await bo.cart();
    expect((await get('BOX_OFFICE', `/api/orders/${cart}/receipt.pdf`)).statusCode).toBe(409);
    expect(
      (await get('BOX_OFFICE', `/api/orders/00000000-0000-4000-8000-000000000001/receipt.pdf`)).statusCode,
    ).toBe(404);
  });
});

/** A CSV in English notation, as lines of cells (no quoted separators in this test's data). */
const csvLines = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
const cents = (cell: string) => Math.round(Number(cell) * 100);

describe('returns', () => {
  let paidTotal = 0;
  beforeAll(async () => {
    // On the hangar's event: two price levels, two channels, an invitation, a partial refund.
    const sell = async (
      channel: string,
      lines: { level: string; area: string; n: number }[],
      body: Record<string, unknown>,
    ) => {
      const cart = await bo.cart(channel);
      for (const l of lines)
        expect([200, 201]).toContain(
          (await bo.places(cart, f.events.hangar, f.levels[l.level]!, l.area, l.n)).status,
        );
      const res = await bo.api.post(`/api/orders/${cart}/validate`, { customer, ...body });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const a = await sell(
      f.channels.boxOffice,
      [
        { level: 'Fosse/Debout', area: 'fosse', n: 3 },
        { level: 'Mezzanine/Assis', area: 'mezzanine', n: 2 },
      ],
      { paymentMethod: 'card' },
    );
    const b = await sell(
      f.channels.web,
      [
        { level: 'Fosse/Debout', area: 'fosse', n: 2 },
        { level: 'Mezzanine/Assis', area: 'mezzanine', n: 1 },
      ],
      { paymentMethod: 'cheque' },
    );
    await sell(f.channels.boxOffice, [{ level: 'Fosse/Debout', area: 'fosse', n: 2 }], {
      paymentMethod: 'free',
      invitationReason: 'artist',
    });
    paidTotal = a.paidCents + b.paidCents;
    // Order b's mezzanine line cancelled, 5 € of it paid back.
    const mezz = b.items.find((i: { gaAreaId: string }) => i.gaAreaId === 'mezzanine').id;
    expect(
      (
        await bo.api.post(`/api/orders/${b.id}/items/${mezz}/cancel`, {
          refund: { method: 'cheque', amountCents: 500 },
        })
      ).status,
    ).toBe(200);
  }, 120_000);

  it('the statement CSV: tickets and amounts per channel and level, invitations, refunds, VAT and the net revenue', async () => {
    const res = await get('SHOW_MANAGER', `/api/events/${f.events.hangar}/statement.csv?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = csvLines(res.body);
    const section = (name: string) => lines.filter((l) => l[0] === name);
    // Box office: 3 fosse at 20 €, 2 mezzanine at 35 €; web: 2 fosse (the mezzanine was cancelled).
    const rows = section('tickets').map((l) => ({
      channel: l[1],
      level: l[2],
      unit: cents(l[3]!),
      n: Number(l[4]),
      amount: cents(l[5]!),
    }));
    const of = (level: string) => rows.filter((r) => r.level === level);
    expect(
      of('Debout')
        .map((r) => r.n)
        .sort(),
    ).toEqual([2, 3]);
    expect(of('Assis').map((r) => r.n)).toEqual([2]);
    for (const r of rows) expect(r.amount).toBe(r.unit * r.n);
    expect(new Set(rows.map((r) => r.channel)).size).toBe(2);
    expect(section('invitations')).toEqual([['invitations', 'Invitations', 'artist', '', '2', '0.00']]);
    expect(Number(section('invitations_total')[0]![4])).toBe(2);
    expect(Number(section('cancelled')[0]![4])).toBe(1);
    const money = (label: string) => cents(section('money').find((l) => l[1] === label)![5]!);
    expect(money('Taken')).toBe(paidTotal);
    expect(money('Refunded')).toBe(500);
    expect(money('Net revenue incl. VAT')).toBe(paidTotal - 500);
    expect(section('refunds')).toEqual([['refunds', 'Refunded', 'cheque', '', '', '5.00']]);
    // VAT per rate: what is sold now, at 2.1 % and 10 %.
    const vatTotals = section('vat').filter((l) => l[1] === 'Incl. VAT');
    const sumVat = vatTotals.reduce((n, l) => n + cents(l[5]!), 0);
    const ticketsTotal = cents(section('tickets_total')[0]![5]!);
    expect(sumVat).toBe(ticketsTotal);
    expect(lines.some((l) => l.includes(mentions.licenceNumber))).toBe(true);
  });

  it('the statement PDF carries the business, the licence, the show and the net revenue', async () => {
    const res = await get('ADMIN', `/api/events/${f.events.hangar}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    const text = flat((await readPdf(res.rawPayload)).text);
    for (const s of [
      'Bordereau de recettes',
      mentions.legalName,
      mentions.licenceNumber,
      'Concert debout',
      'Hangar box office',
    ])
      expect(text).toContain(s);
    expect(text).toContain(`Recette nette TTC ${flat(formatEuros(paidTotal - 500, 'fr-FR'))}`);
  });

  it('SIBIL: one row per performance of the quarter, paid and free tickets, revenue; other quarters absent', async () => {
    const db = t.database.db;
    const [hangar] = await db.select().from(events).where(eq(events.id, f.events.hangar));
    // A performance of the same show a year later: another quarter.
    const later = new Date(hangar!.startsAt.getTime() + 365 * 24 * 3600 * 1000);
    await db.insert(events).values({
      showId: hangar!.showId,
      roomId: hangar!.roomId,
      startsAt: later,
      endsAt: new Date(later.getTime() + 3600_000),
      capacity: 60,
    });
    const quarter = quarterOf(hangar!.startsAt);
    const res = await get('SHOW_MANAGER', `/api/reports/sibil.csv?quarter=${quarter}&lang=en`);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvLines(res.body);
    expect(header).toEqual([
      'Show',
      'Venue',
      'Postal code',
      'City',
      'Date',
      'Time',
      'Paid tickets',
      'Free tickets',
      'Revenue incl. VAT (EUR)',
    ]);
    const [show] = await db.select().from(shows).where(eq(shows.id, hangar!.showId));
    const mine = rows.filter((r) => r[0] === show!.name);
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);
    expect(mine.map((r) => r[4])).toEqual([day(hangar!.startsAt)]);
    expect(mine[0]!.slice(6).map((c, i) => (i === 2 ? cents(c) : Number(c)))).toEqual([
      3 + 2 + 2,
      2,
      paidTotal - 500,
    ]);
    expect(rows.some((r) => r[4] === day(later))).toBe(false);
    // Every row is a performance of the quarter: as many as the events starting in it (Paris time).
    const parisQuarter = (d: Date) => {
      const [y, m] = day(d).split('-').map(Number) as [number, number];
      return `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
    };
    const all = await db.select({ startsAt: events.startsAt }).from(events);
    expect(rows).toHaveLength(all.filter((e) => parisQuarter(e.startsAt) === quarter).length);
  });

  it("400 on a bad quarter; 403 for a seller; the show's producer reads its statement", async () => {
    for (const q of ['2026-Q5', '2026Q4', 'x'.repeat(50)]) {
      const res = await get('SHOW_MANAGER', `/api/reports/sibil.csv?quarter=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'E00002' } });
    }
    expect((await get('BOX_OFFICE', '/api/reports/sibil.csv?quarter=2026-Q4')).statusCode).toBe(403);
    expect((await get('BOX_OFFICE', `/api/events/${f.events.hangar}/statement.csv`)).statusCode).toBe(403);
    expect((await get('BOX_OFFICE', `/api/events/${f.events.hangar}/statement.pdf`)).statusCode).toBe(403);
    // The fixtures' shows are the demo producer's: its 'read Analytics' rule names it.
    expect((await get('PRODUCER', `/api/events/${f.events.hangar}/statement.csv`)).statusCode).toBe(200);
    const own = await get('PRODUCER', `/api/reports/sibil.csv?quarter=${quarterOf(new Date())}`);
    expect(own.statusCode).toBe(200);
  });
});
