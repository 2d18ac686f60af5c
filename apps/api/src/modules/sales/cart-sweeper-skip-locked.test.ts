import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { sweepLapsedCarts } from './cart-expiry';
import { boxOffice, boxOfficeFixtures } from './test-fixtures';

let t: TestContext | undefined;
afterAll(() => t?.close());

/**
 * Every API process sweeps lapsed carts (the job runs once per cart across processes): a cart another
 * process is closing, or a sale is holding, must not stop the sweep of the others.
 */
describe.skipIf(!usesPostgres)('the cart sweeper with several API processes', () => {
  it('closes the other lapsed carts while one is locked elsewhere, and that one once it is free', async () => {
    t = await createTestApp();
    const f = await boxOfficeFixtures(t);
    const bo = boxOffice(t, f);
    const [a, b] = [await bo.cart(), await bo.cart()];
    const level = f.levels['Orchestre/Plein']!;
    expect((await bo.seats(a, f.events.theatre, level, [f.seats.orchestre[0]!])).status).toBe(201);
    expect((await bo.seats(b, f.events.theatre, level, [f.seats.orchestre[1]!])).status).toBe(201);
    // Both lapse in a moment, a first (so a sweep meets it first), once a is locked elsewhere.
    await t.database.db.execute(
      sql`update orders set expires_at = clock_timestamp() + (case when id = ${a} then interval '1500 ms' else interval '1600 ms' end) where id in (${a}, ${b})`,
    );
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from orders where id = $1 for update', [a]);
      await new Promise((r) => setTimeout(r, 1800));
      const status = async (id: string) =>
        (await t!.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
      // The app's own sweeper (every second) and a second process's pass, concurrently.
      const pass = await Promise.race([
        sweepLapsedCarts(t.database.db),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5000)),
      ]);
      expect(pass).toEqual(expect.not.arrayContaining([a]));
      for (let i = 0; i < 30 && (await status(b)) !== 'abandoned'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await status(b)).toBe('abandoned');
      expect(await status(a)).toBe('cart');
      await other.query('rollback');
      for (let i = 0; i < 50 && (await status(a)) !== 'abandoned'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await status(a)).toBe('abandoned');
      const expired = await t.database.db.execute(
        sql`select order_id from order_history where order_id in (${a}, ${b}) and action = 'expired'`,
      );
      expect((expired as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    } finally {
      await other.end();
    }
  });
});
