import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { orderStatuses, type OrderStatus } from '@encore/shared/orders/order.schema';
import { PageHeader } from '@/components/resource/page-header';
import { useListParams } from '@/components/resource/use-list-params';
import type { OrderFilters } from '@/features/orders/api/list-orders';
import { OrdersFilters } from '@/features/orders/components/orders-filters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useSalesChannelOptions } from '@/features/shows/api/list-sales-channel-options';
import { useShows } from '@/features/shows/api/list-shows';

const filterKeys = ['status', 'showId', 'eventId', 'salesChannelId', 'mine', 'from', 'to'] as const;

/** `/order/all`: the filters live in the address, so a link (an event's orders) opens the list filtered. */
export function Component() {
  const { t } = useTranslation('orders');
  const list = useListParams({ columnAccessor: 'createdAt', direction: 'desc' });
  const [params, setParams] = useSearchParams();
  const filters = useMemo((): OrderFilters => {
    const status = params.get('status');
    return {
      status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
      showId: params.get('showId') ?? undefined,
      eventId: params.get('eventId') ?? undefined,
      salesChannelId: params.get('salesChannelId') ?? undefined,
      mine: params.get('mine') === 'true' || undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    };
  }, [params]);
  const shows = useShows({ page: 1, pageSize: 100, sort: 'name' });
  const channels = useSalesChannelOptions();
  const showOptions = useMemo(
    () => (shows.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    [shows.data],
  );
  return (
    <Stack>
      <PageHeader title={t('plural')} subject="Order" />
      <OrdersFilters
        value={filters}
        shows={showOptions}
        channels={channels.data ?? []}
        onChange={(value) => {
          const next = new URLSearchParams();
          for (const key of filterKeys) if (value[key]) next.set(key, String(value[key]));
          setParams(next, { replace: true });
          list.setPage(1);
        }}
      />
      <OrdersTable list={list} filters={filters} />
    </Stack>
  );
}
