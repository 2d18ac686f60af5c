import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesChannel } from '@encore/shared/catalogue/sales-channel.schema';
import { ResourceTable } from '@/components/resource/resource-table';
import { useListParams } from '@/components/resource/use-list-params';
import { useAbility } from '@/lib/ability';
import { useSalesChannels } from '../api/list-sales-channels';
import { useDeleteSalesChannel } from '../api/delete-sales-channel';
import { editDeleteColumn } from '@/components/resource/columns';

/** The sales channels list: name, code, per-ticket fee, approval; edit opens the modal form. */
export function SalesChannelsTable({ onEdit }: { onEdit: (channel: SalesChannel) => void }) {
  const { t, i18n } = useTranslation('catalogue');
  const ability = useAbility();
  const list = useListParams({ columnAccessor: 'name', direction: 'asc' });
  const query = useSalesChannels(list.params);
  const remove = useDeleteSalesChannel();
  const canUpdate = ability.can('update', 'SalesChannel');
  const canDelete = ability.can('delete', 'SalesChannel');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <ResourceTable<SalesChannel>
      label={t('salesChannel.plural')}
      list={list}
      query={query}
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
        editDeleteColumn<SalesChannel>(t, {
          canEdit: canUpdate,
          canDelete,
          onEdit,
          remove: remove.mutateAsync,
        }),
      ]}
    />
  );
}
