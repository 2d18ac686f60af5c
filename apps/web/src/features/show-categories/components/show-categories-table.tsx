import { useTranslation } from 'react-i18next';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { createdAtColumn, linkColumn } from '@/components/resource/columns';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { showCategories } from '../api/show-category-queries';

/** The show categories list: name and reference; names open the category. */
export function ShowCategoriesTable() {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ResourceListTable<ShowCategory>
      queries={showCategories}
      name={(c) => c.label}
      columns={[
        linkColumn<ShowCategory>(
          'label',
          t('showCategory.fields.label'),
          (c) => `/settings/show-category/${c.id}`,
        ),
        { accessor: 'reference', title: t('showCategory.fields.reference'), sortable: true },
        createdAtColumn<ShowCategory>(t, i18n.language),
      ]}
    />
  );
}
