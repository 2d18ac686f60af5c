import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { sessionStore } from './session/session-store';
import { maxRetryDelayMs, retryDelayMs, writeAttempts } from './write-retry';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const down = (retryAfter?: string) =>
  json(503, { error: { code: 'E00010', message: 'down' } }, retryAfter ? { 'retry-after': retryAfter } : {});

/** A client whose fetch answers `answers` in turn (an Error is thrown as a network failure). */
function client(answers: (Response | Error | DOMException)[]) {
  const sent: { url: string; method: string; key: string | null; auth: string | null }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(url),
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      auth: headers.get('authorization'),
    });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (!(next instanceof Response)) throw next;
    return next;
  });
  const waits: number[] = [];
  const sleep = vi.fn(async (ms: number) => void waits.push(ms));
  const api = createApiClient({ baseUrl: '/api', fetch: fetch as typeof globalThis.fetch, sleep });
  return { api, sent, waits };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});

describe('writes safe to retry (issue 24)', () => {
  it('sends a sale with a key and sends it again with the same key after a 503, waiting its Retry-After', async () => {
    const { api, sent, waits } = client([down('5'), json(200, { data: 'sold' })]);
    await expect(api.post('/orders/1/validate', {}, { idempotent: true })).resolves.toEqual({ data: 'sold' });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(waits).toEqual([5000]);
  });

  it('sends it again after a network error (the answer was lost), and after 502 and 504', async () => {
    const { api, sent, waits } = client([
      new TypeError('Failed to fetch'),
      json(502, {}),
      json(504, {}),
      json(201, { data: 'cart' }),
    ]);
    await expect(api.post('/carts', { salesChannelId: 'c' }, { idempotent: true })).resolves.toEqual({
      data: 'cart',
    });
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('gives up after a bounded number of sends, each wait at most 10 s, with the last answer', async () => {
    const { api, sent, waits } = client(Array.from({ length: writeAttempts }, () => down('3600')));
    await expect(api.delete('/carts/1', { idempotent: true })).rejects.toMatchObject({
      status: 503,
      code: 'E00010',
    });
    expect(sent).toHaveLength(writeAttempts);
    expect(waits).toEqual(Array(writeAttempts - 1).fill(maxRetryDelayMs));
  });

  it('draws one key per user action: two validations send two keys', async () => {
    const { api, sent } = client([json(200, { data: 1 }), json(200, { data: 2 })]);
    await api.post('/orders/1/validate', {}, { idempotent: true });
    await api.post('/orders/2/validate', {}, { idempotent: true });
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });

  it('keeps the key through a token refresh', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, sent } = client([
      json(401, {}),
      json(200, { data: { token: 'new', refreshToken: 'r2' } }),
      json(200, { data: 'ok' }),
    ]);
    await api.patch('/carts/1/items/2', { priceLevelId: 'p' }, { idempotent: true });
    expect(sent.map((s) => [s.url, s.key === sent[0]!.key])).toEqual([
      ['/api/carts/1/items/2', true],
      ['/api/auth/refresh', false],
      ['/api/carts/1/items/2', true],
    ]);
    expect(sent[2]!.auth).toBe('Bearer new');
  });

  it('neither keys nor retries other writes, nor a write whose caller gave up (a door scan after 4 s)', async () => {
    const plain = client([down()]);
    await expect(plain.api.post('/users', {})).rejects.toMatchObject({ status: 503 });
    expect(plain.sent).toEqual([expect.objectContaining({ key: null })]);
    const door = client([new DOMException('timed out', 'TimeoutError')]);
    const signal = AbortSignal.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(door.api.post('/check-ins', {}, { idempotent: true, signal })).rejects.toThrow('timed out');
    expect(door.sent).toHaveLength(1);
  });
});

describe('the wait before a retried write', () => {
  it('follows Retry-After in seconds or as a date, else doubles from 0.5 s, never over 10 s', () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    expect(retryDelayMs(0, '2', now)).toBe(2000);
    expect(retryDelayMs(0, 'Sun, 01 Mar 2026 20:00:04 GMT', now)).toBe(4000);
    expect(retryDelayMs(0, 'Sun, 01 Mar 2026 19:00:00 GMT', now)).toBe(0);
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(n, null))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(retryDelayMs(0, 'soon')).toBe(500);
  });
});
