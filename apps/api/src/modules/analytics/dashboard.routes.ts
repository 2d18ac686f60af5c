import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '@encore/shared/analytics/dashboard.schema';
import { requireSession } from '../../plugins/auth';
import type { createDashboardService } from './dashboard.service';

/** `GET /api/dashboard`: the signed-in user's own figures (sections from its rules). */
export const dashboardRoutes =
  (service: ReturnType<typeof createDashboardService>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config: { auth: { action: 'view', subject: 'Dashboard' } },
        schema: {
          tags: ['dashboard'],
          security: [{ bearer: [] }],
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => ({ data: await service.get(requireSession(request)) }),
    );
  };
