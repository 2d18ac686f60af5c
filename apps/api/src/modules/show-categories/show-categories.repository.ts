import { showCategories } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export const showCategoriesRepository = crudRepository(showCategories, {
  id: showCategories.id,
  updatedAt: showCategories.updatedAt,
  search: [showCategories.label, showCategories.reference],
  sort: {
    label: lower(showCategories.label),
    reference: showCategories.reference,
    createdAt: showCategories.createdAt,
  },
  defaultSort: 'label',
});
