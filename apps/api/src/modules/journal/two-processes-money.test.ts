import crypto from 'node:crypto';
import { asc, count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '@encore/shared/journal/canonical-json';
import type { TenderMethod } from '@encore/shared/money/money-facts';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { journalEntries, journalPending, orderPayments, orderRefunds, orders } from '../../db/schema';
import { apiProcesses, callProcess } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { boxOfficeFixtures } from '../sales/test-fixtures';

const processes = apiProcesses();
let t: TestContext | undefined;

afterAll(async () => {
  processes.stopAll();
  await t?.close();
});

/** Sellers at work at once, each on its own till, and the orders each sells then cancels. */
const sellers = 6;
const ordersPerSeller = 18;
/** Every 4th order sells a general-admission place (the hangar's pit), the others 4 seats. */
const placesEvery = 4;
const seatsPerOrder = 4;
const others: TenderMethod[] = ['cash', 'cheque', 'voucher', 'transfer', 'card'];
const moneyTypes = ['sale', 'payment', 'cancellation', 'refund'] as const;

interface Answer {
  status: number;
  body: { data: { id: string; token: string } & Record<string, unknown>; error?: unknown };
}

/**
 * The split payments of a total: `n` of them, the first (card or cash, `cashFirst`) the largest, so it is
 * the order's main method; cash says what was tendered (to the next 10 €), so it gives change.
 */
function splitPayments(total: number, n: number, cashFirst: boolean) {
  const share = Math.floor(total / (n + 1));
  return Array.from({ length: n }, (_, k) => {
    const method: TenderMethod = k === 0 ? (cashFirst ? 'cash' : 'card') : others[k % others.length]!;
    const amountCents = k === 0 ? total - share * (n - 1) : share;
    return method === 'cash'
      ? { method, amountCents, tenderedCents: Math.ceil((amountCents + 1) / 1000) * 1000 }
      : { method, amountCents, ...(method === 'card' ? { reference: `TPE ${k}` } : {}) };
  });
}

describe.skipIf(!usesPostgres)(
  'the journal of sales with two API processes on one PostgreSQL database',
  () => {
    it('chains 1,000+ payments and refunds made by several sellers through both into one gapless, valid chain', async () => {
      t = await createTestApp();
      const f = await boxOfficeFixtures(t, { seatsPerRow: 30 });
      // Production's nodes share the business's key (required with DATABASE_URL), as in two-processes.test.
      process.env.JOURNAL_SIGNING_KEY = crypto.randomBytes(32).toString('hex');
      const servers = await Promise.all([
        processes.start(t.databaseUrl!, t.jwtSecret),
        processes.start(t.databaseUrl!, t.jwtSecret),
      ]);
      delete process.env.JOURNAL_SIGNING_KEY;

      // Every answer, to find any 5xx and any refusal the sales below did not expect.
      const answers: { url: string; status: number; body: unknown }[] = [];
      const call = async (server: number, token: string, method: string, url: string, body?: unknown) => {
        const res = (await callProcess(servers[server % 2]!, token, method, url, body)) as Answer;
        answers.push({ url: `${method} ${url}`, status: res.status, body: res.body });
        return res;
      };
      const login = async (server: number, email: string, password: string) => {
        const res = await fetch(`${servers[server % 2]}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { token: string } }).data.token;
      };
      const admin = await login(0, demoEmail('ADMIN'), DEMO_PASSWORD);

      // The sellers: box office users made by the admin, each signed in and opening its own till's session,
      // through one process or the other.
      const tokens = await Promise.all(
        Array.from({ length: sellers }, async (_, s) => {
          const email = `seller-${s}@example.com`;
          const user = await call(s, admin, 'POST', '/api/users', {
            email,
            firstName: 'Seller',
            lastName: `Seller ${s}`,
            password: 'seller-password',
            role: 'BOX_OFFICE',
            activated: true,
          });
          expect([user.status, user.body]).toMatchObject([201, {}]);
          const token = await login(s + 1, email, 'seller-password');
          const till = await call(s, admin, 'POST', '/api/tills', { name: `Till ${s}` });
          expect(till.status).toBe(201);
          const session = await call(s + 1, token, 'POST', `/api/tills/${till.body.data.id}/sessions`, {
            openingFloat: { '2000': 5, '500': 4 },
          });
          expect(session.status).toBe(201);
          return token;
        }),
      );

      // Seats: 4 pools (2 events x 2 categories) of 90, 4 seats an order, never twice.
      const pools = [
        { eventId: f.events.theatre, level: f.levels['Orchestre/Plein']!, seats: f.seats.orchestre },
        { eventId: f.events.theatre, level: f.levels['Balcon/Plein']!, seats: f.seats.balcon },
        { eventId: f.events.theatre2, level: f.levels['Orchestre/Plein']!, seats: f.seats.orchestre },
        { eventId: f.events.theatre2, level: f.levels['Balcon/Plein']!, seats: f.seats.balcon },
      ];
      const taken = pools.map(() => 0);
      let seatOrders = 0;
      const itemsOf = (i: number) => {
        if (i % placesEvery === placesEvery - 1)
          return {
            eventId: f.events.hangar,
            priceLevelId: f.levels['Fosse/Debout']!,
            gaAreaId: 'fosse',
            quantity: 1,
          };
        const p = seatOrders++ % pools.length;
        const pool = pools[p]!;
        const seatIds = pool.seats.slice(taken[p]!, taken[p]! + seatsPerOrder);
        taken[p]! += seatsPerOrder;
        return { eventId: pool.eventId, priceLevelId: pool.level, seatIds };
      };

      let cancels = 0;
      // Each seller sells and cancels its orders one after the other, the sellers at once; every request of a
      // seller goes through the other process than its previous one.
      await Promise.all(
        tokens.map(async (token, s) => {
          let n = s;
          // A refusal stops the seller: what follows would be meaningless (the answers list says why).
          const next = async (method: string, url: string, body?: unknown) => {
            const res = await call(n++, token, method, url, body);
            if (res.status !== 200 && res.status !== 201)
              throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
            return res;
          };
          for (let o = 0; o < ordersPerSeller; o++) {
            const i = s * ordersPerSeller + o;
            const cart = await next('POST', '/api/carts', { salesChannelId: f.channels.boxOffice });
            const id = cart.body.data.id;
            const held = await next('POST', `/api/carts/${id}/items`, itemsOf(i));
            const total = held.body.data.totalInclTaxCents as number;
            const payments = splitPayments(total, 4 + (i % 6), i % 2 === 0);
            const main = payments[0]!.method;
            const sold = await next('POST', `/api/orders/${id}/validate`, {
              customer: { name: `Client ${i}`, email: `client-${i}@example.com` },
              payments,
            });
            const items =
              (sold.body.data.items as { id: string }[] | undefined)?.map((item) => item.id) ?? [];
            expect([1, seatsPerOrder]).toContain(items.length);
            if (items.length === 1) {
              // The place: a partial refund by another method than the main one (a reason needed).
              await next('POST', `/api/orders/${id}/items/${items[0]}/cancel`, {
                refund: { method: main === 'cash' ? 'card' : 'cash', amountCents: 1500, reason: 'Geste' },
              });
              cancels++;
              continue;
            }
            // The seats: 3 cancelled one by one (by default: all owed by the main method; cash or card
            // with a reason; part of it), then the order (what is left), but every 4th order stays sold.
            const refunds = [
              undefined,
              { refund: { method: main === 'cash' ? 'card' : 'cash', reason: 'Changement de moyen' } },
              { refund: { method: main, amountCents: 1000 } },
            ];
            for (const [k, body] of refunds.entries()) {
              await next('POST', `/api/orders/${id}/items/${items[k]}/cancel`, body);
              cancels++;
            }
            if (i % 4 === 0) continue;
            await next('POST', `/api/orders/${id}/cancel`, { reason: 'Annulé', refund: { method: main } });
            cancels++;
          }
        }),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(answers.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);

      const verified = await call(1, admin, 'POST', '/api/journal/verify');
      expect(verified.body.data).toMatchObject({ ok: true, firstBrokenSequence: null });

      const db = t.database.db;
      const rows = await db
        .select({
          sequence: journalEntries.sequence,
          type: journalEntries.type,
          payload: journalEntries.payload,
        })
        .from(journalEntries)
        .orderBy(asc(journalEntries.sequence));
      expect(rows.map((r) => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
      // Chained as canonical JSON, the sale statement's events too (PostgreSQL's text of a jsonb is not):
      // the bytes hashed are those an archive's reader canonicalises alike. verify hashes the bytes stored,
      // so it does not see a payload left as the statement wrote it.
      expect(rows.filter((r) => canonicalJson(JSON.parse(r.payload)) !== r.payload)).toEqual([]);
      // verify chains what was waiting first: nothing of the sales is left behind.
      const [left] = await db
        .select({ n: count() })
        .from(journalPending)
        .where(inArray(journalPending.type, [...moneyTypes]));
      expect(Number(left!.n)).toBe(0);

      const entriesOf = (type: string) =>
        rows
          .filter((r) => r.type === type)
          .map((r) => JSON.parse(r.payload) as Record<string, unknown> & { orderId: string });
      const byKey = <T extends Record<string, unknown>>(list: T[], key: string) => {
        const map = new Map<unknown, T[]>();
        for (const e of list) map.set(e[key], [...(map.get(e[key]) ?? []), e]);
        return map;
      };

      // Every payment exactly once, with its amount; no other.
      const paid = await db.select().from(orderPayments);
      const paymentEntries = byKey(entriesOf('payment'), 'paymentId');
      expect(paid.filter((p) => paymentEntries.get(p.id)?.length !== 1)).toEqual([]);
      for (const p of paid)
        expect(paymentEntries.get(p.id)![0]).toMatchObject({
          orderId: p.orderId,
          method: p.method,
          amountCents: p.amountCents,
          tenderedCents: p.tenderedCents,
          changeCents: p.changeCents,
        });
      expect(paymentEntries.size).toBe(paid.length);

      // Every refund exactly once, with its amount; no other.
      const refunded = await db.select().from(orderRefunds);
      const refundEntries = byKey(entriesOf('refund'), 'refundId');
      expect(refunded.filter((r) => refundEntries.get(r.id)?.length !== 1)).toEqual([]);
      for (const r of refunded)
        expect(refundEntries.get(r.id)![0]).toMatchObject({
          orderId: r.orderId,
          method: r.method,
          amountCents: r.amountCents,
        });
      expect(refundEntries.size).toBe(refunded.length);

      // Every order sold (confirmed, or cancelled since) exactly one sale entry; one cancellation per cancel.
      const sold = await db.select({ id: orders.id, status: orders.status }).from(orders);
      const saleEntries = byKey(entriesOf('sale'), 'orderId');
      const soldOrders = sold.filter((o) => o.status === 'confirmed' || o.status === 'cancelled');
      expect(soldOrders).toHaveLength(sellers * ordersPerSeller);
      expect(soldOrders.filter((o) => saleEntries.get(o.id)?.length !== 1)).toEqual([]);
      expect(saleEntries.size).toBe(soldOrders.length);
      expect(sold.filter((o) => o.status === 'confirmed').length).toBeGreaterThan(0);
      expect(entriesOf('cancellation')).toHaveLength(cancels);

      // The money moved: at least 1,000 payments and refunds, split and partial ones among them.
      expect(paid.length + refunded.length).toBeGreaterThanOrEqual(1000);
      expect(paid.filter((p) => p.changeCents).length).toBeGreaterThan(0);
      console.info(
        `${paid.length} payments, ${refunded.length} refunds, ${rows.length} entries, ${answers.length} requests`,
      );
    }, 300_000);
  },
);
