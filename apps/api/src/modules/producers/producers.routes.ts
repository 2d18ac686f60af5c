import {
  producerCreateSchema,
  producerListQuerySchema,
  producerSchema,
  producerUpdateSchema,
} from '@encore/shared/catalogue/producer.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { ProducersService } from './producers.service';

// Reading and editing are also open to PRODUCER accounts on their own record (read_own/manage_own):
// the route only needs a session and the service decides per record.
export const producersRoutes = (service: ProducersService) =>
  crudRoutes({
    tag: 'producers',
    subject: 'Producer',
    service,
    auth: { list: 'authenticated', get: 'authenticated', update: 'authenticated' },
    schemas: {
      item: producerSchema,
      create: producerCreateSchema,
      update: producerUpdateSchema,
      listQuery: producerListQuerySchema,
    },
  });
