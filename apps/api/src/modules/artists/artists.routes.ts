import { artistResource } from '@encore/shared/catalogue/artist.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { ArtistsService } from './artists.service';

export const artistsRoutes = (service: ArtistsService) => crudRoutes({ resource: artistResource, service });
