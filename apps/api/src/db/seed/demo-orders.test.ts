import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '../schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { requests } from '../../test/requests';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoRooms } from './demo-rooms';
import { seedDemoSeason } from './demo-season';
import { seedDemoOrders } from './demo-orders';
import { syncOrderTickets } from '../../modules/tickets/tickets.repository';
import { resolveTicketKey } from '../../modules/tickets/ticket-key';
import { recordJournalEvent } from '../../modules/journal';

let t: TestContext;
beforeAll(async () => {
  // The server's own key, as bootstrap signs the demo tickets with it: the door must take them.
  t = await createTestApp({ ticketSigningKey: '5e'.repeat(32) });
  const db = t.database.db;
  await seedDemoCatalogue(db);
  await seedDemoRooms(db);
  await seedDemoSeason(db);
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo orders', () => {
  it('seeds some hundreds of orders in every state, fast and once, with counters that agree', async () => {
    const db = t.database.db;
    const started = performance.now();
    const key = resolveTicketKey(t.config);
    const count = await seedDemoOrders(
      db,
      (tx, ids) => syncOrderTickets(tx, ids, key, { withVoided: true }),
      { record: recordJournalEvent, recordedInStatement: () => {} },
    );
    // A few seconds alone; the bound leaves room for a busy 2-core machine running other suites.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(count).toBeGreaterThan(300);
    expect(await seedDemoOrders(db)).toBe(0);
    const states = await rows<{ status: string; n: number; approvals: number; partly: number }>(sql`
      select o.status, count(*)::int as n,
        count(*) filter (where (o.manager_approved_at is null) <> (o.producer_approved_at is null))::int as approvals,
        count(*) filter (where exists (select 1 from order_items i where i.order_id = o.id and i.status = 'cancelled'))::int as partly
      from orders o group by o.status order by o.status`);
    expect(states.map((s) => s.status)).toEqual(['cancelled', 'confirmed', 'pending_approval']);
    const [cancelled, confirmed, pending] = states;
    expect(confirmed!.partly).toBeGreaterThan(5);
    expect(pending!.approvals).toBe(pending!.n);
    expect(cancelled!.n).toBeGreaterThan(10);
    expect((await rows(sql`select distinct sales_channel_id from orders`)).length).toBeGreaterThanOrEqual(3);
    expect((await rows(sql`select distinct created_by from orders`)).length).toBeGreaterThanOrEqual(3);
    // Every seat at most once; sold counts, quota and area usage equal to the live items.
    expect(
      await rows(sql`select event_id, seat_id from order_items where seat_id is not null
        and status in ('held', 'sold') group by 1, 2 having count(*) > 1`),
    ).toEqual([]);
    expect(
      await rows(sql`select e.id from events e
        where coalesce((select s.sold from event_sales s where s.event_id = e.id), 0) <> (select
          coalesce(sum(i.quantity), 0) from order_items i where i.event_id = e.id and i.status = 'sold')`),
    ).toEqual([]);
    expect(
      await rows(sql`select u.event_id from event_quota_usage u join price_levels l on l.id = u.price_level_id
        where u.used > l.quota or u.used <> (select coalesce(sum(i.quantity), 0) from order_items i
          where i.event_id = u.event_id and i.price_level_id = u.price_level_id and i.status in ('held', 'sold'))`),
    ).toEqual([]);
    expect(
      await rows(sql`select u.event_id from event_area_usage u where u.used <> (select coalesce(sum(i.quantity), 0)
        from order_items i where i.event_id = u.event_id and i.ga_area_id = u.ga_area_id and i.status in ('held', 'sold'))`),
    ).toEqual([]);
    // One ticket per admission: valid when sold, pending when held, void when cancelled.
    expect(
      await rows(sql`select i.id from order_items i where i.quantity <> (select count(*) from tickets t
        where t.item_id = i.id and t.status = case i.status when 'sold' then 'valid'
          when 'held' then 'pending' else 'void' end)`),
    ).toEqual([]);
    // Money as facts (issue 23): an invitation has its reason and costs nothing; any other order was paid
    // its whole total and refunded what was cancelled, so nothing is owed either way.
    expect(
      await rows(sql`select o.id from orders o where (o.payment_method = 'free') <> (o.invitation_reason is not null)
        or (o.invitation_reason is not null and (o.total_incl_tax_cents <> 0 or exists (select 1 from order_items i
          where i.order_id = o.id and i.unit_price_cents + i.unit_fee_cents <> 0)))`),
    ).toEqual([]);
    expect(
      await rows(sql`select o.id from orders o
        where case when o.status = 'cancelled' then 0 else o.total_incl_tax_cents end
          - coalesce((select sum(p.amount_cents) from order_payments p where p.order_id = o.id), 0)
          + coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = o.id), 0) <> 0`),
    ).toEqual([]);
    const [facts] = await rows<{ invitations: number; paid: number; refunds: number; cancelled: number }>(sql`
      select (select count(*) from orders where invitation_reason is not null)::int as invitations,
        (select count(*) from order_payments)::int as paid, (select count(*) from order_refunds)::int as refunds,
        (select count(*) from orders where status = 'cancelled')::int as cancelled`);
    expect(facts!.invitations).toBeGreaterThan(10);
    expect(facts!.refunds).toBeGreaterThan(facts!.cancelled);
    // Each is a journal event, the sales module's own: chained or still waiting for the chainer (one
    // statement: the server's chainer moves them from one table to the other meanwhile).
    const journal = await rows<{ type: string; n: number }>(sql`select type, count(*)::int as n from
      (select type, payload from journal_pending union all select type, payload from journal_entries) facts
      where payload::jsonb ? 'orderNumber' group by type order by type`);
    expect(Object.fromEntries(journal.map((j) => [j.type, j.n]))).toEqual({
      cancellation: facts!.refunds,
      invitation: facts!.invitations,
      payment: facts!.paid,
      refund: facts!.refunds,
      sale: facts!.paid,
    });
    const total = await db.$count(orders);
    const list = await requests(t).as('BOX_OFFICE').get('/api/orders?pageSize=100');
    expect(list.body.meta.total).toBe(total);
    // Money as facts (issue 23): every demo order is settled, nothing still due nor owed back; invitations
    // (the 'free' orders) are at 0 with a reason and no payment; cancellations were refunded.
    const unsettled = (list.body.data as { balanceCents: number }[]).filter((o) => o.balanceCents !== 0);
    expect(unsettled).toEqual([]);
    expect(
      await rows(sql`select o.id from orders o where o.payment_method = 'free'
        and (o.total_incl_tax_cents <> 0 or o.invitation_reason is null
          or exists (select 1 from order_payments p where p.order_id = o.id))`),
    ).toEqual([]);
    expect(
      await rows(sql`select o.id from orders o where o.status = 'cancelled' and o.payment_method <> 'free'
        and (select coalesce(sum(amount_cents), 0) from order_refunds r where r.order_id = o.id)
          <> (select coalesce(sum(amount_cents), 0) from order_payments p where p.order_id = o.id)`),
    ).toEqual([]);
    expect(await rows(sql`select id from order_refunds where at > now()`)).toEqual([]);
  });
});

describe('demo tickets at the door', () => {
  it('lets a confirmed demo ticket in, refuses a cancelled one and waits on a pending one', async () => {
    const api = requests(t).as('BOX_OFFICE');
    const one = async (status: string) => {
      const [row] = await rows<{ order_id: string; item_id: string }>(sql`select t.order_id, t.item_id
        from tickets t where t.status = ${status} order by t.code limit 1`);
      const list = (await api.get(`/api/orders/${row!.order_id}/tickets`)).body.data;
      return list.find((x: { itemId: string }) => x.itemId === row!.item_id);
    };
    for (const [status, result] of [
      ['valid', 'valid'],
      ['void', 'void'],
      ['pending', 'not_confirmed'],
    ]) {
      const ticket = await one(status!);
      const res = await api.post('/api/check-ins', { code: ticket.code, eventId: ticket.eventId });
      expect(res.body.data.result, status).toBe(result);
    }
  });
});
