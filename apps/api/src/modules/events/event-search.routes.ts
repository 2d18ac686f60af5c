import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showDateTime } from '@encore/shared/shows/show-time';
import { eventSearchQuerySchema, eventSearchResponseSchema } from '@encore/shared/shows/event-search.schema';
import type { Database } from '../../db/client';
import { iso } from '../../lib/dto';
import { requireSession } from '../../plugins/auth';
import { ownCondition, scopeOf } from '../shows/show-access';
import { searchEvents } from './event-search.repository';

/**
 * `GET /api/events`: events across shows for the box office's picker, with their live counts. A producer
 * or an artist finds the events of its own shows only (read_own on Event), like the shows list.
 */
export const eventSearchRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        // read or read_own on Event, decided below from the session's rules.
        config: { auth: 'authenticated' },
        schema: {
          tags: ['events'],
          security: [{ bearer: [] }],
          querystring: eventSearchQuerySchema,
          response: { 200: eventSearchResponseSchema },
        },
      },
      async (request) => {
        const session = requireSession(request);
        const scope = scopeOf(session, 'Event', 'read') === 'own' ? ownCondition(session) : undefined;
        const { rows, meta } = await searchEvents(db, request.query, scope);
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
