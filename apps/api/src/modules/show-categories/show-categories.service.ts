import { showCategoryResource } from '@encore/shared/catalogue/show-category.resource';
import { catalogueService } from '../../lib/catalogue-service';
import { showCategoriesRepository } from './show-categories.repository';

/** Show categories: label and reference, no list filter. `(db, listCache?)` builds the service. */
export const createShowCategoriesService = catalogueService({
  resource: showCategoryResource,
  repository: showCategoriesRepository,
  columns: ['label', 'reference'],
});

export type ShowCategoriesService = ReturnType<typeof createShowCategoriesService>;
