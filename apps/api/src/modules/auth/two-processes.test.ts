import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/seed-demo';
import { apiProcesses, callProcess as call } from '../../test/api-process';
import { createTestApp, usesPostgres, type TestContext } from '../../test/test-app';
import { within } from '../../test/within';

const processes = apiProcesses();
let t: TestContext | undefined;

afterAll(async () => {
  processes.stopAll();
  await t?.close();
});

async function login(base: string, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string; refreshToken: string; user: { id: string } } }).data;
}

// Each process caches the sessions it has checked: a change made through one must still reach the other.
describe.skipIf(!usesPostgres)('sessions cached by two API processes on one PostgreSQL database', () => {
  it('refuses a deactivated user on the other process within a second; a password change signs the other sessions out on both', async () => {
    t = await createTestApp();
    const [a, b] = await Promise.all([
      processes.start(t.databaseUrl!, t.jwtSecret),
      processes.start(t.databaseUrl!, t.jwtSecret),
    ]);
    const admin = await login(a, demoEmail('ADMIN'));
    const here = await login(a, demoEmail('SHOW_MANAGER'));
    const there = await login(b, demoEmail('SHOW_MANAGER'));
    const userId = here.user.id;
    // Both sessions checked (and cached) by both processes.
    for (const base of [a, b])
      for (const session of [here, there])
        expect((await call(base, session.token, 'GET', '/api/auth/me')).status).toBe(200);

    const deactivated = await call(a, admin.token, 'PATCH', `/api/users/${userId}`, { activated: false });
    expect(deactivated.status).toBe(200);
    const refusal = await within(
      1000,
      403,
      async () => (await call(b, there.token, 'GET', '/api/auth/me')).status,
    );
    expect(refusal.value).toBe(403);
    expect(refusal.ms).toBeLessThan(1000);

    await call(a, admin.token, 'PATCH', `/api/users/${userId}`, { activated: true });
    const back = await within(
      1000,
      200,
      async () => (await call(b, there.token, 'GET', '/api/auth/me')).status,
    );
    expect(back.value).toBe(200);

    const changed = await call<{ token: string }>(a, here.token, 'POST', '/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'fresh-pass-2026',
    });
    expect(changed.status).toBe(200);
    for (const base of [a, b]) {
      for (const token of [there.token, here.token]) {
        const signedOut = await within(
          1000,
          401,
          async () => (await call(base, token, 'GET', '/api/auth/me')).status,
        );
        expect(signedOut.value).toBe(401);
        expect(signedOut.ms).toBeLessThan(1000);
      }
      expect((await call(base, changed.body.data.token, 'GET', '/api/auth/me')).status).toBe(200);
    }
  }, 120_000);
});
