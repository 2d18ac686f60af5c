import { taxClassResource } from '@encore/shared/catalogue/tax-class.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { TaxClassesService } from './tax-classes.service';

export const taxClassesRoutes = (service: TaxClassesService) =>
  crudRoutes({ resource: taxClassResource, service });
