import { actions, subjects, type Action, type Subject } from '@encore/shared/auth/permissions';

/**
 * What a route needs, declared on every route (`config.auth`): 'public', any signed-in user, or an
 * action on a subject checked against the user's ability. Object-level checks stay in the services.
 */
export type RouteAuth = 'public' | 'authenticated' | { action: Action; subject: Subject };

/**
 * The only routes that may ask for a session alone: the signed-in user's own account and its session.
 * Everything else names the action and subject it needs.
 */
const sessionOnlyRoutes = [/^\/api\/account(\/|$)/, /^\/api\/auth\/(me|logout)$/];

/** A declaration this plugin knows how to check; anything else is denied (fail closed). */
export function isKnownDeclaration(auth: unknown): auth is RouteAuth {
  if (auth === 'public' || auth === 'authenticated') return true;
  if (!auth || typeof auth !== 'object') return false;
  const { action, subject } = auth as Record<string, unknown>;
  return (
    (actions as readonly unknown[]).includes(action) && (subjects as readonly unknown[]).includes(subject)
  );
}

/** Why a route's declaration is refused at registration, or undefined when it is fine. */
export function declarationProblem(method: string, url: string, auth: unknown): string | undefined {
  const route = `${method} ${url}`;
  if (auth === undefined) return `${route} declares no auth (config.auth: 'public' or { action, subject })`;
  if (!isKnownDeclaration(auth)) return `${route} declares an unknown auth: ${JSON.stringify(auth)}`;
  if (auth === 'authenticated' && !sessionOnlyRoutes.some((pattern) => pattern.test(url)))
    return `${route} may not declare 'authenticated' (own account routes only): name { action, subject }`;
  return undefined;
}
