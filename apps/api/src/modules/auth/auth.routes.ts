import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginResponseSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  requestPasswordSchema,
  resetPasswordSchema,
  sessionUserSchema,
  signupSchema,
  tokenPairSchema,
  undoEmailChangeSchema,
} from '@encore/shared/auth/auth.schema';
import { requireSession } from '../../plugins/auth';
import { toSessionUser, type AuthService } from './auth.service';

const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const data = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** The language of e-mails sent on a request: the browser's, French by default (product.md). */
function requestLanguage(header: string | undefined): 'fr' | 'en' {
  return header?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export const authRoutes =
  ({ service, rateLimitMax }: { service: AuthService; rateLimitMax: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { auth: 'public' as const, rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };
    const tags = ['auth'];

    app.post(
      '/login',
      { config: limited, schema: { tags, body: loginSchema, response: { 200: data(loginResponseSchema) } } },
      async (request) => ({ data: await service.login(request.body.email, request.body.password) }),
    );

    app.post(
      '/signup',
      {
        config: limited,
        schema: { tags, body: signupSchema, response: { 201: data(z.object({ user: sessionUserSchema })) } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: { user: await service.signup(request.body) } }),
    );

    app.post(
      '/refresh',
      { config: limited, schema: { tags, body: refreshSchema, response: { 200: data(tokenPairSchema) } } },
      async (request) => ({ data: await service.refresh(request.body.refreshToken) }),
    );

    app.post(
      '/logout',
      { config: { auth: 'public' }, schema: { tags, body: logoutSchema, response: { 200: ok } } },
      async (request) => {
        const header = request.headers.authorization;
        const accessToken = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
        await service.logout(request.body.refreshToken, accessToken);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/request-password',
      { config: limited, schema: { tags, body: requestPasswordSchema, response: { 200: ok } } },
      async (request) => {
        await service.requestPassword(
          request.body.email,
          requestLanguage(request.headers['accept-language']),
        );
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/undo-email-change',
      { config: limited, schema: { tags, body: undoEmailChangeSchema, response: { 200: ok } } },
      async (request) => {
        const language = requestLanguage(request.headers['accept-language']);
        await service.undoEmailChange(request.body.token, language);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/reset-password',
      { config: limited, schema: { tags, body: resetPasswordSchema, response: { 200: ok } } },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return { data: { ok: true as const } };
      },
    );

    app.get(
      '/me',
      {
        config: { auth: 'authenticated' },
        schema: { tags, security: [{ bearer: [] }], response: { 200: data(sessionUserSchema) } },
      },
      async (request) => {
        const { user, rules } = requireSession(request);
        return { data: toSessionUser(user, rules) };
      },
    );
  };
