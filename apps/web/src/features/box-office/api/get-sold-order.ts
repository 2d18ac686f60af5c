import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { boxOfficeQueryKey } from './box-office-keys';

/** The counter's last sale (`GET /api/orders/{id}`), read back after a reload for its number and buttons. */
export const getSoldOrder = async (orderId: string) =>
  (await api.get<{ data: Order }>(`/orders/${orderId}`)).data;

export const soldOrderQueryKey = (orderId: string) => [...boxOfficeQueryKey, 'sold', orderId] as const;

export const soldOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: soldOrderQueryKey(orderId), queryFn: () => getSoldOrder(orderId), retry: false });

export const useSoldOrder = (orderId: string | null) =>
  useQuery({ ...soldOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
