import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@encore/shared/orders/order.schema';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './box-office-keys';

/** The cart being built (an order with status `cart`), read back after a reload of the screen. */
export const getCart = async (cartId: string) => (await api.get<{ data: Order }>(`/carts/${cartId}`)).data;

/** Every cart write answers the whole cart, which replaces this entry: no refetch in between. */
export const cartQueryOptions = (cartId: string) =>
  queryOptions({ queryKey: cartQueryKey(cartId), queryFn: () => getCart(cartId), retry: false });

export const useCart = (cartId: string | null) =>
  useQuery({ ...cartQueryOptions(cartId ?? ''), enabled: Boolean(cartId) });
