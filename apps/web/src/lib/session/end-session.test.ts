import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_REDIRECT_DELAY, leaveSession } from './end-session';
import { sessionStore } from './session-store';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":{"ok":true}}', { status: 200 })),
  );
  sessionStore.setTokens('t', 'r');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
  sessionStore.setLeaving(false);
});

describe('leaveSession (SPEC section 4)', () => {
  it('clears user, token and refresh token at once, then goes to login after 1000 ms', async () => {
    const navigate = vi.fn();
    leaveSession(navigate);
    expect(sessionStore.get()).toMatchObject({ token: null, refreshToken: null, user: null, leaving: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('redirects once when a failed refresh and the failed user load both end the session', () => {
    const navigate = vi.fn();
    leaveSession(navigate);
    leaveSession(navigate);
    vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps guards waiting after navigate resolved: only the login screen ends the wait', async () => {
    // The router resolves navigate() before the lazy login screen is shown; a guard running on the old
    // screen in between would add a redirect query to the login URL.
    leaveSession(async () => undefined);
    await vi.runAllTimersAsync();
    expect(sessionStore.get().leaving).toBe(true);
  });
});
