import { defineResource } from '../resources/define-resource';
import {
  showCategoryCreateSchema,
  showCategoryListQuerySchema,
  showCategorySchema,
  showCategorySortFields,
  showCategoryUpdateSchema,
} from './show-category.schema';

export const showCategoryResource = defineResource({
  name: 'show-categories',
  subject: 'ShowCategory',
  label: 'Show category',
  routeBase: '/settings/show-category',
  param: 'showCategoryId',
  screens: ['list', 'add', 'detail'],
  i18n: { namespace: 'catalogue', key: 'showCategory' },
  schemas: {
    item: showCategorySchema,
    create: showCategoryCreateSchema,
    update: showCategoryUpdateSchema,
    listQuery: showCategoryListQuerySchema,
  },
  sort: { fields: showCategorySortFields, default: 'label' },
  filters: [],
});
