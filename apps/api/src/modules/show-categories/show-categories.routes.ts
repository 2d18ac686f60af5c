import { showCategoryResource } from '@encore/shared/catalogue/show-category.resource';
import { crudRoutes } from '../../lib/crud-routes';
import type { ShowCategoriesService } from './show-categories.service';

export const showCategoriesRoutes = (service: ShowCategoriesService) =>
  crudRoutes({ resource: showCategoryResource, service });
