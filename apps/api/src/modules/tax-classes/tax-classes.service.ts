import { taxClassResource } from '@encore/shared/catalogue/tax-class.resource';
import { catalogueService } from '../../lib/catalogue-service';
import { taxClassesRepository } from './tax-classes.repository';

/** Tax classes: a name and a VAT rate in basis points, no list filter. `(db, listCache?)` builds the service. */
export const createTaxClassesService = catalogueService({
  resource: taxClassResource,
  repository: taxClassesRepository,
  columns: ['name', 'rateBasisPoints'],
});

export type TaxClassesService = ReturnType<typeof createTaxClassesService>;
