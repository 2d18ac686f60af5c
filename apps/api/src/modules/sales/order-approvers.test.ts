import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderFixtures, type OrderFixtures } from './test-orders';

let t: TestContext;
let o: OrderFixtures;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  o = await orderFixtures(t);
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@encore.test'));
  adminId = admin!.id;
});
afterAll(() => t.close());

const sellerCannot = {
  code: 'E03015',
  message: 'The seller of an order cannot approve it: another person must',
};
const samePerson = {
  code: 'E03016',
  message: 'The other approval was given by you: a second person must give this one',
};
let seat = 0;
const pending = (createdBy?: string) =>
  o.write({
    status: 'pending_approval',
    channel: o.channel('INVITATIONS'),
    ...(createdBy ? { createdBy } : {}),
    items: [o.item(o.own.eventId, 0, o.seat(1, 2, seat++))],
  });
const approve = (role: 'ADMIN' | 'SUPER_ADMIN' | 'PRODUCER', id: string, as: string) =>
  o.api.as(role).post(`/api/orders/${id}/approve`, { as });

describe('two approvals are two people, neither of them the seller', () => {
  it("refuses the seller's own approval of its sale (403 E03015)", async () => {
    const id = await pending(adminId);
    for (const as of ['show_manager', 'producer'])
      expect(await approve('ADMIN', id, as)).toMatchObject({ status: 403, body: { error: sellerCannot } });
    const order = (await o.api.as('ADMIN').get(`/api/orders/${id}`)).body.data;
    expect(order).toMatchObject({ status: 'pending_approval', approvals: [] });
  });

  it('answers who validated the order, a seller too, whose approval is refused (403 E03015)', async () => {
    // A cart validated by another person than its creator (an admin may validate any cart).
    const id = await pending();
    await t.database.db.update(orders).set({ validatedBy: adminId }).where(eq(orders.id, id));
    const read = (await o.api.as('ADMIN').get(`/api/orders/${id}`)).body.data;
    expect(read).toMatchObject({ createdBy: o.seller, validatedBy: adminId });
    expect(await approve('ADMIN', id, 'show_manager')).toMatchObject({
      status: 403,
      body: { error: sellerCannot },
    });
  });

  it('refuses the second approval from the person who gave the first (403 E03016)', async () => {
    const id = await pending();
    expect((await approve('ADMIN', id, 'show_manager')).status).toBe(200);
    expect(await approve('ADMIN', id, 'producer')).toMatchObject({
      status: 403,
      body: { error: samePerson },
    });
    const order = (await o.api.as('ADMIN').get(`/api/orders/${id}`)).body.data;
    expect(order.status).toBe('pending_approval');
    expect(order.approvals).toHaveLength(1);
  });

  it('confirms the order with two approvals from two people other than the seller', async () => {
    const id = await pending();
    expect((await approve('SUPER_ADMIN', id, 'producer')).status).toBe(200);
    const second = await approve('ADMIN', id, 'show_manager');
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe('confirmed');
    const people = new Set(second.body.data.approvals.map((a: { userId: string }) => a.userId));
    expect(people.size).toBe(2);
    expect(people.has(o.seller)).toBe(false);
  });
});
