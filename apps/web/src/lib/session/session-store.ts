import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@encore/shared/auth/auth.schema';

/**
 * The session: tokens persisted in localStorage under the spec's keys `token` and `refreshToken`, and the
 * loaded user. One small external store so the API client (outside React) and components share it.
 */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** True during the 1 s between a logout and the login screen: guards wait instead of redirecting. */
  leaving: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* private mode: the session lives in memory only */
  }
}

let state: SessionState = {
  token: read('token'),
  refreshToken: read('refreshToken'),
  user: null,
  leaving: false,
};

function set(next: Partial<SessionState>) {
  state = { ...state, ...next };
  if ('token' in next) write('token', state.token);
  if ('refreshToken' in next) write('refreshToken', state.refreshToken);
  for (const listener of listeners) listener();
}

/**
 * Tabs share one session: when another tab rotates the tokens (a refresh, a password change) or logs out,
 * this tab takes the new values instead of presenting a spent refresh token, which the server would treat
 * as theft and answer by revoking the whole session.
 */
function adoptOtherTabTokens(event: StorageEvent) {
  if (event.key !== null && event.key !== 'token' && event.key !== 'refreshToken') return;
  const token = read('token');
  const refreshToken = read('refreshToken');
  if (token === state.token && refreshToken === state.refreshToken) return;
  state = { ...state, token, refreshToken, ...(token ? {} : { user: null }) };
  for (const listener of listeners) listener();
}
if (typeof window !== 'undefined') window.addEventListener('storage', adoptOtherTabTokens);

export const sessionStore = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTokens: (token: string, refreshToken: string) => set({ token, refreshToken }),
  setUser: (user: SessionUser | null) => set({ user }),
  /** Logout, SPEC section 4: clears the user, the token and the refresh token. */
  clear: () => set({ user: null, token: null, refreshToken: null }),
  setLeaving: (leaving: boolean) => set({ leaving }),
  /**
   * After a refused refresh: when another tab has stored newer tokens meanwhile (its storage event not
   * delivered yet), take them and report true so the caller retries instead of logging out.
   */
  adoptNewerStoredTokens(usedRefreshToken: string): boolean {
    const token = read('token');
    const refreshToken = read('refreshToken');
    if (!token || !refreshToken || refreshToken === usedRefreshToken) return false;
    set({ token, refreshToken });
    return true;
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
