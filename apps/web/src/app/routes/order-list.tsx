import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/resource/page-header';
import { useListParams } from '@/components/resource/use-list-params';
import type { OrderFilters } from '@/features/orders/api/list-orders';
import { OrdersFilters } from '@/features/orders/components/orders-filters';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { useSalesChannelOptions } from '@/features/shows/api/list-sales-channel-options';
import { orderFilterKeys, orderFiltersOf, orderInitialSort } from './order-list-params';
import { showSearch } from './show-search';

/** `/order/all`: the list lives in the address, so a link (an event's orders) opens the list filtered. */
export function Component() {
  const { t } = useTranslation('orders');
  const list = useListParams(orderInitialSort, orderFilterKeys);
  const filters: OrderFilters = orderFiltersOf(list.filters);
  const channels = useSalesChannelOptions();
  return (
    <Stack>
      <PageHeader title={t('plural')} subject="Order" />
      <OrdersFilters
        value={filters}
        shows={showSearch}
        channels={channels.data ?? []}
        onChange={(value) => list.setFilters(value)}
      />
      <OrdersTable list={list} filters={filters} />
    </Stack>
  );
}
