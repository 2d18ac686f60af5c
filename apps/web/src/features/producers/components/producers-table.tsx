import { useTranslation } from 'react-i18next';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { createdAtColumn, linkColumn } from '@/components/resource/columns';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { producers } from '../api/producer-queries';

/** The producers list: name, SIRET, city; names open the producer. */
export function ProducersTable() {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <ResourceListTable<Producer>
      queries={producers}
      name={(c) => c.name}
      columns={[
        linkColumn<Producer>('name', t('producer.fields.name'), (c) => `/producer/${c.id}`),
        { accessor: 'siret', title: t('producer.fields.siret'), sortable: true },
        { accessor: 'city', title: t('address.city'), sortable: true, render: (c) => c.address.city ?? '' },
        createdAtColumn<Producer>(t, i18n.language),
      ]}
    />
  );
}
