import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Show } from '@encore/shared/shows/show.schema';
import type { OptionSearch } from '@/components/common/server-search-select';
import { fetchOne } from '@/components/resource/resource-api';
import { optionsQuery, type Option } from './option-query';

/**
 * Shows matching what is typed in a show filter, searched by the server (accents and case ignored, artists'
 * names too), sorted by name: a filter finds any show, not only the first hundred loaded once.
 */
export const showOptionsQueryOptions = (search: string) =>
  optionsQuery<Show>('/shows', { sort: 'name', search: search || undefined }, (r) => r.name);

export function useShowOptions(search: string): OptionSearch {
  const query = useQuery({ ...showOptionsQueryOptions(search), placeholderData: keepPreviousData });
  return { data: query.data, isFetching: query.isFetching, isPlaceholderData: query.isPlaceholderData };
}

/** The name of the show a filter holds (from the address): the current search may not bring it. */
export function useShowOption(id: string | null): Option | null {
  const query = useQuery({
    queryKey: ['show-options', '/shows', 'one', id],
    queryFn: async (): Promise<Option> => {
      const show = await fetchOne<Show>('/shows', id!);
      return { value: show.id, label: show.name };
    },
    enabled: Boolean(id),
    staleTime: 60_000,
  });
  return (id && query.data) || null;
}
