import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { bearer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

// Issue 22, points 2 and 8: bodies an anonymous client can send that used to block the event loop (a
// recursive lone-surrogate walk copying its path at every level; zod checking 100,000 ids before `max`).
const t = useTestApp();

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const json = { 'content-type': 'application/json' };

async function post(url: string, payload: string, token?: string) {
  const headers = token ? { ...json, ...bearer(token) } : json;
  return { res: await t.app.inject({ method: 'POST', url, headers, payload }) };
}

describe('hostile JSON bodies', () => {
  it('refuses 7,000 and 400,000 nested arrays on a public route at once, with a clear 400', async () => {
    for (const body of [nested(7000), nested(400_000)]) {
      const { res } = await post('/api/auth/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'E00002',
        message: 'The data is nested more than 64 levels deep',
        details: [{ path: '', code: 'common.nestedTooDeep', params: { max: 64 } }],
      });
    }
  });

  it('refuses them on signed-in routes too', async () => {
    const { token } = await t.login('ADMIN');
    for (const url of ['/api/artists', `/api/carts/${randomUUID()}/items`])
      for (const body of [nested(7000), `{"a":${nested(400_000)}}`]) {
        const { res } = await post(url, body, token);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.details[0].code).toBe('common.nestedTooDeep');
      }
  });

  it('lets 64 levels through to the schema and refuses 65', async () => {
    const deep = (levels: number) => `{"email":${nested(levels - 1)}}`;
    const ok = await post('/api/auth/signup', deep(64));
    expect(ok.res.statusCode).toBe(400);
    expect(ok.res.json().error.details[0].code).not.toBe('common.nestedTooDeep');
    const refused = await post('/api/auth/signup', deep(65));
    expect(refused.res.json().error.details[0].code).toBe('common.nestedTooDeep');
    // Brackets inside strings are text, not nesting.
    const text = await post('/api/auth/signup', JSON.stringify({ firstName: nested(500) }));
    expect(text.res.json().error.details[0].code).not.toBe('common.nestedTooDeep');
  });

  it('refuses 100,000 seat ids while parsing, before the schema walks them', async () => {
    const { token } = await t.login('BOX_OFFICE');
    const seatIds = Array.from({ length: 100_000 }, (_, i) => `s${i}`);
    const body = JSON.stringify({ eventId: randomUUID(), priceLevelId: randomUUID(), seatIds });
    const { res } = await post(`/api/carts/${randomUUID()}/items`, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: '', code: 'common.tooMany', params: { max: 10_000 }, message: 'At most 10000 items' },
    ]);
  });

  it('still names the field of a lone surrogate, however deep', async () => {
    let body = '"x\\ud800"';
    for (let level = 0; level < 30; level++) body = `{"k${level}":[${body}]}`;
    const { res } = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(400);
    const path = res.json().error.details[0].path as string;
    expect(path.split('.')).toHaveLength(60);
    expect(path.startsWith('k29.0.k28.0.')).toBe(true);
  });

  it('keeps /api/ping fast while such bodies arrive', async () => {
    const { token } = await t.login('ADMIN');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const hostile = [
      ...Array.from({ length: 10 }, () => post('/api/auth/signup', nested(7000))),
      post('/api/auth/signup', nested(400_000)),
      post('/api/artists', nested(400_000), token),
    ];
    const pings = Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/ping' }));
    const answers = await Promise.all([...hostile, ...pings.map(async (p) => ({ res: await p }))]);
    delay.disable();
    expect(answers.map((a) => a.res.statusCode)).toEqual([...Array(12).fill(400), ...Array(20).fill(200)]);
    // The loop was never held longer than a busy machine's scheduling hiccup (it was 0.7 s per 14 KB body).
    expect(delay.max / 1e6).toBeLessThan(300);
  });
});
