import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedSchema } from '@encore/shared/common/fields';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  eventCreateSchema,
  eventListResponseSchema,
  eventResponseSchema,
  eventsCreatedResponseSchema,
} from '@encore/shared/shows/event.schema';
import { requireSession } from '../../plugins/auth';
import type { EventsService } from './events.service';

const tags = ['events'];
const security = [{ bearer: [] }];
// Producers and artists reach the events of their own shows only: the service checks per show.
const auth = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ auth: { action, subject: 'Event' } }) as const;

/**
 * `GET/POST /api/shows/:id/events`, `DELETE /api/events/:id` and the actions `POST /api/events/:id/cancel`
 * and `POST /api/events/:id/reinstate` (an event with sales cannot be removed: it is cancelled instead).
 */
export const eventsRoutes =
  (service: EventsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shows/:id/events',
      {
        config: auth('read'),
        schema: { tags, security, params: idParamsSchema, response: { 200: eventListResponseSchema } },
      },
      async (request) => ({ data: await service.list(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/shows/:id/events',
      {
        config: auth('create'),
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
    for (const action of ['cancel', 'reinstate'] as const)
      app.post(
        `/events/:id/${action}`,
        {
          config: auth('update'),
          schema: { tags, security, params: idParamsSchema, response: { 200: eventResponseSchema } },
        },
        async (request) => ({
          data: await service.setStatus(request.params.id, action, requireSession(request)),
        }),
      );
    app.delete(
      '/events/:id',
      {
        config: auth('delete'),
        schema: { tags, security, params: idParamsSchema, response: { 200: deletedSchema } },
      },
      async (request) => {
        await service.remove(request.params.id, requireSession(request));
        return { data: { ok: true as const } };
      },
    );
  };
