import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Artist } from '@encore/shared/catalogue/artist.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { artistsQueryKey } from './list-artists';

export const getArtist = (id: string) => fetchOne<Artist>('/artists', id);

export const artistQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...artistsQueryKey, 'detail', id], queryFn: () => getArtist(id) });

export const useArtist = (id: string) => useQuery(artistQueryOptions(id));
