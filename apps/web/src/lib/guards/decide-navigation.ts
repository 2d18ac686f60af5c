import type { RouteMeta } from '@encore/shared/routes';
import { parseRequiredRoles } from '@encore/shared/routes';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { SessionUser } from '@encore/shared/auth/auth.schema';

export type NavigationDecision =
  { kind: 'allow' } | { kind: 'wait' } | { kind: 'logout' } | { kind: 'redirect'; to: string };

export interface NavigationInput {
  meta: RouteMeta;
  /** The full path the user asked for: pathname + search + hash. */
  fullPath: string;
  hasToken: boolean;
  user: SessionUser | null;
  ability: AppAbility;
  /** Between a logout and the login screen (1 s): protected screens wait rather than redirect. */
  leaving?: boolean;
}

/** Login, carrying the full path the user wanted; the dashboard is where login leads anyway. */
export const loginPath = (redirect?: string) =>
  redirect && redirect !== '/' ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login';

/**
 * The route guards of SPEC sections 4 and 6, as one pure decision:
 * guest-only route with a token -> log out; auth route without token -> login with the full path;
 * token but user not loaded yet -> wait; requireRole not matched -> unauthorized screen;
 * subject/action not allowed -> /not-authorized.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { meta, fullPath, hasToken, user, ability, leaving } = input;
  if (meta.requiresGuest) return hasToken ? { kind: 'logout' } : { kind: 'allow' };
  if (!meta.requiresAuth) return { kind: 'allow' };
  if (leaving) return { kind: 'wait' };
  if (!hasToken) return { kind: 'redirect', to: loginPath(fullPath) };
  if (!user) return { kind: 'wait' };
  const roles = parseRequiredRoles(meta.requireRole);
  if (roles.length && !roles.some((role) => role === user.role?.name)) {
    return { kind: 'redirect', to: '/auth/unauthorized' };
  }
  if (meta.subject && !ability.can(meta.action ?? 'view', meta.subject)) {
    return { kind: 'redirect', to: '/not-authorized' };
  }
  return { kind: 'allow' };
}

/** Where to go after login: the redirect query when it is a path of this site, else the dashboard. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\'))
    return '/';
  return redirect;
}
