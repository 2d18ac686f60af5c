import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { getMeForSession, preloadSessionUser } from './load-session-user';

const me = (name: string) =>
  new Response(JSON.stringify({ data: { firstName: name } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => me('Antoine'));
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.setTokens('t1', 'r1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('loading the session user', () => {
  it('uses the request started at boot instead of asking twice', async () => {
    preloadSessionUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getMeForSession()).resolves.toMatchObject({ firstName: 'Antoine' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Used once: a later load (after a login) asks the server again.
    await getMeForSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the token changed since boot', async () => {
    preloadSessionUser();
    sessionStore.setTokens('t2', 'r2');
    fetchMock.mockImplementation(async () => me('Camille'));
    await expect(getMeForSession()).resolves.toMatchObject({ firstName: 'Camille' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing without a token', () => {
    sessionStore.clear();
    preloadSessionUser();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
