import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showDateTime } from '@encore/shared/shows/show-time';
import { eventSearchQuerySchema, eventSearchResponseSchema } from '@encore/shared/shows/event-search.schema';
import type { Database } from '../../db/client';
import { iso } from '../../lib/dto';
import { requireSession } from '../../plugins/auth';
import { abilityWhere } from '../../lib/ability-where';
import { eventFields } from '../shows/shows.repository';
import { searchEvents } from './event-search.repository';

/**
 * `GET /api/events`: events across shows for the box office's picker, with their live counts. A producer
 * or an artist finds the events of its own shows only (its rules' conditions on Event), like the shows list.
 */
export const eventSearchRoutes =
  (db: Database): FastifyPluginAsyncZod =>
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
      async (request) => {
        const session = requireSession(request);
        const allowed = abilityWhere(session.ability, 'read', 'Event', eventFields);
        const { rows, meta } = await searchEvents(db, request.query, allowed);
        return {
          data: rows.map((row) => ({
            ...row,
            startsAt: iso(row.startsAt),
            endsAt: iso(row.endsAt),
            ...showDateTime(row.startsAt),
          })),
          meta,
        };
      },
    );
  };
