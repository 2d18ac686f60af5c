import { api } from '@/lib/api-client';
import { sessionStore } from './session-store';

/** The spec's delays: after logout, and after a failed user load, login comes 1000 ms later. */
export const LOGOUT_REDIRECT_DELAY = 1000;

/**
 * Logout (SPEC section 4): clears user, token and refresh token at once, and asks the server to revoke
 * the refresh-token family (without waiting for it).
 */
export function endSession(): void {
  const { refreshToken } = sessionStore.get();
  sessionStore.clear();
  if (refreshToken) void api.post('/auth/logout', { refreshToken }).catch(() => undefined);
}

/** Ends the session and goes to the login screen 1000 ms later; guards wait meanwhile. */
export function leaveSession(navigate: (to: string) => void | Promise<void>): void {
  // A failed refresh and the failed user load it causes both land here: one redirect is enough.
  if (sessionStore.get().leaving) return;
  sessionStore.setLeaving(true);
  endSession();
  // `leaving` stays set until a guest-only screen is shown (RootLayout clears it there): the router
  // resolves navigate() before the lazy login screen lands, and the protected screen still on display
  // must keep waiting, or its guard would send the user to login a second time with a redirect query.
  setTimeout(() => void navigate('/auth/login'), LOGOUT_REDIRECT_DELAY);
}
