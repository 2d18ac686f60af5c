import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { buildAbility, type AppAbility, type PermissionRule } from '@encore/shared/auth/permissions';
import { interpolateRules } from '@encore/shared/auth/rule-placeholders';
import { ErrorCode } from '@encore/shared/errors';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { UserWithRole } from '../modules/users/users.repository';
import { declarationProblem, isKnownDeclaration, type RouteAuth } from './route-auth';
import type { AccessClaims, TokenService } from '../lib/tokens';
import type { SessionCache } from '../lib/session-cache';

/** How a session is loaded, given by the composition root (the plugin imports no module). */
export interface SessionLookup {
  userById(id: string): Promise<UserWithRole | undefined>;
  /** The stored rules of a role, placeholders unfilled. */
  rulesOfRole(roleId: string): Promise<PermissionRule[]>;
  /** Is the session an access token names still open (not signed out, not revoked)? */
  sessionOpen(userId: string, sessionId: string): Promise<boolean>;
  /** Sessions already checked, dropped on every change the database notifies (lib/session-cache.ts). */
  cache?: SessionCache<SessionContext>;
}

export interface SessionContext {
  user: UserWithRole;
  /** The session (refresh-token family) the token names: tokens signed for it die with it. */
  sessionId: string;
  rules: PermissionRule[];
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * Routes EventSource opens (it cannot send headers): without an Authorization header, `?token=` is
     * accepted when it is a scoped token for `queryTokenScope(request)` (lib/tokens.ts `signScoped`).
     */
    queryTokenScope?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** How long past its 60 s a stream token still reopens its stream on a reconnection (Last-Event-ID). */
export const streamReconnectGraceSeconds = 10 * 60;

/** The signed-in session of a request on a non-public route. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export async function loadSession(
  request: FastifyRequest,
  tokens: TokenService,
  lookup: SessionLookup,
): Promise<SessionContext | null> {
  const header = request.headers.authorization;
  const scopeOf = request.routeOptions.config.queryTokenScope;
  const queryToken = (request.query as { token?: unknown } | undefined)?.token;
  let claims: AccessClaims | null;
  if (header?.startsWith('Bearer ')) claims = await tokens.verifyAccess(header.slice(7).trim());
  else if (scopeOf && typeof queryToken === 'string') {
    // An EventSource reconnecting by itself (it sends Last-Event-ID) keeps the address it was opened with:
    // its token may have expired meanwhile. It is let back in for a while, the session still checked below.
    const grace = request.headers['last-event-id'] ? streamReconnectGraceSeconds : 0;
    claims = await tokens.verifyScoped(queryToken, scopeOf(request), grace);
  } else return null;
  if (!claims) return null;
  const key = `${claims.sub}:${claims.ver}:${claims.sid}`;
  const hit = lookup.cache?.get(key);
  if (hit) return hit;
  const startedAt = lookup.cache?.begin() ?? 0;
  const user = await lookup.userById(claims.sub);
  if (!user || user.tokenVersion !== claims.ver) return null;
  // Access and scoped tokens alike name a session, which must still be open (signed out: ended).
  if (!(await lookup.sessionOpen(user.id, claims.sid))) return null;
  if (!user.activated) throw new AppError(403, ErrorCode.accountDeactivated);
  const stored = user.roleId ? await lookup.rulesOfRole(user.roleId) : [];
  const rules = interpolateRules(stored, user);
  const session = { user, sessionId: claims.sid, rules, ability: buildAbility(rules) };
  lookup.cache?.set(key, [user.id, claims.sid], session, startedAt);
  return session;
}

export default fp(
  async (app, opts: { tokens: TokenService; lookup: SessionLookup; publicPluginRoutes: string[] }) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('session', null);

    app.addHook('onRoute', (route) => {
      // Routes added by third-party plugins (API reference, static files) are public by design.
      if (
        !route.config?.auth &&
        opts.publicPluginRoutes.some((p) => route.url === p || route.url.startsWith(`${p}/`))
      ) {
        route.config = { ...route.config, auth: 'public' };
      }
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
      // A route without a valid declaration stops the server at boot rather than run unguarded.
      const problem = declarationProblem(String(route.method), route.url, route.config?.auth);
      if (problem) throw new Error(problem);
    });

    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      // Only Fastify's not-found handler has no declaration: every route was checked at registration.
      if (!auth || auth === 'public') return;
      if (!isKnownDeclaration(auth)) throw forbidden();
      request.session = await loadSession(request, opts.tokens, opts.lookup);
      if (!request.session) throw unauthenticated();
      if (auth !== 'authenticated' && !request.session.ability.can(auth.action, auth.subject))
        throw forbidden();
    });
  },
  { name: 'auth' },
);
