import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { Room } from '@encore/shared/rooms/room.schema';
import { api } from '@/lib/api-client';
import { pricingsQueryKey } from './pricing-keys';

/** The rooms a pricing can be drawn for (the select of the add form and the list's filter), by name. */
export const listPricingRooms = async () =>
  (await api.get<ListResponse<Room>>('/rooms?page=1&pageSize=100&sort=name')).data;

export const pricingRoomsQueryOptions = () =>
  queryOptions({ queryKey: [...pricingsQueryKey, 'rooms'], queryFn: listPricingRooms });

export const usePricingRooms = () => useQuery(pricingRoomsQueryOptions());
