import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { rawRequests } from './rooms.test-helper';

const t = useTestApp();
const raw = rawRequests(t);
let roomId: string;
beforeAll(async () => {
  const room = await raw('SHOW_MANAGER', 'POST', '/api/rooms', { body: { name: 'Zénith', kind: 'placed' } });
  roomId = room.json().data.id;
});

const open = '<svg xmlns="http://www.w3.org/2000/svg">';
const upload = (body: string) =>
  raw('SHOW_MANAGER', 'PUT', `/api/rooms/${roomId}/background`, {
    body,
    headers: { 'content-type': 'image/svg+xml' },
  });

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>) {
  const started = performance.now();
  let last = started;
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    stall = Math.max(stall, performance.now() - last);
    return { result, stall, elapsed: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('room background: bodies built to exhaust the parser', () => {
  // Parsing used to be quadratic in the depth: 20,000 nested groups took 3.7 s, 80,000 took 200 s.
  it.each([20_000, 50_000, 80_000])(
    'refuses %i nested groups with 400 in under a second, the health check still answering',
    async (n) => {
      const body = `${open}${'<g>'.repeat(n)}${'</g>'.repeat(n)}</svg>`;
      const started = performance.now();
      const [res, health] = await Promise.all([upload(body), t.app.inject('/api/health')]);
      const elapsed = performance.now() - started;
      expect(res.status).toBe(400);
      expect(res.json().error.details).toEqual([
        { path: 'file', message: 'Elements are nested more than 128 deep' },
      ]);
      expect(health.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(1000);
    },
  );

  it('refuses a flood of elements during the parse', async () => {
    const res = await upload(`${open}${'<g/>'.repeat(50_001)}</svg>`);
    expect(res.status).toBe(400);
    expect(res.json().error.details[0].message).toBe('More than 50000 elements');
  });

  it('sanitises a large, legitimate plan without holding other requests', async () => {
    const rect = '<rect x="10" y="20" width="30" height="40" fill="#abcdef"/>';
    const body = `${open}${rect.repeat(30_000)}</svg>`; // 1.7 MB, under the 2 MiB limit
    const { result, stall, elapsed } = await longestStall(() => upload(body));
    expect(result.status).toBe(200);
    // Sanitising the whole file takes several hundred ms (more on a busy machine): it is parsed in
    // slices, so no single stretch holds the event loop for a large share of it (in one go: over 60 %).
    expect(stall).toBeLessThan(elapsed / 3);
  });
});
