import { showCategoryResource } from '@encore/shared/catalogue/show-category.schema';
import { catalogueService } from '../../lib/catalogue-service';
import { catalogueModule } from '../../lib/catalogue-module';
import { showCategoriesRepository } from './show-categories.repository';

/** Show categories: label and reference, no list filter. `(db, listCache?)` builds the service. */
export const createShowCategoriesService = catalogueService({
  resource: showCategoryResource,
  repository: showCategoriesRepository,
  columns: ['label', 'reference'],
});

export type ShowCategoriesService = ReturnType<typeof createShowCategoriesService>;

/** Its routes, built by the composition root from the catalogue list (shared/catalogue/catalogue-list.ts). */
export const catalogue = catalogueModule(showCategoryResource, (deps) =>
  createShowCategoriesService(deps.db, deps.lists),
);
