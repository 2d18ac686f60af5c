import { useTranslation } from 'react-i18next';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { createdAtColumn, deleteColumn, linkColumn } from '@/components/resource/columns';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { useShowCategories } from '../api/list-show-categories';
import { useDeleteShowCategory } from '../api/delete-show-category';

/** The show categories list: name and reference; names open the category. */
export function ShowCategoriesTable() {
  const { t, i18n } = useTranslation('catalogue');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'label', direction: 'asc' });
  const query = useShowCategories(list.params);
  const remove = useDeleteShowCategory();
  return (
    <ResourceTable<ShowCategory>
      label={t('showCategory.plural')}
      list={list}
      query={query}
      columns={[
        linkColumn<ShowCategory>(
          'label',
          t('showCategory.fields.label'),
          (c) => `/settings/show-category/${c.id}`,
        ),
        { accessor: 'reference', title: t('showCategory.fields.reference'), sortable: true },
        createdAtColumn<ShowCategory>(t, i18n.language),
        deleteColumn<ShowCategory>(t, {
          allowed: ability.can('delete', 'ShowCategory'),
          name: (c) => c.label,
          remove: remove.mutateAsync,
        }),
      ]}
    />
  );
}
