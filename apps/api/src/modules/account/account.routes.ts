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
import { readUploadedFile } from '../uploads/uploads.routes';
import type { AccountService } from './account.service';

const user = z.object({ data: userSchema });

/** `/account`: what any signed-in person may do on their own account. */
export const accountRoutes =
  (service: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['account'];
    const security = [{ bearer: [] }];
    const config = { auth: 'authenticated' as const };

    app.get('/', { config, schema: { tags, security, response: { 200: user } } }, async (request) => ({
      data: await service.get(requireSession(request)),
    }));

    app.patch(
      '/',
      { config, schema: { tags, security, body: accountUpdateSchema, response: { 200: user } } },
      async (request) => ({ data: await service.update(requireSession(request), request.body) }),
    );

    app.post(
      '/password',
      {
        config,
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
