import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountUpdateSchema,
  changePasswordSchema,
  pictureKinds,
} from '@encore/shared/account/account.schema';
import { tokenPairSchema } from '@encore/shared/auth/auth.schema';
import { userSchema } from '@encore/shared/users/user.schema';
import { requireSession } from '../../plugins/auth';
import { readUploadedFile } from '../uploads';
import type { AccountService } from './account.service';

const user = z.object({ data: userSchema });

/** `/account`: what any signed-in person may do on their own account. */
/** The language of e-mails sent on a request: the browser's, French by default (product.md). */
const requestLanguage = (header: string | undefined) =>
  header?.toLowerCase().startsWith('en') ? ('en' as const) : ('fr' as const);

export const accountRoutes =
  (service: AccountService, rateLimitMax: number): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['account'];
    const security = [{ bearer: [] }];
    const config = { auth: 'authenticated' as const };
    // These check the current password: limited like login, so a stolen token cannot guess it.
    const limited = { ...config, rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };

    app.get('/', { config, schema: { tags, security, response: { 200: user } } }, async (request) => ({
      data: await service.get(requireSession(request)),
    }));

    app.patch(
      '/',
      { config: limited, schema: { tags, security, body: accountUpdateSchema, response: { 200: user } } },
      async (request) => ({
        data: await service.update(
          requireSession(request),
          request.body,
          requestLanguage(request.headers['accept-language']),
        ),
      }),
    );

    app.post(
      '/password',
      {
        config: limited,
        schema: {
          tags,
          security,
          body: changePasswordSchema,
          response: { 200: z.object({ data: tokenPairSchema }) },
        },
      },
      async (request) => ({
        data: await service.changePassword(
          requireSession(request),
          request.body.currentPassword,
          request.body.newPassword,
        ),
      }),
    );

    app.put(
      '/pictures/:kind',
      {
        config,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          params: z.object({ kind: z.enum(pictureKinds) }),
          response: { 200: user },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const bytes = await readUploadedFile(request);
        return { data: await service.setPicture(session, request.params.kind, bytes) };
      },
    );
  };
