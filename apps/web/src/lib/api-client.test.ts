import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import { sessionStore } from './session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(responses: Response[], onSessionExpired = vi.fn()) {
  const calls: {
    url: string;
    method: string;
    auth: string | null;
    type: string | null;
    body: BodyInit | null | undefined;
  }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      auth: new Headers(init?.headers).get('authorization'),
      type: new Headers(init?.headers).get('content-type'),
      body: init?.body,
    });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  return {
    api: createApiClient({ baseUrl: '/api', fetch: fetch as typeof globalThis.fetch, onSessionExpired }),
    calls,
    onSessionExpired,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
});

describe('API client (SPEC section 7)', () => {
  it('adds the bearer token when one exists', async () => {
    sessionStore.setTokens('abc', 'r1');
    const { api, calls } = client([json(200, { data: 1 })]);
    await api.get('/x');
    expect(calls[0]).toMatchObject({ url: '/api/x', auth: 'Bearer abc' });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { api, calls } = client([json(status, {}), json(200, { data: 'ok' })]);
    await expect(api.get('/x')).resolves.toEqual({ data: 'ok' });
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const { api, calls } = client([json(503, {}), json(503, { error: { code: 'E00001', message: 'down' } })]);
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it('never retries a write', async () => {
    const { api, calls } = client([json(503, { error: { code: 'E00001', message: 'down' } })]);
    await expect(api.post('/x', { a: 1 })).rejects.toMatchObject({ status: 503, code: 'E00001' });
    expect(calls).toHaveLength(1);
  });

  it('refreshes once on 401 and retries the call with the new token', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, calls } = client([
      json(401, { error: { code: 'E01001', message: 'x' } }),
      json(200, { data: { token: 'new', refreshToken: 'r2' } }),
      json(200, { data: 'ok' }),
    ]);
    await expect(api.get('/x')).resolves.toEqual({ data: 'ok' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
    expect(calls[2]!.auth).toBe('Bearer new');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, calls } = client([
      json(401, {}),
      json(401, {}),
      json(200, { data: { token: 'new', refreshToken: 'r2' } }),
      json(200, { data: 1 }),
      json(200, { data: 2 }),
    ]);
    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, onSessionExpired } = client([
      json(401, {}),
      json(401, { error: { code: 'E01006', message: 'x' } }),
    ]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('keeps the session when the refresh cannot reach the server (a failover’s 503, no network)', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, onSessionExpired } = client([
      json(401, {}),
      json(503, { error: { code: 'E00010', message: 'Database unavailable' } }),
    ]);
    await expect(api.get('/x')).rejects.toMatchObject({ status: 503 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.get()).toMatchObject({ token: 'old', refreshToken: 'r1' });

    const dropped = client([json(401, {})]);
    await expect(dropped.api.get('/x')).rejects.toThrow('no more responses');
    expect(dropped.onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.get()).toMatchObject({ token: 'old', refreshToken: 'r1' });
  });

  it('takes the tokens another tab stored instead of logging out when its refresh token was spent', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, calls, onSessionExpired } = client([
      json(401, {}),
      json(401, { error: { code: 'E01006', message: 'x' } }),
      json(200, { data: 'ok' }),
    ]);
    // Another tab changed the password (or refreshed) and stored its new tokens.
    localStorage.setItem('token', 'other-tab');
    localStorage.setItem('refreshToken', 'r-other');
    await expect(api.get('/x')).resolves.toEqual({ data: 'ok' });
    expect(calls[2]).toMatchObject({ url: '/api/x', auth: 'Bearer other-tab' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('files and other non-JSON bodies go through the same client (item 4 of issue 9)', () => {
  it('sends a file as the raw body with its content type and the bearer token', async () => {
    sessionStore.setTokens('abc', 'r1');
    const { api, calls } = client([json(200, { data: { revision: 2 } })]);
    const file = new File(['row,seat'], 'plan.csv', { type: 'text/csv' });
    await expect(api.post('/rooms/1/seat-map/import', file)).resolves.toEqual({ data: { revision: 2 } });
    expect(calls[0]).toMatchObject({ method: 'POST', auth: 'Bearer abc', type: 'text/csv', body: file });
  });

  it('lets the caller name the content type of a raw body', async () => {
    const { api, calls } = client([json(200, { data: {} })]);
    await api.put('/rooms/1/background', new Blob(['<svg/>']), { contentType: 'image/svg+xml' });
    expect(calls[0]).toMatchObject({ method: 'PUT', type: 'image/svg+xml' });
  });

  it('leaves the multipart content type of an upload to the browser', async () => {
    const { api, calls } = client([json(200, { data: { id: 'u1' } })]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.post('/uploads', form);
    expect(calls[0]!.type).toBeNull();
    expect(calls[0]!.body).toBe(form);
  });

  it('answers a download as a blob, retried once like any GET', async () => {
    const svg = new Response('<svg/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } });
    const { api, calls } = client([json(503, {}), svg]);
    const blob = await api.blob('/rooms/1/background.svg');
    expect(await blob.text()).toBe('<svg/>');
    expect(calls).toHaveLength(2);
  });

  it('refreshes the token on a 401 and sends the same file again, without asking for /auth/me', async () => {
    sessionStore.setTokens('old', 'r1');
    const { api, calls } = client([
      json(401, {}),
      json(200, { data: { token: 'new', refreshToken: 'r2' } }),
      json(200, { data: {} }),
    ]);
    const file = new File(['<svg/>'], 'bg.svg', { type: 'image/svg+xml' });
    await api.put('/rooms/1/background', file);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/rooms/1/background',
      '/api/auth/refresh',
      '/api/rooms/1/background',
    ]);
    expect(calls[2]).toMatchObject({ auth: 'Bearer new', body: file, type: 'image/svg+xml' });
  });

  it('turns a failed download into an ApiError with the server code', async () => {
    const { api } = client([json(404, { error: { code: 'E00004', message: 'Room has no background' } })]);
    await expect(api.blob('/rooms/1/background.svg')).rejects.toMatchObject({
      status: 404,
      code: 'E00004',
      message: 'Room has no background',
    });
  });
});

describe('session shared between tabs', () => {
  it('adopts the tokens another tab writes, and the logout another tab does', () => {
    sessionStore.setTokens('mine', 'r1');
    localStorage.setItem('token', 'theirs');
    localStorage.setItem('refreshToken', 'r2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
    expect(sessionStore.get()).toMatchObject({ token: 'theirs', refreshToken: 'r2' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.get()).toMatchObject({ token: null, refreshToken: null, user: null });
  });
});
