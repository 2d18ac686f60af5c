import { resourceScreens } from '@/components/resource/resource-screens';
import { showCategories } from '@/features/show-categories/api/show-category-queries';
import { ShowCategoryForm } from '@/features/show-categories/components/show-category-form';
import { ShowCategoriesTable } from '@/features/show-categories/components/show-categories-table';

/** The show categories' list, add and detail screens, built from the shared declaration. */
export const screens = resourceScreens({
  queries: showCategories,
  Form: ShowCategoryForm,
  Table: ShowCategoriesTable,
  title: (category) => category.label,
});
