import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthSchema } from '@encore/shared/auth/auth.schema';
import { pingDatabase } from '../../db/client';

export const healthRoutes =
  (version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['system'],
          response: { 200: z.object({ data: healthSchema }), 503: z.object({ data: healthSchema }) },
        },
      },
      async (_request, reply) => {
        const up = await pingDatabase(app.db);
        const body = {
          status: up ? ('ok' as const) : ('degraded' as const),
          version,
          database: { status: up ? ('up' as const) : ('down' as const), kind: app.dbHandle.kind },
        };
        reply.header('cache-control', 'no-store');
        return reply.status(up ? 200 : 503).send({ data: body });
      },
    );
  };
