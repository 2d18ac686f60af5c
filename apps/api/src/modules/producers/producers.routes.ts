import { producerResource } from '@encore/shared/catalogue/producer.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { ProducersService } from './producers.service';

export const producersRoutes = (service: ProducersService) =>
  crudRoutes({ resource: producerResource, service });
