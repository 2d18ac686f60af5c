import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { boxOffice, boxOfficeFixtures, soldCount, type BoxOfficeFixtures } from '../sales/test-fixtures';

/**
 * One hot event must sell in parallel: no sale may wait for a lock on the event's own row. A sale used to
 * add its seats to `events.sold`, keeping that row locked until its commit, and every other sale of the
 * event queued behind it. Here another session holds the row locked as such a sale did (FOR NO KEY UPDATE,
 * what an UPDATE of `sold` takes) while a seller holds seats and sells them; a watcher sees whether any
 * statement of the app waits for that session (then it lets go, so the test ends either way).
 */
describe.skipIf(!usesPostgres)('selling without an event-wide lock (PostgreSQL)', () => {
  let t: TestContext;
  let f: BoxOfficeFixtures;
  let b: ReturnType<typeof boxOffice>;
  let other: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    f = await boxOfficeFixtures(t);
    b = boxOffice(t, f);
    other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  /** Runs `action` while `other` holds the event's row locked; says whether the app waited for it. */
  async function whileEventRowLocked<T>(eventId: string, action: () => Promise<T>) {
    await other.query('begin');
    await other.query('select id from events where id = $1 for no key update', [eventId]);
    const { pid } = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    const watcher = new pg.Client({ connectionString: t.databaseUrl });
    await watcher.connect();
    let waited = false;
    let done = false;
    const watch = (async () => {
      while (!done && !waited) {
        const { rows } = await watcher.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [pid],
        );
        if (rows[0]!.n > 0) {
          waited = true;
          await other.query('rollback');
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      return { result: await action(), waited: () => waited };
    } finally {
      done = true;
      await watch;
      await watcher.end();
      if (!waited) await other.query('rollback');
    }
  }

  it("holds and sells seats while another session keeps the event's row locked", async () => {
    const sold = () => soldCount(t.database.db, f.events.theatre);
    const before = await sold();
    const seats = [f.seats.balcon[20]!, f.seats.balcon[21]!];
    const { result, waited } = await whileEventRowLocked(f.events.theatre, async () => {
      const cart = await b.cart();
      const held = await b.seats(cart, f.events.theatre, f.levels['Balcon/Plein']!, seats);
      return { held, sale: await b.validate(cart) };
    });
    expect(waited()).toBe(false);
    expect(result.held.status).toBe(201);
    expect(result.sale.status).toBe(200);
    expect(result.sale.body.data.status).toBe('confirmed');
    expect(await sold()).toBe(before + 2);
  });
});
