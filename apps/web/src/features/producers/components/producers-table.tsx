import { useTranslation } from 'react-i18next';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { createdAtColumn, deleteColumn, linkColumn } from '@/components/resource/columns';
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
        linkColumn<Producer>('name', t('producer.fields.name'), (c) => `/producer/${c.id}`),
        { accessor: 'siret', title: t('producer.fields.siret'), sortable: true },
        { accessor: 'city', title: t('address.city'), sortable: true, render: (c) => c.address.city ?? '' },
        createdAtColumn<Producer>(t, i18n.language),
        deleteColumn<Producer>(t, {
          allowed: ability.can('delete', 'Producer'),
          name: (c) => c.name,
          remove: remove.mutateAsync,
        }),
      ]}
    />
  );
}
