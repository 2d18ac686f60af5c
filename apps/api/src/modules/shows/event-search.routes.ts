import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventSearchQuerySchema, eventSearchResponseSchema } from '@encore/shared/shows/event-search.schema';
import { requireSession } from '../../plugins/auth';
import type { EventSearchService } from './event-search.service';

/**
 * `GET /api/events`: events across shows for the box office's picker, with their live counts. A producer
 * or an artist finds the events of its own shows only (its rules' conditions on Event), like the shows list.
 */
export const eventSearchRoutes =
  (service: EventSearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        config: { auth: { action: 'read', subject: 'Event' } },
        schema: {
          tags: ['events'],
          security: [{ bearer: [] }],
          querystring: eventSearchQuerySchema,
          response: { 200: eventSearchResponseSchema },
        },
      },
      async (request) => service.search(request.query, requireSession(request)),
    );
  };
