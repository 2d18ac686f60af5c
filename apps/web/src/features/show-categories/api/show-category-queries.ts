import { showCategoryResource } from '@encore/shared/catalogue/show-category.schema';
import { resourceQueries } from '@/components/resource/resource-queries';

export const showCategories = resourceQueries(showCategoryResource);
