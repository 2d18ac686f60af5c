import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { Room, RoomKind } from '@encore/shared/rooms/room.schema';
import { listQueryString, type ListParams } from '@/components/resource/resource-api';
import { api } from '@/lib/api-client';

export type RoomListParams = ListParams & { kind?: RoomKind };

export function listRooms({ kind, ...params }: RoomListParams) {
  const qs = listQueryString(params);
  return api.get<ListResponse<Room>>(`/rooms?${qs}${kind ? `&kind=${kind}` : ''}`);
}

export const roomsQueryKey = ['rooms'] as const;

export const listRoomsQueryOptions = (params: RoomListParams) =>
  queryOptions({
    queryKey: [...roomsQueryKey, 'list', params],
    queryFn: () => listRooms(params),
    placeholderData: keepPreviousData,
  });

export const useRooms = (params: RoomListParams) => useQuery(listRoomsQueryOptions(params));
