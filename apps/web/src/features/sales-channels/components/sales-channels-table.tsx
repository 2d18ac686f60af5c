import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { ResourceListTable } from '@/components/resource/resource-list-table';
import { salesChannels } from '../api/sales-channel-queries';

/** The sales channels list: name, code, per-ticket fee, approval; edit opens the modal form. */
export function SalesChannelsTable({ onEdit }: { onEdit: (channel: SalesChannel) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <ResourceListTable<SalesChannel>
      queries={salesChannels}
      onEdit={onEdit}
      name={(c) => c.name}
      columns={[
        { accessor: 'name', title: t('salesChannel.fields.name'), sortable: true },
        { accessor: 'code', title: t('salesChannel.fields.code'), sortable: true },
        {
          accessor: 'feeCents',
          title: t('salesChannel.fields.fee'),
          sortable: true,
          textAlign: 'right',
          render: (c) => money.format(c.feeCents / 100),
        },
        {
          accessor: 'needsApproval',
          title: t('salesChannel.fields.needsApproval'),
          render: (c) => <Badge variant="default">{t(c.needsApproval ? 'list.yes' : 'list.no')}</Badge>,
        },
      ]}
    />
  );
}
