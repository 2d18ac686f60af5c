import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';
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
    (error: unknown) => {
      console.error('Loading the current user failed', error);
      onFailure();
      return null;
    },
  );
  pending = { token, promise };
  void promise.finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}
