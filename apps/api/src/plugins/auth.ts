import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  buildAbility,
  type Action,
  type AppAbility,
  type PermissionRule,
  type Subject,
} from '@encore/shared/auth/permissions';
import { interpolateRules } from '@encore/shared/auth/rule-placeholders';
import { ErrorCode } from '@encore/shared/errors';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import type { TokenService } from '../lib/tokens';
import { findUserById, type UserWithRole } from '../modules/users/users.repository';
import { cachedRulesOfRole } from '../modules/roles/rules-cache';

/**
 * What a route needs, declared on every route (`config.auth`): 'public', any signed-in user, or an
 * action on a subject checked against the user's ability. Object-level checks stay in the services.
 */
export type RouteAuth = 'public' | 'authenticated' | { action: Action; subject: Subject };

export interface SessionContext {
  user: UserWithRole;
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
    /** Routes registered without an auth declaration (a test requires this list to be empty). */
    undeclaredRoutes: string[];
    tokens: TokenService;
  }
}

/** The signed-in session of a request on a non-public route. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export async function loadSession(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<SessionContext | null> {
  const header = request.headers.authorization;
  const scopeOf = request.routeOptions.config.queryTokenScope;
  const queryToken = (request.query as { token?: unknown } | undefined)?.token;
  let claims;
  if (header?.startsWith('Bearer ')) claims = await tokens.verifyAccess(header.slice(7).trim());
  else if (scopeOf && typeof queryToken === 'string')
    claims = await tokens.verifyScoped(queryToken, scopeOf(request));
  else return null;
  if (!claims) return null;
  const user = await findUserById(request.server.db, claims.sub);
  if (!user || user.tokenVersion !== claims.ver) return null;
  if (!user.activated) throw new AppError(403, ErrorCode.accountDeactivated);
  const stored = user.roleId ? await cachedRulesOfRole(request.server.db, user.roleId) : [];
  const rules = interpolateRules(stored, user);
  return { user, rules, ability: buildAbility(rules) };
}

export default fp(
  async (app, opts: { tokens: TokenService; publicPluginRoutes: string[] }) => {
    app.decorate('tokens', opts.tokens);
    app.decorate('undeclaredRoutes', [] as string[]);
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
      if (!route.config?.auth) app.undeclaredRoutes.push(`${String(route.method)} ${route.url}`);
    });

    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (!auth || auth === 'public') return;
      request.session = await loadSession(request, opts.tokens);
      if (!request.session) throw unauthenticated();
      if (auth !== 'authenticated' && !request.session.ability.can(auth.action, auth.subject))
        throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
