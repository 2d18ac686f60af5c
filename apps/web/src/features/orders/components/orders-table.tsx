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

/**
 * An e-mail that may break after its '@': unbroken, the longest ones (with the dates, below) made the table
 * wider than its card (8 px at 1280 px in French, 14 in English). Names and shows carry `dir="auto"` in the cells: a name starting with digits keeps
 * its order on a right-to-left page, a right-to-left name its own on a left-to-right one.
 */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** "Nov 24, 2026, 7:15 PM" on one line where it fits, else the time under the date, never cut elsewhere. */
function Instant({ text }: { text: string }) {
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, cut + 1)}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(cut + 2)}</span>
    </>
  );
}

/**
 * Under an order's total, what its money facts leave (issue 23): still due, to refund, or refunded; nothing
 * when it is settled without a refund.
 */
function MoneyLine({ order, lang }: { order: OrderSummary; lang: string }) {
  const { t } = useTranslation('orders');
  const text =
    order.balanceCents > 0
      ? t('list.due', { amount: formatMoney(order.balanceCents, lang) })
      : order.balanceCents < 0
        ? t('list.owed', { amount: formatMoney(-order.balanceCents, lang) })
        : order.refundedCents > 0
          ? t('list.refunded', { amount: formatMoney(order.refundedCents, lang) })
          : null;
  if (!text || order.status === 'cart' || order.status === 'abandoned') return null;
  return (
    <Text size="xs" c={order.balanceCents > 0 ? 'orange' : 'dimmed'} data-testid="order-money-line">
      {text}
    </Text>
  );
}

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
      visibleMediaQuery: wide,
      render: (o) => <Instant text={formatInstant(o.createdAt, lang)} />,
    },
    {
      accessor: 'customerName',
      title: t('list.customer'),
      sortable: true,
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">
            <span dir="auto">{o.customerName ?? '—'}</span>
          </Text>
          {o.customerEmail ? (
            <Text size="xs" c="dimmed">
              <BreakableEmail email={o.customerEmail} />
            </Text>
          ) : (
            o.customerPhone && (
              <Text size="xs" c="dimmed">
                {o.customerPhone}
              </Text>
            )
          )}
        </Stack>
      ),
    },
    {
      accessor: 'showName',
      title: t('list.show'),
      visibleMediaQuery: wide,
      render: (o) => (o.showName ? <span dir="auto">{o.showName}</span> : '—'),
    },
    { accessor: 'salesChannelName', title: t('list.channel'), visibleMediaQuery: wide },
    { accessor: 'ticketCount', title: t('list.tickets'), textAlign: 'right', visibleMediaQuery: wide },
    {
      accessor: 'totalInclTaxCents',
      title: t('list.total'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (o) => (
        <Stack gap={0} align="flex-end">
          {formatMoney(o.totalInclTaxCents, lang)}
          <MoneyLine order={o} lang={lang} />
        </Stack>
      ),
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
