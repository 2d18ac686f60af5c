import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { DeleteButton } from '@/components/resource/delete-button';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { useProducers } from '../api/list-producers';
import { useDeleteProducer } from '../api/delete-producer';

/** The producers list: name, SIRET, city; names open the producer. */
export function ProducersTable() {
  const { t, i18n } = useTranslation('catalogue');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'name', direction: 'asc' });
  const query = useProducers(list.params);
  const remove = useDeleteProducer();
  return (
    <ResourceTable<Producer>
      label={t('producer.plural')}
      list={list}
      query={query}
      columns={[
        {
          accessor: 'name',
          title: t('producer.fields.name'),
          sortable: true,
          render: (c) => (
            <Anchor component={Link} to={`/producer/${c.id}`} size="sm" fw={500}>
              {c.name}
            </Anchor>
          ),
        },
        { accessor: 'siret', title: t('producer.fields.siret'), sortable: true },
        { accessor: 'city', title: t('address.city'), sortable: true, render: (c) => c.address.city ?? '' },
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
          hidden: !ability.can('delete', 'Producer'),
          render: (c) => <DeleteButton compact name={c.name} onDelete={() => remove.mutateAsync(c.id)} />,
        },
      ]}
    />
  );
}
