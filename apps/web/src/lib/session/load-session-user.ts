import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { ApiError, api } from '@/lib/api-client';
import { loadAbility } from '@/lib/ability';
import { sessionStore } from '@/lib/session/session-store';

// The user's rules become a CASL ability as soon as it is set: CASL downloads alongside the request.
const fetchMe = async (): Promise<SessionUser> => {
  const [me] = await Promise.all([api.get<{ data: SessionUser }>('/auth/me'), loadAbility()]);
  return me.data;
};

let early: { token: string; promise: Promise<SessionUser> } | null = null;

/**
 * Starts `GET /auth/me` as the app boots ("session check" start-up feature), while the screen's code is
 * still downloading: the session gate only renders once the lazy route has loaded, and waiting for it
 * before asking for the user cost a few hundred milliseconds on every cold start.
 */
export function preloadSessionUser(): void {
  const { token } = sessionStore.get();
  if (!token) return;
  const promise = fetchMe();
  promise.catch(() => undefined); // its failure is handled when the gate picks it up
  early = { token, promise };
}

/** `GET /auth/me` for the session gate (the dashboard's feature module has its own query). */
export function getMeForSession(): Promise<SessionUser> {
  const preloaded = early;
  early = null;
  // A token that changed meanwhile (login, refresh) asks again: the preloaded answer may be someone else's.
  if (preloaded && preloaded.token === sessionStore.get().token) return preloaded.promise;
  return fetchMe();
}

/** How long a request the browser dropped waits before it counts as a failed load. */
export const DROPPED_REQUEST_GRACE_MS = 300;

// Set when the page is being left: the browser then drops its requests, and that is no failed load.
let pageLeft = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (pageLeft = true));
  window.addEventListener('pageshow', () => (pageLeft = false));
}

/**
 * A failed user load logs out (SPEC section 4). An answer from the server (401 after a failed refresh,
 * 500) does so at once. A request that never got an answer waits a moment first: when the user opens
 * another address while it is in flight, the browser drops it on its way out, and logging out then would
 * revoke the session the next page is about to use.
 */
function failedLoad(error: unknown, onFailure: () => void): Promise<null> {
  const fail = () => {
    console.error('Loading the current user failed', error);
    onFailure();
    return null;
  };
  if (error instanceof ApiError) return Promise.resolve(fail());
  return new Promise((resolve) =>
    setTimeout(() => resolve(pageLeft ? null : fail()), DROPPED_REQUEST_GRACE_MS),
  );
}

let pending: { token: string; promise: Promise<SessionUser | null> } | null = null;

/**
 * The signed-in user for the route guards: loaded once per token however many loaders ask at once.
 * A failed load calls `onFailure` (logout, then login 1 s later, SPEC section 4) and answers null.
 */
export function ensureSessionUser(onFailure: () => void): Promise<SessionUser | null> {
  const { token, user } = sessionStore.get();
  if (!token || user) return Promise.resolve(user);
  if (pending?.token === token) return pending.promise;
  const promise = getMeForSession().then(
    (me) => {
      // A logout may have happened meanwhile (guest-only route): never revive a cleared session.
      if (sessionStore.get().token === token) sessionStore.setUser(me);
      return sessionStore.get().user;
    },
    (error: unknown) => failedLoad(error, onFailure),
  );
  pending = { token, promise };
  void promise.finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}
