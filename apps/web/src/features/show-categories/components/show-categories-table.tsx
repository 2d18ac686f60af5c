import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShowCategory } from '@encore/shared/catalogue/show-category.schema';
import { DeleteButton } from '@/components/resource/delete-button';
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
        {
          accessor: 'label',
          title: t('showCategory.fields.label'),
          sortable: true,
          render: (c) => (
            <Anchor component={Link} to={`/settings/show-category/${c.id}`} size="sm" fw={500}>
              {c.label}
            </Anchor>
          ),
        },
        { accessor: 'reference', title: t('showCategory.fields.reference'), sortable: true },
        {
          accessor: 'createdAt',
          title: t('list.createdAt'),
          sortable: true,
          render: (c) => new Date(c.createdAt).toLocaleDateString(i18n.language),
        },
        {
          accessor: 'actions',
          title: t('list.actions'),
          textAlign: 'right',
          hidden: !ability.can('delete', 'ShowCategory'),
          render: (c) => <DeleteButton compact name={c.label} onDelete={() => remove.mutateAsync(c.id)} />,
        },
      ]}
    />
  );
}
