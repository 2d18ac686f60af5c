import { useQuery } from '@tanstack/react-query';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { optionsQuery } from './option-query';

export const categoryOptionsQueryOptions = () =>
  optionsQuery<ShowCategory>('/show-categories', { sort: 'label' }, (r) => r.label);

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
