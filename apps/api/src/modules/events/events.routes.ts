import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema } from '@encore/shared/common/fields';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  eventCreateSchema,
  eventListResponseSchema,
  eventsCreatedResponseSchema,
} from '@encore/shared/shows/event.schema';
import type { Database } from '../../db/client';
import { requireSession } from '../../plugins/auth';
import { createEventsService } from './events.service';

const tags = ['events'];
const security = [{ bearer: [] }];
// Producers and artists reach the events of their own shows only: the service checks per show.
const auth = { auth: 'authenticated' } as const;

/** `GET/POST /api/shows/:id/events` and `DELETE /api/events/:id`. */
export const eventsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createEventsService(db);
    app.get(
      '/shows/:id/events',
      {
        config: auth,
        schema: { tags, security, params: idParamsSchema, response: { 200: eventListResponseSchema } },
      },
      async (request) => ({ data: await service.list(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/shows/:id/events',
      {
        config: auth,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: eventCreateSchema,
          response: { 201: eventsCreatedResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await service.add(request.params.id, request.body.dates, requireSession(request));
        return reply.status(201).send({ data });
      },
    );
    app.delete(
      '/events/:id',
      { config: auth, schema: { tags, security, params: idParamsSchema, response: { 200: deletedSchema } } },
      async (request) => {
        await service.remove(request.params.id, requireSession(request));
        return { data: { ok: true as const } };
      },
    );
  };
