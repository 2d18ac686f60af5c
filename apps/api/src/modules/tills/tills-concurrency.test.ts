import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPayments, tills } from '../../db/schema';
import { usesPostgres } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { secondSeller } from '../sales/second-seller';
import { orderFixtures, type OrderFixtures } from '../sales/test-orders';
import { tillSessionsFor } from './index';

const t = useTestApp();

/**
 * One open session per till and per seller whatever the timing (the unique indexes decide, not a read
 * first), and a closing that counts every payment of its session: simultaneous requests on PostgreSQL's
 * many connections (PGlite runs them one after another: the same answers).
 */
describe('tills under concurrency', () => {
  let o: OrderFixtures;
  beforeAll(async () => {
    o = await orderFixtures(t);
  });
  const newTill = async (name: string) => {
    const [row] = await t.database.db.insert(tills).values({ name }).returning({ id: tills.id });
    return row!.id;
  };

  it('eight sellers opening one till at once: one 201, seven 409 E04011', async () => {
    const tillId = await newTill('Concurrent till');
    const sellers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => secondSeller(t, `till-race-${i}@encore.test`)),
    );
    const answers = await Promise.all(
      sellers.map((s) => s.api.post(`/api/tills/${tillId}/sessions`, { openingFloat: { '1000': 1 } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array(7).fill('E04011'),
    );
    // Close it for the next test's sellers.
    const winner = sellers[answers.findIndex((a) => a.status === 201)]!;
    const id = answers.find((a) => a.status === 201)!.body.data.id as string;
    expect((await winner.api.post(`/api/till-sessions/${id}/close`, { cash: { '1000': 1 } })).status).toBe(
      200,
    );
  });

  it('one seller opening eight tills at once: one 201, seven 409 E04012', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => newTill(`Race till ${i}`)));
    const seller = await secondSeller(t, 'till-race-one@encore.test');
    const answers = await Promise.all(
      ids.map((id) => seller.api.post(`/api/tills/${id}/sessions`, { openingFloat: {} })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array(7).fill('E04012'),
    );
  });

  it('a closing waits for a payment taking its session, counts it, and no payment joins it after', async () => {
    const seller = await secondSeller(t, 'till-close-race@encore.test');
    const tillId = await newTill('Closing race till');
    const opened = await seller.api.post(`/api/tills/${tillId}/sessions`, { openingFloat: { '1000': 2 } });
    const sessionId = opened.body.data.id as string;
    const orderId = await o.write({ items: [o.item(o.own.eventId, 0, o.seat(4, 0, 0))] });
    const db = t.database.db;
    const lookup = tillSessionsFor(db);
    let closing: Promise<{ status: number; body: { data: { expected: { cash: number } } } }> | undefined;
    await db.transaction(async (tx) => {
      expect(await lookup.sessionFor(tx, seller.id, { cash: true })).toBe(sessionId);
      await tx
        .insert(orderPayments)
        .values({ orderId, method: 'cash', amountCents: 4500, tillSessionId: sessionId });
      if (!usesPostgres) return;
      // The closing starts while this payment is not committed: it must wait for it (the session's row).
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = result.rows[0]!.pid;
      closing = seller.api.post(`/api/till-sessions/${sessionId}/close`, { cash: {} });
      for (;;) {
        const { rows } = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    closing ??= seller.api.post(`/api/till-sessions/${sessionId}/close`, { cash: {} });
    const closed = await closing;
    expect(closed.status).toBe(200);
    expect(closed.body.data.expected.cash).toBe(2000 + 4500);
    // After the closing, cash finds no session: 409 E04001.
    await expect(
      db.transaction((tx) => lookup.sessionFor(tx, seller.id, { cash: true })),
    ).rejects.toMatchObject({
      code: 'E04001',
    });
  });
});
