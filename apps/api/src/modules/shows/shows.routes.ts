import { showResource } from '@encore/shared/shows/show.resource';
import type { Database } from '../../db/client';
import { crudRoutes } from '../../lib/crud-routes';
import { createShowsService } from './shows.service';

// Producers and artists reach their own shows through their rules' conditions: the routes check the
// action on Show, the service each show (another's answers 404) and the list's WHERE.
export const showsRoutes = (db: Database) =>
  crudRoutes({ resource: showResource, service: createShowsService(db) });
