import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderFixtures, type OrderFixtures } from './test-orders';

let t: TestContext;
let o: OrderFixtures;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  o = await orderFixtures(t);
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
  ids.jeanne = await o.write({
    createdAt: day(5),
    items: [o.item(o.own.eventId, 0, o.seat(0, 0, 0)), o.item(o.own.eventId, 1, o.seat(0, 0, 1))],
  });
  ids.paul = await o.write({
    createdAt: day(6),
    status: 'pending_approval',
    channel: o.channel('INVITATIONS'),
    customer: { name: 'Paul Martin', email: null, phone: '01 45 67 89 00' },
    items: [o.item(o.own.eventId, 2, o.seat(0, 0, 2))],
  });
  ids.other = await o.write({
    createdAt: day(7),
    show: o.other,
    customer: { name: 'Zoé Petit', email: 'zoe@example.org', phone: null },
    items: [o.item(o.other.eventId, 0, o.seat(0, 0, 0))],
  });
  ids.cancelled = await o.write({
    createdAt: day(8),
    status: 'cancelled',
    channel: o.channel('PHONE'),
    items: [o.item(o.own.eventId, 0, o.seat(0, 1, 0))],
  });
  // A cart being built is the box office's business, not the orders list's.
  ids.cart = await o.write({ createdAt: day(9), items: [o.item(o.own.eventId, 0, o.seat(0, 1, 1))] });
  await t.database.db.update(orders).set({ status: 'cart' }).where(eq(orders.id, ids.cart));
});
afterAll(() => t.close());

type Row = { id: string; number: string; customerName: string };
const listed = async (query = '', role: 'BOX_OFFICE' | 'PRODUCER' = 'BOX_OFFICE') => {
  const res = await o.api.as(role).get(`/api/orders${query}`);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.body.data as Row[]).map((r) => byId[r.id]);
};

describe('GET /api/orders', () => {
  it('lists orders newest first with their show, channel, seller, tickets and totals; carts only on demand', async () => {
    expect(await listed()).toEqual(['cancelled', 'other', 'paul', 'jeanne']);
    expect(await listed('?status=cart')).toEqual(['cart']);
    const res = await o.api.as('BOX_OFFICE').get('/api/orders?sort=createdAt&pageSize=10');
    expect(res.body.meta).toEqual({ page: 1, pageSize: 10, total: 4 });
    expect(res.body.data[0]).toMatchObject({
      id: ids.jeanne,
      number: expect.stringMatching(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/),
      status: 'confirmed',
      showName: 'Tartuffe',
      salesChannelName: 'Website',
      customerName: 'Jeanne Dupont',
      createdByName: 'Léa Fontaine',
      ticketCount: 2,
      totalInclTaxCents: 8400,
    });
  });

  it('searches the number, name, e-mail and phone; filters status, show, event, channel, mine, dates', async () => {
    const number = (await o.api.as('BOX_OFFICE').get(`/api/orders/${ids.paul}`)).body.data.number as string;
    expect(await listed(`?search=${number.slice(2, 7).toLowerCase()}`)).toEqual(['paul']);
    expect(await listed('?search=zoé')).toEqual(['other']);
    expect(await listed('?search=ZOE%40EXAMPLE')).toEqual(['other']);
    // Words are looked for as typed together, not each anywhere.
    expect(await listed('?search=Paul Martin')).toEqual(['paul']);
    expect(await listed('?search=martin paul')).toEqual([]);
    expect(await listed('?search=89 00')).toEqual(['paul']);
    // A phone is found by its digits however either was typed ("45 67" is also in Jeanne's 12 34 56 78).
    expect(await listed('?search=67-89.00')).toEqual(['paul']);
    expect(await listed('?search=45 67')).toEqual(['cancelled', 'paul', 'jeanne']);
    expect(await listed('?search=0145678900')).toEqual(['paul']);
    expect(await listed(`?search=${encodeURIComponent('+33 (6) 12 34')}`)).toEqual(['cancelled', 'jeanne']);
    // The national form finds the international one and the reverse (issue 22).
    expect(await listed('?search=06 12 34 56 78')).toEqual(['cancelled', 'jeanne']);
    expect(await listed(`?search=${encodeURIComponent('+33 1 45 67 89 00')}`)).toEqual(['paul']);
    expect(await listed('?search=0033145678900')).toEqual(['paul']);
    expect(await listed('?search=_')).toEqual([]);
    // The searched text follows a change of the customer (validation writes it on an existing order).
    await t.database.db
      .update(orders)
      .set({ customerName: 'Élodie Marchand', customerPhone: '06 11 22 33 44' })
      .where(eq(orders.id, ids.paul!));
    expect(await listed('?search=elodie march')).toEqual(['paul']);
    expect(await listed('?search=22 33')).toEqual(['paul']);
    expect(await listed('?search=paul martin')).toEqual([]);
    expect(await listed('?search=89 00')).toEqual([]);
    await t.database.db
      .update(orders)
      .set({ customerName: 'Paul Martin', customerPhone: '01 45 67 89 00' })
      .where(eq(orders.id, ids.paul!));
    expect(await listed('?status=pending_approval')).toEqual(['paul']);
    expect(await listed(`?showId=${o.other.id}`)).toEqual(['other']);
    expect(await listed(`?eventId=${o.own.eventId}&sort=createdAt`)).toEqual(['jeanne', 'paul', 'cancelled']);
    expect(await listed(`?salesChannelId=${o.channel('PHONE').id}`)).toEqual(['cancelled']);
    expect(await listed('?mine=true')).toEqual(['cancelled', 'other', 'paul', 'jeanne']);
    expect((await o.api.as('ADMIN').get('/api/orders?mine=true')).body.data).toEqual([]);
    expect(await listed('?from=2026-01-06&to=2026-01-07')).toEqual(['other', 'paul']);
    expect(await listed('?from=2026-01-06T12:00:00Z&to=2026-01-06T12:00:00Z')).toEqual(['paul']);
    expect(await listed('?sort=-totalInclTaxCents&status=confirmed')).toEqual(['jeanne', 'other']);
    for (const bad of [
      'status=sold',
      'from=2026-13-01',
      'to=9999-12-31',
      'sort=secret',
      'pageSize=7',
      'mine=yes',
    ])
      expect((await o.api.as('BOX_OFFICE').get(`/api/orders?${bad}`)).status).toBe(400);
  });

  it("shows a producer only its own shows' orders and an artist none", async () => {
    expect(await listed('', 'PRODUCER')).toEqual(['cancelled', 'paul', 'jeanne']);
    expect(await listed(`?showId=${o.other.id}`, 'PRODUCER')).toEqual([]);
    expect((await o.api.as('ARTIST').get('/api/orders')).status).toBe(403);
    expect((await o.api.anonymous.get('/api/orders')).status).toBe(401);
  });
});

describe('GET /api/orders and GET /api/orders/{id}', () => {
  it('write the same instants (the list formats them in SQL, to the millisecond like toISOString)', async () => {
    // Microseconds the database keeps and JavaScript dates drop: never rounded up by one side only.
    await t.database.db.execute(sql`update orders set created_at = '2026-01-05 12:00:00.123999+00',
      validated_at = '2026-01-05 12:01:59.999999+00' where id = ${ids.jeanne}`);
    const detail = (await o.api.as('BOX_OFFICE').get(`/api/orders/${ids.jeanne}`)).body.data;
    const res = await o.api.as('BOX_OFFICE').get(`/api/orders?search=${detail.number}`);
    expect(res.body.data).toMatchObject([
      { id: ids.jeanne, createdAt: '2026-01-05T12:00:00.123Z', validatedAt: '2026-01-05T12:01:59.999Z' },
    ]);
    expect(res.body.data[0]).toMatchObject({ createdAt: detail.createdAt, validatedAt: detail.validatedAt });
    await t.database.db.update(orders).set({ validatedAt: null }).where(eq(orders.id, ids.cart!));
    expect((await o.api.as('BOX_OFFICE').get('/api/orders?status=cart')).body.data).toMatchObject([
      { id: ids.cart, validatedAt: null },
    ]);
  });
});

describe('GET /api/orders/{id}', () => {
  it('gives the summary, customer, items with event, room and labels, approvals and history', async () => {
    const res = await o.api.as('SHOW_MANAGER').get(`/api/orders/${ids.jeanne}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      showName: 'Tartuffe',
      salesChannelName: 'Website',
      needsApproval: false,
      customer: { name: 'Jeanne Dupont', email: 'jeanne@example.org', phone: '+33 6 12 34 56 78' },
      paymentMethod: 'card',
      // 45.00 + 36.00 incl. 5.5 % VAT (2.35 + 1.88), plus 2 x 1.50 Website fee.
      subtotalCents: 7677,
      vatCents: 423,
      feesCents: 300,
      totalCents: 7977,
      totalInclTaxCents: 8400,
      approvals: [],
      history: [
        { action: 'created', userName: 'Léa Fontaine' },
        { action: 'validated', userName: 'Léa Fontaine' },
      ],
    });
    expect(res.body.data.items[0]).toMatchObject({
      eventId: o.own.eventId,
      roomName: 'Théâtre test',
      areaLabel: 'Area 0',
      rowLabel: '1',
      seatLabel: '1',
      gaAreaId: null,
      quantity: 1,
      priceLevelName: 'Plein tarif',
      unitPriceCents: 4500,
      vatRateBasisPoints: 550,
      unitVatCents: 235,
      unitFeeCents: 150,
      status: 'sold',
    });
  });

  it("answers another producer's order and a missing one alike (404); an artist reads none (403)", async () => {
    expect((await o.api.as('PRODUCER').get(`/api/orders/${ids.paul}`)).status).toBe(200);
    const foreign = await o.api.as('PRODUCER').get(`/api/orders/${ids.other}`);
    const missing = await o.api.as('PRODUCER').get(`/api/orders/${crypto.randomUUID()}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await o.api.as('ARTIST').get(`/api/orders/${ids.jeanne}`)).status).toBe(403);
    expect((await o.api.as('BOX_OFFICE').get('/api/orders/not-a-uuid')).status).toBe(400);
  });
});
