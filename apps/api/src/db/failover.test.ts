import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, usesPostgres, type TestContext } from '../test/test-app';
import { boxOffice, boxOfficeFixtures, type BoxOfficeFixtures } from '../modules/sales/test-fixtures';

/**
 * What an API process meets in a failover, played on the test database without a cluster: its connections
 * cut (pg_terminate_backend, as a dying primary does), then a server that takes no write (the demoted
 * primary a proxy still sends to: 25006). It answers 503 with Retry-After, never 500, and recovers without
 * a restart; its LISTEN connections come back and tell their streams to resynchronise.
 */
describe.skipIf(!usesPostgres)('an API process through a failover', () => {
  let t: TestContext;
  let f: BoxOfficeFixtures;
  let admin: pg.Client;
  let database: string;
  let base: string;
  let bo: ReturnType<typeof boxOffice>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await boxOfficeFixtures(t);
    bo = boxOffice(t, f);
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    database = (await admin.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await newCart()).status).toBe(201); // signed in before any cut
  });
  afterAll(async () => {
    await admin.query(`alter database "${database}" reset default_transaction_read_only`);
    await admin.end();
    await t.close();
  });

  /** Ends every connection of the app to its database (pools and LISTENs); the count ended. */
  const cutConnections = async (which = "query not like 'listen %'") => {
    const res = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ${which}`,
      [database],
    );
    return res.rowCount ?? 0;
  };
  const newCart = () => bo.api.post('/api/carts', { salesChannelId: f.channels.boxOffice });

  it('answers 201 or 503 with Retry-After while its connections are cut, then 201 without a restart', async () => {
    for (let round = 0; round < 2; round++) {
      await Promise.all([...Array.from({ length: 10 }, () => newCart()), cutConnections()]).then((all) =>
        all.slice(0, -1).forEach((res) => {
          const { status, headers } = res as Awaited<ReturnType<typeof newCart>>;
          expect([201, 503]).toContain(status);
          if (status === 503) expect(headers['retry-after']).toBeDefined();
        }),
      );
    }
    expect((await newCart()).status).toBe(201);
  });

  it('answers 503, not 500, when its writes reach a server that takes none, and drops those connections', async () => {
    await admin.query(`alter database "${database}" set default_transaction_read_only = on`);
    await cutConnections();
    const refused = await newCart();
    expect({ status: refused.status, retryAfter: refused.headers['retry-after'] }).toEqual({
      status: 503,
      retryAfter: expect.any(String),
    });
    // The new primary: writes pass again. A connection that met the standby was not kept in the pool.
    await admin.query(`alter database "${database}" reset default_transaction_read_only`);
    for (let i = 0; i < 12; i++) expect((await newCart()).status).toBe(201);
  });

  it('ends its availability streams once the LISTEN connection is back, so the clients refetch', async () => {
    const token = (await bo.api.post(`/api/events/${f.events.theatre}/availability/stream-token`, {})).body
      .data.token;
    const res = await fetch(`${base}/api/events/${f.events.theatre}/availability/stream?token=${token}`);
    expect(res.status).toBe(200);
    const ended = (async () => {
      const reader = res.body!.getReader();
      while (!(await reader.read()).done);
    })();
    // Notifications missed while it was down: the stream must not stay open as if nothing had happened.
    expect(await cutConnections("query like 'listen %'")).toBeGreaterThan(0);
    const outcome = await Promise.race([
      ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 6000)),
    ]);
    expect(outcome).toBe('ended');
    // LISTEN is back: a new stream hears the next hold.
    const again = await fetch(`${base}/api/events/${f.events.theatre}/availability/stream?token=${token}`);
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });
});
