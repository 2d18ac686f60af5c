import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import {
  DROPPED_REQUEST_GRACE_MS,
  ensureSessionUser,
  getMeForSession,
  preloadSessionUser,
} from './load-session-user';

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

describe('a failed user load', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('logs out at once when the server answers with an error', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    await expect(ensureSessionUser(onFailure)).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('does not log out when the request was dropped because the user opened another address', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onFailure = vi.fn();
    const loaded = ensureSessionUser(onFailure);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(DROPPED_REQUEST_GRACE_MS);
    await expect(loaded).resolves.toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('logs out after a moment when the server cannot be reached and the page stays', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onFailure = vi.fn();
    const loaded = ensureSessionUser(onFailure);
    await vi.advanceTimersByTimeAsync(DROPPED_REQUEST_GRACE_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
