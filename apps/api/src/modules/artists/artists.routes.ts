import {
  artistCreateSchema,
  artistListQuerySchema,
  artistSchema,
  artistUpdateSchema,
} from '@encore/shared/catalogue/artist.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { ArtistsService } from './artists.service';

export const artistsRoutes = (service: ArtistsService) =>
  crudRoutes({
    tag: 'artists',
    subject: 'Artist',
    service,
    schemas: {
      item: artistSchema,
      create: artistCreateSchema,
      update: artistUpdateSchema,
      listQuery: artistListQuerySchema,
    },
  });
