import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { eventQuotaUsage } from '../../db/schema';
import { soldCount } from './test-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderFixtures, type OrderFixtures } from './test-orders';

let t: TestContext;
let o: OrderFixtures;
beforeAll(async () => {
  t = await createTestApp();
  o = await orderFixtures(t);
});
afterAll(() => t.close());

const soldOf = (eventId: string) => soldCount(t.database.db, eventId);
const quotaUsed = async (eventId: string, priceLevelId: string) =>
  (
    await t.database.db
      .select()
      .from(eventQuotaUsage)
      .where(and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId)))
  )[0]?.used ?? 0;
const wrongState = { code: 'E03010', message: 'This order cannot do that in its current state' };

describe('order approval', () => {
  it('keeps both approvals with who and when; the second confirms the order and sells its seats', async () => {
    const id = await o.write({
      status: 'pending_approval',
      channel: o.channel('INVITATIONS'),
      items: [o.item(o.own.eventId, 0, o.seat(0, 4, 0)), o.item(o.own.eventId, 2, o.seat(0, 4, 1))],
    });
    const sold = await soldOf(o.own.eventId);
    // Sellers handle orders but approve none: approvals are the show manager's and the producer's.
    for (const as of ['show_manager', 'producer'])
      expect((await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/approve`, { as })).status).toBe(403);
    const manager = await o.api.as('SHOW_MANAGER').post(`/api/orders/${id}/approve`, { as: 'show_manager' });
    expect(manager.status).toBe(200);
    expect(manager.body.data).toMatchObject({
      status: 'pending_approval',
      approvals: [{ as: 'show_manager', userName: 'Camille Roussel' }],
    });
    expect(await soldOf(o.own.eventId)).toBe(sold);
    const again = await o.api.as('SHOW_MANAGER').post(`/api/orders/${id}/approve`, { as: 'show_manager' });
    expect(again).toMatchObject({ status: 409, body: { error: wrongState } });
    // A show manager is no producer.
    expect(
      (await o.api.as('SHOW_MANAGER').post(`/api/orders/${id}/approve`, { as: 'producer' })).status,
    ).toBe(403);

    const producer = await o.api.as('PRODUCER').post(`/api/orders/${id}/approve`, { as: 'producer' });
    expect(producer.status).toBe(200);
    const order = producer.body.data;
    expect(order.status).toBe('confirmed');
    expect(order.approvals.map((a: { as: string; userName: string }) => `${a.as} ${a.userName}`)).toEqual([
      'show_manager Camille Roussel',
      'producer Julien Garnier',
    ]);
    expect(order.items.map((i: { status: string }) => i.status)).toEqual(['sold', 'sold']);
    expect(await soldOf(o.own.eventId)).toBe(sold + 2);
    expect(order.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'validated',
      'approved',
      'approved',
      'confirmed',
    ]);
    const confirmed = await o.api.as('PRODUCER').post(`/api/orders/${id}/approve`, { as: 'producer' });
    expect(confirmed).toMatchObject({ status: 409, body: { error: wrongState } });
  });

  it("lets a producer approve only its own shows' orders: another's answers 404 like a missing one", async () => {
    const id = await o.write({
      status: 'pending_approval',
      channel: o.channel('INVITATIONS'),
      show: o.other,
      items: [o.item(o.other.eventId, 0, o.seat(1, 0, 0))],
    });
    const res = await o.api.as('PRODUCER').post(`/api/orders/${id}/approve`, { as: 'producer' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Order not found');
    const missing = await o.api
      .as('PRODUCER')
      .post(`/api/orders/${crypto.randomUUID()}/approve`, { as: 'producer' });
    expect(missing.body).toEqual(res.body);
    expect((await o.api.as('ARTIST').post(`/api/orders/${id}/approve`, { as: 'producer' })).status).toBe(403);
    expect((await o.api.as('SUPER_ADMIN').post(`/api/orders/${id}/approve`, { as: 'bogus' })).status).toBe(
      400,
    );
  });
});

describe('order cancellation', () => {
  it('cancels a confirmed order: seats and quota back on sale, history with the reason', async () => {
    const id = await o.write({
      items: [o.item(o.own.eventId, 2, o.seat(1, 1, 0)), o.item(o.own.eventId, 2, o.seat(1, 1, 1))],
    });
    const level = o.levels[2]!.id;
    const [sold, used] = [await soldOf(o.own.eventId), await quotaUsed(o.own.eventId, level)];
    const res = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/cancel`, { reason: 'Client malade' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(res.body.data.items.map((i: { status: string }) => i.status)).toEqual(['cancelled', 'cancelled']);
    expect(res.body.data.history.at(-1)).toMatchObject({
      action: 'cancelled',
      userName: 'Léa Fontaine',
      details: { reason: 'Client malade' },
    });
    expect(await soldOf(o.own.eventId)).toBe(sold - 2);
    expect(await quotaUsed(o.own.eventId, level)).toBe(used - 2);
    // The freed seat sells again (the live-seat index only covers held and sold items).
    await o.write({ items: [o.item(o.own.eventId, 0, o.seat(1, 1, 0))] });
    const twice = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/cancel`, {});
    expect(twice).toMatchObject({ status: 409, body: { error: wrongState } });
  });

  it('cancels a pending order (its held seats free again); a producer or a manager cannot cancel', async () => {
    const id = await o.write({
      status: 'pending_approval',
      channel: o.channel('INVITATIONS'),
      items: [o.item(o.own.eventId, 2, o.seat(1, 2, 0))],
    });
    const used = await quotaUsed(o.own.eventId, o.levels[2]!.id);
    expect((await o.api.as('PRODUCER').post(`/api/orders/${id}/cancel`, {})).status).toBe(403);
    expect((await o.api.as('SHOW_MANAGER').post(`/api/orders/${id}/cancel`, {})).status).toBe(403);
    const res = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/cancel`, {});
    expect(res.body.data.status).toBe('cancelled');
    expect(await quotaUsed(o.own.eventId, o.levels[2]!.id)).toBe(used - 1);
    const approve = await o.api.as('SHOW_MANAGER').post(`/api/orders/${id}/approve`, { as: 'show_manager' });
    expect(approve).toMatchObject({ status: 409, body: { error: wrongState } });
  });

  it('cancels one item: totals recomputed, the seat free; the last item cancels the order', async () => {
    const id = await o.write({
      items: [o.item(o.own.eventId, 0, o.seat(1, 3, 0)), o.item(o.own.eventId, 1, o.seat(1, 3, 1))],
    });
    const before = (await o.api.as('BOX_OFFICE').get(`/api/orders/${id}`)).body.data;
    // Plein tarif 45.00 and Réduit 36.00 at 5.5 % VAT, Website fee 1.50 per ticket.
    expect(before).toMatchObject({ totalInclTaxCents: 8400, feesCents: 300 });
    const [first, second] = before.items as { id: string; unitPriceCents: number }[];
    const sold = await soldOf(o.own.eventId);
    const res = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/items/${first!.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'confirmed',
      totalInclTaxCents: 3750,
      feesCents: 150,
      vatCents: 188,
      subtotalCents: 3412,
      totalCents: 3562,
    });
    expect(res.body.data.history.at(-1)).toMatchObject({
      action: 'item_cancelled',
      details: { itemId: first!.id, rowLabel: '4', seatLabel: '1' },
    });
    expect(await soldOf(o.own.eventId)).toBe(sold - 1);
    const again = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/items/${first!.id}/cancel`, {});
    expect(again).toMatchObject({ status: 409, body: { error: wrongState } });
    const unknown = await o.api
      .as('BOX_OFFICE')
      .post(`/api/orders/${id}/items/${crypto.randomUUID()}/cancel`, {});
    expect(unknown.status).toBe(404);
    const last = await o.api.as('BOX_OFFICE').post(`/api/orders/${id}/items/${second!.id}/cancel`, {});
    expect(last.body.data).toMatchObject({ status: 'cancelled', totalInclTaxCents: 0 });
    expect(last.body.data.history.map((h: { action: string }) => h.action).slice(-3)).toEqual([
      'item_cancelled',
      'item_cancelled',
      'cancelled',
    ]);
  });
});
