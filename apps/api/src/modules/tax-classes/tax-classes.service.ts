import { taxClassResource } from '@encore/shared/catalogue/tax-class.schema';
import { catalogueService } from '../../lib/catalogue-service';
import { catalogueModule } from '../../lib/catalogue-module';
import { taxClassesRepository } from './tax-classes.repository';

/** Tax classes: a name and a VAT rate in basis points, no list filter. `(db, listCache?)` builds the service. */
export const createTaxClassesService = catalogueService({
  resource: taxClassResource,
  repository: taxClassesRepository,
  columns: ['name', 'rateBasisPoints'],
});

export type TaxClassesService = ReturnType<typeof createTaxClassesService>;

/** Its routes, built by the composition root from the catalogue list (shared/catalogue/catalogue-list.ts). */
export const catalogue = catalogueModule(taxClassResource, (deps) =>
  createTaxClassesService(deps.db, deps.lists),
);
