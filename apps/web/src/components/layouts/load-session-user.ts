import type { SessionUser } from '@encore/shared/auth/auth.schema';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';

const fetchMe = async (): Promise<SessionUser> => (await api.get<{ data: SessionUser }>('/auth/me')).data;

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
