import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderSummary } from '@encore/shared/orders/order.schema';
import { ResourceTable } from '@/components/resource/resource-table';
import type { ListState } from '@/components/resource/use-list-params';
import { useOrders, type OrderFilters } from '../api/list-orders';
import { formatInstant, formatMoney } from '../lib/order-format';
import { OrderStatusBadge } from './order-status-badge';

const wide = (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints.md})`;

/** Orders, server-paged: search by number, customer name, e-mail or phone; the filters above. */
export function OrdersTable({ list, filters }: { list: ListState; filters: OrderFilters }) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const query = useOrders({ ...list.params, ...filters });
  const lang = i18n.language;
  const columns: DataTableColumn<OrderSummary>[] = [
    {
      accessor: 'number',
      title: t('list.number'),
      sortable: true,
      render: (o) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`/order/${o.id}`}
            fw={600}
            ff="monospace"
            onClick={(e) => e.stopPropagation()}
          >
            {o.number}
          </Anchor>
          {/* Narrow screens: the date under the number rather than in a column of its own. */}
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {formatInstant(o.createdAt, lang)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('list.createdAt'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: wide,
      render: (o) => formatInstant(o.createdAt, lang),
    },
    {
      accessor: 'customerName',
      title: t('list.customer'),
      sortable: true,
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.customerName ?? '—'}</Text>
          {(o.customerEmail ?? o.customerPhone) && (
            <Text size="xs" c="dimmed">
              {o.customerEmail ?? o.customerPhone}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'showName',
      title: t('list.show'),
      visibleMediaQuery: wide,
      render: (o) => o.showName ?? '—',
    },
    { accessor: 'salesChannelName', title: t('list.channel'), visibleMediaQuery: wide },
    { accessor: 'ticketCount', title: t('list.tickets'), textAlign: 'right', visibleMediaQuery: wide },
    {
      accessor: 'totalInclTaxCents',
      title: t('list.total'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (o) => formatMoney(o.totalInclTaxCents, lang),
    },
    {
      accessor: 'status',
      title: t('list.status'),
      noWrap: true,
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
  ];
  return (
    <ResourceTable<OrderSummary>
      list={list}
      query={query}
      columns={columns}
      label={t('plural')}
      onRowClick={(o) => void navigate(`/order/${o.id}`)}
    />
  );
}
