import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { apiProcesses, callProcess as call } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { auditInventory, randomAdd, seeded } from '../inventory/test-concurrency-audit';
import { openStream } from '../inventory/sse-client';
import { boxOfficeFixtures } from './test-fixtures';

const processes = apiProcesses();
let t: TestContext | undefined;

afterAll(async () => {
  processes.stopAll();
  await t?.close();
});

describe.skipIf(!usesPostgres)('two API processes on one PostgreSQL database', () => {
  it('streams a hold made through one to a seller on the other within a second, and sells every seat once', async () => {
    t = await createTestApp();
    const f = await boxOfficeFixtures(t);
    const [a, b] = await Promise.all([
      processes.start(t.databaseUrl!, t.jwtSecret),
      processes.start(t.databaseUrl!, t.jwtSecret),
    ]);
    const login = await fetch(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmail('BOX_OFFICE'), password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const streamToken = await call(
      b,
      token,
      'POST',
      `/api/events/${f.events.theatre}/availability/stream-token`,
      {},
    );
    const stream = await openStream(
      `${b}/api/events/${f.events.theatre}/availability/stream?token=${streamToken.body.data.token}`,
    );
    await stream.next((m) => m.event === 'ready');
    const cart = (await call(a, token, 'POST', '/api/carts', { salesChannelId: f.channels.web })).body.data
      .id;
    const seat = f.seats.balcon[0]!;
    const started = Date.now();
    const held = await call(a, token, 'POST', `/api/carts/${cart}/items`, {
      eventId: f.events.theatre,
      priceLevelId: f.levels['Balcon/Plein'],
      seatIds: [seat],
    });
    expect(held.status).toBe(201);
    const message = await stream.next(
      (m) => m.event === 'inventory' && (m.data as { seatIds: string[] }).seatIds.includes(seat),
      1000,
    );
    expect(message.at - started).toBeLessThan(1000);
    stream.close();

    // 300 add-to-cart requests from 30 carts, alternately through each process, then every validation.
    const servers = [a, b];
    const carts = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) =>
          (await call(servers[i % 2]!, token, 'POST', '/api/carts', { salesChannelId: f.channels.web })).body
            .data.id,
      ),
    );
    const random = seeded(7);
    const adds = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(servers[i % 2]!, token, 'POST', `/api/carts/${carts[i % 30]}/items`, randomAdd(f, random)),
      ),
    );
    const validations = await Promise.all(
      carts.map((id, i) =>
        call(servers[(i + 1) % 2]!, token, 'POST', `/api/orders/${id}/validate`, {
          customer: { name: 'Two', email: 'two@example.com' },
          paymentMethod: 'card',
        }),
      ),
    );
    expect([...adds, ...validations].filter((r) => r.status >= 500)).toEqual([]);
    expect(adds.filter((r) => r.status === 201).length).toBeGreaterThan(5);
    const audit = await auditInventory(t.database.db, f, 5);
    expect(audit).toMatchObject({ doubleHeldOrSold: 0, doubleSold: 0, quotaOverrun: 0 });
    expect(audit.soldCounter).toBe(audit.soldItems);
  }, 180_000);
});
