import {
  taxClassCreateSchema,
  taxClassListQuerySchema,
  taxClassSchema,
  taxClassUpdateSchema,
} from '@encore/shared/catalogue/tax-class.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { TaxClassesService } from './tax-classes.service';

export const taxClassesRoutes = (service: TaxClassesService) =>
  crudRoutes({
    tag: 'tax-classes',
    subject: 'TaxClass',
    service,
    schemas: {
      item: taxClassSchema,
      create: taxClassCreateSchema,
      update: taxClassUpdateSchema,
      listQuery: taxClassListQuerySchema,
    },
  });
