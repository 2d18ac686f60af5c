import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { auditInventory, randomAdd, seeded } from './concurrency-audit';
import { openStream } from './sse-client';
import { boxOfficeFixtures } from './test-fixtures';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
let t: TestContext | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

/** A real API process (as `npm start` runs it) on the test's PostgreSQL database. */
async function startServer(databaseUrl: string, jwtSecret: string): Promise<string> {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-two-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DEMO_DATA: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 600 && !output.includes('is running at'); i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `http://127.0.0.1:${port}`;
}

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: { id: string; token: string } } };
}

describe.skipIf(!usesPostgres)('two API processes on one PostgreSQL database', () => {
  it('streams a hold made through one to a seller on the other within a second, and sells every seat once', async () => {
    t = await createTestApp();
    const f = await boxOfficeFixtures(t);
    const [a, b] = await Promise.all([
      startServer(t.databaseUrl!, t.jwtSecret),
      startServer(t.databaseUrl!, t.jwtSecret),
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
