import crypto from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { journalEntries, journalPending } from '../../db/schema';
import { apiProcesses, callProcess as call } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';

const processes = apiProcesses();
let t: TestContext | undefined;

afterAll(async () => {
  processes.stopAll();
  await t?.close();
});

describe.skipIf(!usesPostgres)('the journal with two API processes on one PostgreSQL database', () => {
  it('chains 1,000 role changes made through both into one gapless, valid chain', async () => {
    t = await createTestApp();
    // Production's nodes share the business's key (required with DATABASE_URL); the test app has its own,
    // so the chain holds entries signed by two keys, each announced.
    process.env.JOURNAL_SIGNING_KEY = crypto.randomBytes(32).toString('hex');
    const servers = await Promise.all([
      processes.start(t.databaseUrl!, t.jwtSecret),
      processes.start(t.databaseUrl!, t.jwtSecret),
    ]);
    delete process.env.JOURNAL_SIGNING_KEY;
    const login = await fetch(`${servers[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoEmail('ADMIN'), password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    // 20 users, each changed 50 times in turn (one change at a time per user), the users at once, each
    // change through the other process than the one before.
    const users = 20;
    const changes = 50;
    const ids = await Promise.all(
      Array.from({ length: users }, async (_, i) => {
        const res = await call(servers[i % 2]!, token, 'POST', '/api/users', {
          email: `journal-${i}@example.com`,
          firstName: 'Journal',
          lastName: `User ${i}`,
          password: 'journal-password',
          role: 'BOX_OFFICE',
          activated: true,
        });
        expect(res.status).toBe(201);
        return res.body.data.id;
      }),
    );
    const statuses: number[] = [];
    await Promise.all(
      ids.map(async (id, i) => {
        for (let n = 0; n < changes; n++) {
          const role = n % 2 === 0 ? 'SHOW_MANAGER' : 'BOX_OFFICE';
          const res = await call(servers[(i + n) % 2]!, token, 'PATCH', `/api/users/${id}`, { role });
          statuses.push(res.status);
        }
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    const verified = await call<{ ok: boolean; entries: number }>(
      servers[1]!,
      token,
      'POST',
      '/api/journal/verify',
    );
    expect(verified.body.data).toMatchObject({ ok: true, firstBrokenSequence: null });
    const db = t.database.db;
    const rows = await db
      .select({ sequence: journalEntries.sequence, type: journalEntries.type, keyId: journalEntries.keyId })
      .from(journalEntries)
      .orderBy(asc(journalEntries.sequence));
    expect(rows.map((r) => Number(r.sequence))).toEqual(rows.map((_, i) => i + 1));
    expect(rows.filter((r) => r.type === 'role_change')).toHaveLength(users + users * changes);
    // Every process started (the test app and the two servers), and every signing key was announced first.
    expect(rows.filter((r) => r.type === 'start').length).toBe(3);
    const announced = new Set(rows.filter((r) => r.type === 'key_rotation').map((r) => r.keyId));
    expect(new Set(rows.map((r) => r.keyId))).toEqual(announced);
    const [left] = await db
      .select({ n: count() })
      .from(journalPending)
      .where(eq(journalPending.type, 'role_change'));
    expect(Number(left!.n)).toBe(0);
  }, 300_000);
});
