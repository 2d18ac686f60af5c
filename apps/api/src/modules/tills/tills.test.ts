import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vatIncludedCents } from '@encore/shared/money';
import { orderPayments, orderRefunds, orders, users } from '../../db/schema';
import { openTillSession } from '../../test/till-session';
import { useTestApp } from '../../test/use-test-app';
import { readPdf } from '../tickets/pdf-readback.test-helper';
import { secondSeller } from '../sales/second-seller';
import { orderFixtures, type OrderFixtures } from '../sales/test-orders';

const t = useTestApp();
const zero = { cash: 0, card: 0, cheque: 0, transfer: 0, voucher: 0 };

/** Tills (issue 23 point 4): sessions, movements, closing and the Z report, on PGlite and PostgreSQL. */
describe('tills', () => {
  let o: OrderFixtures;
  let sellerToken: string;
  beforeAll(async () => {
    o = await orderFixtures(t);
    sellerToken = (await t.login('BOX_OFFICE')).token;
  });
  const admin = () => t.api.as('ADMIN');
  const seller = () => t.api.withToken(sellerToken);
  const newTill = async (name: string) => {
    const res = await admin().post('/api/tills', { name });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  it('creates and lists tills (admins); sellers read them but cannot create one', async () => {
    const id = await newTill('Guichet 1');
    expect((await admin().post('/api/tills', { name: 'guichet 1' })).body.error.code).toBe('E00006');
    expect((await seller().post('/api/tills', { name: 'Mine' })).status).toBe(403);
    const list = await seller().get('/api/tills');
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ id, name: 'Guichet 1', openSession: null }),
    );
  });

  it('opens, answers current, records movements and closes with expected / counted / variance', async () => {
    const tillId = await newTill('Guichet 2');
    expect((await seller().get('/api/till-sessions/current')).status).toBe(404);
    const opened = await seller().post(`/api/tills/${tillId}/sessions`, {
      openingFloat: { '2000': 5, '1000': 3, '200': 10, '50': 4 },
    });
    expect(opened.status).toBe(201);
    const id = opened.body.data.id as string;
    expect(opened.body.data).toMatchObject({ id, tillId, status: 'open', openingFloatCents: 15200 });
    const current = await seller().get('/api/till-sessions/current');
    expect(current.body.data).toMatchObject({ id, status: 'open', expected: { ...zero, cash: 15200 } });
    expect((await seller().get('/api/tills')).body.data).toContainEqual(
      expect.objectContaining({ id: tillId, openSession: expect.objectContaining({ id }) }),
    );

    for (const [kind, amountCents, reason] of [
      ['pay_in', 5000, 'Monnaie de la banque'],
      ['pay_out', 1250, 'Fleurs pour l’artiste'],
      ['drop', 10000, 'Coffre'],
    ] as const)
      expect(
        (await seller().post(`/api/till-sessions/${id}/movements`, { kind, amountCents, reason })).status,
      ).toBe(201);
    const bad = await seller().post(`/api/till-sessions/${id}/movements`, {
      kind: 'drop',
      amountCents: 0,
      reason: '',
    });
    expect(bad.status).toBe(400);
    // 15200 + 5000 - 1250 - 10000
    expect((await seller().get('/api/till-sessions/current')).body.data.expected.cash).toBe(8950);

    const closed = await seller().post(`/api/till-sessions/${id}/close`, {
      cash: { '5000': 1, '2000': 2, '50': 1 },
      other: { card: 0 },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      expected: { ...zero, cash: 8950 },
      counted: { ...zero, cash: 9050 },
      variance: { ...zero, cash: 100 },
    });
    // A closed session refuses changes; the seller has none open any more.
    const again = await seller().post(`/api/till-sessions/${id}/close`, { cash: {} });
    expect([again.status, again.body.error.code]).toEqual([409, 'E04013']);
    const moved = await seller().post(`/api/till-sessions/${id}/movements`, {
      kind: 'drop',
      amountCents: 100,
      reason: 'x',
    });
    expect([moved.status, moved.body.error.code]).toEqual([409, 'E04013']);
    expect((await seller().get('/api/till-sessions/current')).status).toBe(404);
  });

  it('keeps one open session per till and per seller', async () => {
    const tillA = await newTill('Guichet A');
    const tillB = await newTill('Guichet B');
    const other = await secondSeller(t, 'till-seller2@encore.test');
    const mine = await seller().post(`/api/tills/${tillA}/sessions`, { openingFloat: {} });
    expect(mine.status).toBe(201);
    const busy = await other.api.post(`/api/tills/${tillA}/sessions`, { openingFloat: {} });
    expect([busy.status, busy.body.error.code]).toEqual([409, 'E04011']);
    const twice = await seller().post(`/api/tills/${tillB}/sessions`, { openingFloat: {} });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'E04012']);
    expect((await other.api.post(`/api/tills/${tillB}/sessions`, { openingFloat: {} })).status).toBe(201);

    // Another seller can neither see, move nor close my session; an admin can.
    const id = mine.body.data.id as string;
    expect((await other.api.get(`/api/till-sessions/${id}`)).status).toBe(404);
    expect(
      (
        await other.api.post(`/api/till-sessions/${id}/movements`, {
          kind: 'drop',
          amountCents: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await other.api.post(`/api/till-sessions/${id}/close`, { cash: {} })).status).toBe(404);
    expect((await other.api.get(`/api/till-sessions/${id}/report`)).status).toBe(404);
    expect((await t.api.as('SHOW_MANAGER').get('/api/tills')).status).toBe(403);
    const byAdmin = await admin().post(`/api/till-sessions/${id}/close`, { cash: {} });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.variance).toEqual(zero);
    const otherCurrent = await other.api.get('/api/till-sessions/current');
    await other.api.post(`/api/till-sessions/${otherCurrent.body.data.id}/close`, { cash: {} });
  });

  it('expects what the session took and gave back, and the Z report sums its orders', async () => {
    const sessionId = await openTillSession(t.app, sellerToken, { '1000': 10 });
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'boxoffice@encore.test'));
    const level = o.levels[0]!;
    const orderA = await o.write({
      channel: o.channel('BOX_OFFICE'),
      items: [o.item(o.own.eventId, 0, o.seat(3, 0, 0)), o.item(o.own.eventId, 0, o.seat(3, 0, 1))],
    });
    const orderB = await o.write({ items: [o.item(o.own.eventId, 0, o.seat(3, 0, 2))] });
    const outside = await o.write({ items: [o.item(o.own.eventId, 0, o.seat(3, 0, 3))] });
    const db = t.database.db;
    const [a] = await db.select().from(orders).where(eq(orders.id, orderA));
    const [b] = await db.select().from(orders).where(eq(orders.id, orderB));
    expect(a!.totalInclTaxCents).toBe(2 * level.priceCents);
    // A split payment (cash with change, card), another order by cheque, a cash refund; one payment elsewhere.
    const pay = (
      orderId: string,
      method: 'cash' | 'card' | 'cheque',
      amountCents: number,
      session: string | null,
    ) =>
      db
        .insert(orderPayments)
        .values({ orderId, method, amountCents, tillSessionId: session, receivedBy: me!.id });
    await pay(orderA, 'cash', 3000, sessionId);
    await db.insert(orderPayments).values({
      orderId: orderA,
      method: 'card',
      amountCents: a!.totalInclTaxCents - 3000,
      tillSessionId: sessionId,
    });
    await pay(orderB, 'cheque', b!.totalInclTaxCents, sessionId);
    await pay(outside, 'cash', 999, null);
    await db
      .insert(orderRefunds)
      .values({ orderId: orderA, method: 'cash', amountCents: 700, tillSessionId: sessionId });
    await seller().post(`/api/till-sessions/${sessionId}/movements`, {
      kind: 'pay_out',
      amountCents: 300,
      reason: 'Café',
    });

    const expectedCash = 10000 + 3000 - 700 - 300;
    const closed = await seller().post(`/api/till-sessions/${sessionId}/close`, {
      cash: { '10000': 1, '2000': 1 },
      other: { card: a!.totalInclTaxCents - 3000, cheque: b!.totalInclTaxCents - 100 },
    });
    expect(closed.body.data.expected).toEqual({
      ...zero,
      cash: expectedCash,
      card: a!.totalInclTaxCents - 3000,
      cheque: b!.totalInclTaxCents,
    });
    expect(closed.body.data.variance).toEqual({ ...zero, cash: 12000 - expectedCash, cheque: -100 });

    const report = await seller().get(`/api/till-sessions/${sessionId}/report`);
    expect(report.status).toBe(200);
    const r = report.body.data;
    const ticketVat = vatIncludedCents(level.priceCents, 550);
    const fee = o.channel('WEB').feeCents;
    expect(r.vat).toEqual([
      { rateBasisPoints: 0, baseCents: fee, vatCents: 0, totalCents: fee },
      {
        rateBasisPoints: 550,
        baseCents: 3 * (level.priceCents - ticketVat),
        vatCents: 3 * ticketVat,
        totalCents: 3 * level.priceCents,
      },
    ]);
    expect(r.totals.totalCents).toBe(a!.totalInclTaxCents + b!.totalInclTaxCents);
    expect(r).toMatchObject({
      orders: 2,
      tickets: 3,
      paymentsCount: 3,
      refundsCount: 1,
      payments: { ...zero, cash: 3000, card: a!.totalInclTaxCents - 3000, cheque: b!.totalInclTaxCents },
      refunds: { ...zero, cash: 700 },
      movements: { drop: 0, pay_in: 0, pay_out: 300 },
    });

    for (const lang of ['fr', 'en'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/till-sessions/${sessionId}/report.pdf?lang=${lang}`,
        headers: { authorization: `Bearer ${sellerToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { text } = await readPdf(res.rawPayload);
      const squash = text.replace(/\s+/g, ' ');
      if (lang === 'fr') {
        expect(squash).toContain('Rapport Z');
        expect(squash).toMatch(/Espèces 30,00 € 7,00 € 23,00 €/);
        expect(squash).toMatch(/Fond de caisse 100,00 €/);
        expect(squash).toContain(`Écart`);
      } else {
        expect(squash).toContain('Z report');
        expect(squash).toMatch(/Cash €30\.00 €7\.00 €23\.00/);
        expect(squash).toMatch(/Pay-outs €3\.00/);
      }
    }
  });

  it('answers E04001 through the lookup the sales module uses when cash is taken without a session', async () => {
    const { tillSessionsFor } = await import('./index');
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'boxoffice@encore.test'));
    const lookup = tillSessionsFor(t.database.db);
    await expect(
      t.database.db.transaction((tx) => lookup.sessionFor(tx, me!.id, { cash: true })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'E04001' });
    expect(
      await t.database.db.transaction((tx) => lookup.sessionFor(tx, me!.id, { cash: false })),
    ).toBeNull();
    const id = await openTillSession(t.app, sellerToken);
    expect(await t.database.db.transaction((tx) => lookup.sessionFor(tx, me!.id, { cash: true }))).toBe(id);
    await seller().post(`/api/till-sessions/${id}/close`, { cash: {} });
  });
});
