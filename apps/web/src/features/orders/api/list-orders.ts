import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { OrderStatus, OrderSummary } from '@encore/shared/orders/order.schema';
import { listQueryString, type ListParams } from '@/components/resource/resource-api';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './order-keys';

/** The filters of `GET /api/orders` beside paging, search and sort. */
export interface OrderFilters {
  status?: OrderStatus;
  showId?: string;
  eventId?: string;
  salesChannelId?: string;
  mine?: boolean;
  from?: string;
  to?: string;
}

export function orderListQueryString({ mine, ...params }: ListParams & OrderFilters): string {
  const { page, pageSize, search, sort, ...filters } = params;
  const qs = new URLSearchParams(listQueryString({ page, pageSize, search, sort }));
  for (const [key, value] of Object.entries(filters)) if (value) qs.set(key, value);
  if (mine) qs.set('mine', 'true');
  return qs.toString();
}

export const listOrders = (params: ListParams & OrderFilters) =>
  api.get<ListResponse<OrderSummary>>(`/orders?${orderListQueryString(params)}`);

export const listOrdersQueryOptions = (params: ListParams & OrderFilters) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', params],
    queryFn: () => listOrders(params),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: ListParams & OrderFilters) => useQuery(listOrdersQueryOptions(params));
