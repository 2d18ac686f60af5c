import {
  showCategoryCreateSchema,
  showCategoryListQuerySchema,
  showCategorySchema,
  showCategoryUpdateSchema,
} from '@encore/shared/catalogue/show-category.schema';
import { crudRoutes } from '../../lib/crud-routes';
import type { ShowCategoriesService } from './show-categories.service';

export const showCategoriesRoutes = (service: ShowCategoriesService) =>
  crudRoutes({
    tag: 'show-categories',
    subject: 'ShowCategory',
    service,
    schemas: {
      item: showCategorySchema,
      create: showCategoryCreateSchema,
      update: showCategoryUpdateSchema,
      listQuery: showCategoryListQuerySchema,
    },
  });
