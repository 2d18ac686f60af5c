import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '@encore/shared/catalogue/artist.schema';
import { fetchList, type ListParams } from '@/components/resource/resource-api';

export const listArtists = (params: ListParams) => fetchList<Artist>('/artists', params);

export const artistsQueryKey = ['artists'] as const;

export const listArtistsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...artistsQueryKey, 'list', params],
    queryFn: () => listArtists(params),
    placeholderData: keepPreviousData,
  });

export const useArtists = (params: ListParams) => useQuery(listArtistsQueryOptions(params));
