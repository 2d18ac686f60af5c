import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showResource } from '@encore/shared/shows/show.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { EventSearchService } from './event-search.service';
import { eventSearchRoutes } from './event-search.routes';
import { eventsRoutes } from './events.routes';
import type { EventsService } from './events.service';
import type { ShowsService } from './shows.service';

export interface ShowsServices {
  shows: ShowsService;
  events: EventsService;
  eventSearch: EventSearchService;
}

/**
 * Shows and their events, one aggregate: `/shows` (the resource), `/shows/:id/events`, `/events/...` and
 * the events search. Producers and artists reach their own shows through their rules' conditions: the
 * routes check the action on Show or Event, the services each show (another's answers 404) and the lists'
 * WHERE.
 */
export const showsRoutes =
  (services: ShowsServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(crudRoutes({ resource: showResource, service: services.shows }), {
      prefix: '/shows',
    });
    await app.register(eventsRoutes(services.events));
    await app.register(eventSearchRoutes(services.eventSearch));
  };
