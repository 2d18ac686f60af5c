import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessResponseSchema, businessUpdateSchema } from '@encore/shared/business/business.schema';
import { requireSession } from '../../plugins/auth';
import type { BusinessService } from './business.service';

/** `/business`: the legal mentions printed on tickets and receipts (Settings > Business). */
export const businessRoutes =
  (service: BusinessService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['business'];
    const security = [{ bearer: [] }];

    app.get(
      '/',
      {
        config: { auth: { action: 'read', subject: 'Business' } },
        schema: { tags, security, response: { 200: businessResponseSchema } },
      },
      async () => ({ data: await service.get() }),
    );

    app.put(
      '/',
      {
        config: { auth: { action: 'update', subject: 'Business' } },
        schema: { tags, security, body: businessUpdateSchema, response: { 200: businessResponseSchema } },
      },
      async (request) => ({ data: await service.update(requireSession(request).user.id, request.body) }),
    );
  };
