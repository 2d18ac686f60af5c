import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { orderQueryKey } from './order-keys';

/** `GET /api/orders/{id}`: summary, customer, items, approvals and history. */
export const getOrder = async (orderId: string) =>
  (await api.get<{ data: OrderDetail }>(`/orders/${orderId}`)).data;

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderQueryKey(orderId), queryFn: () => getOrder(orderId) });

export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));
