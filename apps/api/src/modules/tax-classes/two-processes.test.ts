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

async function token(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail('ADMIN'), password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

// Each process keeps the pages of the small catalogue lists: a change made through one must reach the other.
describe.skipIf(!usesPostgres)(
  'catalogue lists cached by two API processes on one PostgreSQL database',
  () => {
    it('shows a tax class created, renamed and deleted through one process on the other within a second', async () => {
      t = await createTestApp();
      const [a, b] = await Promise.all([
        processes.start(t.databaseUrl!, t.jwtSecret),
        processes.start(t.databaseUrl!, t.jwtSecret),
      ]);
      const [onA, onB] = await Promise.all([token(a), token(b)]);
      const names = async () =>
        (await call<{ name: string }[]>(b, onB, 'GET', '/api/tax-classes')).body.data
          .map((c) => c.name)
          .join(', ');
      // Cached by the other process first.
      expect(await names()).toBe('TVA 2,1 %, TVA 5,5 %, TVA 10 %, TVA 20 %');
      expect(await names()).toBe('TVA 2,1 %, TVA 5,5 %, TVA 10 %, TVA 20 %');

      const created = await call(a, onA, 'POST', '/api/tax-classes', {
        name: 'TVA 8 %',
        rateBasisPoints: 800,
      });
      expect(created.status).toBe(201);
      const shown = await within(1000, 'TVA 2,1 %, TVA 5,5 %, TVA 8 %, TVA 10 %, TVA 20 %', names);
      expect(shown.value).toBe('TVA 2,1 %, TVA 5,5 %, TVA 8 %, TVA 10 %, TVA 20 %');
      expect(shown.ms).toBeLessThan(1000);

      await call(a, onA, 'PATCH', `/api/tax-classes/${created.body.data.id}`, { name: 'TVA huit' });
      expect(
        (await within(1000, 'TVA 2,1 %, TVA 5,5 %, TVA huit, TVA 10 %, TVA 20 %', names)).ms,
      ).toBeLessThan(1000);

      await call(a, onA, 'DELETE', `/api/tax-classes/${created.body.data.id}`);
      const gone = await within(1000, 'TVA 2,1 %, TVA 5,5 %, TVA 10 %, TVA 20 %', names);
      expect(gone.value).toBe('TVA 2,1 %, TVA 5,5 %, TVA 10 %, TVA 20 %');
      expect(gone.ms).toBeLessThan(1000);
    }, 120_000);
  },
);
