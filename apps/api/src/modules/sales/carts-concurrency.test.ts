import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { naiveSelling } from '../../test/naive-strategies';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { auditInventory, injectAll, randomAdd, seeded } from '../inventory/test-concurrency-audit';
import { openTillSession } from '../../test/till-session';
import { secondSeller } from './second-seller';
import { boxOfficeFixtures } from './test-fixtures';

const quota = 5;
const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

/**
 * 1,000 add-to-cart requests at once from 50 carts on the 60 seats of one event (overlapping picks, a
 * level with a quota of 5), then all 50 carts validated at once. `guard: false` is the negative control:
 * naive check-then-write code (test/naive-strategies.ts) and no unique index must show the race is real.
 */
async function sellingRace(guard: boolean) {
  const t = await createTestApp({}, undefined, guard ? undefined : naiveSelling());
  opened.push(t);
  if (!guard) await t.database.db.execute(sql`drop index order_items_live_seat_unique`);
  const f = await boxOfficeFixtures(t, { quota });
  // Ten sellers with five carts each: one seller's holds queue on its row (seller-holds.ts), sellers race.
  const sellers = await Promise.all(
    Array.from({ length: 10 }, (_, n) => secondSeller(t, `racer${n}@encore.test`)),
  );
  // They sell in cash: each in its open till session (issue 23).
  for (const seller of sellers) await openTillSession(t.app, seller.token);
  const { token } = await t.login('BOX_OFFICE');
  const cartOf = async (n: number) => {
    const seller = sellers[n % sellers.length]!;
    const res = await seller.api.post('/api/carts', { salesChannelId: f.channels.boxOffice });
    return { id: res.body.data.id as string, token: seller.token };
  };
  const carts = await Promise.all(Array.from({ length: 50 }, (_, n) => cartOf(n)));
  const random = seeded(guard ? 11 : 12);
  const adds = Array.from({ length: 1000 }, (_, i) => ({
    method: 'POST' as const,
    url: `/api/carts/${carts[i % carts.length]!.id}/items`,
    payload: randomAdd(f, random),
    token: carts[i % carts.length]!.token,
  }));
  const added = await injectAll(t, token, adds);
  const validated = await injectAll(
    t,
    token,
    carts.map((cart) => ({
      method: 'POST' as const,
      url: `/api/orders/${cart.id}/validate`,
      payload: { customer: { name: 'Race', email: 'race@example.com' }, paymentMethod: 'cash' },
      token: cart.token,
    })),
  );
  return { added, validated, audit: await auditInventory(t.database.db, f, quota) };
}

describe.skipIf(!usesPostgres)('selling under concurrency (PostgreSQL)', () => {
  it('never holds or sells a seat twice nor exceeds a quota, without a 5xx', async () => {
    const { added, validated, audit } = await sellingRace(true);
    expect(added.serverErrors).toBe(0);
    expect(validated.serverErrors).toBe(0);
    expect([...added.statuses.keys()].sort()).toEqual([201, 409]);
    expect(added.statuses.get(201)).toBeGreaterThan(10);
    expect(audit).toMatchObject({ doubleHeldOrSold: 0, doubleSold: 0, quotaOverrun: 0 });
    expect(audit.soldItems).toBeGreaterThan(10);
    expect(audit.soldCounter).toBe(audit.soldItems);
  }, 120_000);

  it('negative control: with the guards off the same race sells a seat twice or overruns the quota', async () => {
    const { audit } = await sellingRace(false);
    expect(audit.doubleHeldOrSold + audit.quotaOverrun).toBeGreaterThan(0);
  }, 120_000);
});
