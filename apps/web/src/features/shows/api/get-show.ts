import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Show } from '@encore/shared/shows/show.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { showsQueryKey } from './list-shows';

export const getShow = (id: string) => fetchOne<Show>('/shows', id);

export const showQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...showsQueryKey, 'detail', id], queryFn: () => getShow(id) });

export const useShow = (id: string) => useQuery(showQueryOptions(id));
