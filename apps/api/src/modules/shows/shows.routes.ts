import {
  showCreateSchema,
  showListQuerySchema,
  showSchema,
  showUpdateSchema,
} from '@encore/shared/shows/show.schema';
import type { Database } from '../../db/client';
import { crudRoutes } from '../../lib/crud-routes';
import { createShowsService } from './shows.service';

// Producers and artists reach their own shows (read_own/manage_own): the routes only need a session and
// the service decides per show (show-access.ts), answering 403 without the permission at all.
export const showsRoutes = (db: Database) =>
  crudRoutes({
    tag: 'shows',
    subject: 'Show',
    service: createShowsService(db),
    auth: {
      list: 'authenticated',
      get: 'authenticated',
      create: 'authenticated',
      update: 'authenticated',
      delete: 'authenticated',
    },
    schemas: {
      item: showSchema,
      create: showCreateSchema,
      update: showUpdateSchema,
      listQuery: showListQuerySchema,
    },
  });
