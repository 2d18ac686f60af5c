import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { Show, ShowStatus } from '@encore/shared/shows/show.schema';
import { listQueryString, type ListParams } from '@/components/resource/resource-api';
import { api } from '@/lib/api-client';

/** The list's filters on top of paging, search and sort (shared showListQuerySchema). */
export interface ShowFilters {
  status?: ShowStatus;
  categoryId?: string;
  producerId?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** The filters' names, as the list's address keeps them. */
export const showFilterKeys = ['status', 'categoryId', 'producerId', 'dateFrom', 'dateTo'] as const;

export type ShowListParams = ListParams & ShowFilters;

export function showListQueryString({
  status,
  categoryId,
  producerId,
  dateFrom,
  dateTo,
  ...list
}: ShowListParams) {
  const qs = new URLSearchParams(listQueryString(list));
  for (const [key, value] of Object.entries({ status, categoryId, producerId, dateFrom, dateTo }))
    if (value) qs.set(key, value);
  return qs.toString();
}

export const listShows = (params: ShowListParams) =>
  api.get<ListResponse<Show>>(`/shows?${showListQueryString(params)}`);

export const showsQueryKey = ['shows'] as const;

export const listShowsQueryOptions = (params: ShowListParams) =>
  queryOptions({
    queryKey: [...showsQueryKey, 'list', params],
    queryFn: () => listShows(params),
    placeholderData: keepPreviousData,
  });

export const useShows = (params: ShowListParams) => useQuery(listShowsQueryOptions(params));
