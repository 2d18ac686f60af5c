import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/common/copy-value-button';
import type { Producer } from '@encore/shared/catalogue/producer.schema';
import { createdAtColumn, linkColumn } from '@/components/resource/columns';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { useAbility } from '@/lib/ability';
import { producers } from '../api/producer-queries';

/** The producers list: name, SIRET, city (for those who may read them); names open the producer. */
export function ProducersTable() {
  const { t, i18n } = useTranslation('catalogue');
  const personal = useAbility().can('read', 'Producer', 'siret');
  return (
    <ResourceListTable<Producer>
      queries={producers}
      name={(c) => c.name}
      columns={[
        linkColumn<Producer>('name', t('producer.fields.name'), (c) => `/producer/${c.id}`),
        ...(personal
          ? [
              {
                accessor: 'siret',
                title: t('producer.fields.siret'),
                sortable: true,
                render: (c: Producer) =>
                  c.siret && (
                    <Group gap={4} wrap="nowrap">
                      {c.siret}
                      <CopyValueButton value={c.siret} />
                    </Group>
                  ),
              },
              {
                accessor: 'city',
                title: t('address.city'),
                sortable: true,
                render: (c: Producer) => c.address?.city ?? '',
              },
            ]
          : []),
        createdAtColumn<Producer>(t, i18n.language),
      ]}
    />
  );
}
