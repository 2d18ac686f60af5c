import { useQueries, useQuery } from '@tanstack/react-query';
import type { Artist } from '@encore/shared/catalogue/artist.schema';
import { fetchOne } from '@/components/resource/resource-api';
import { optionsQuery, type Option } from './option-query';

/** Artists matching what is typed in the select, searched by the server (there can be thousands). */
export const artistOptionsQueryOptions = (search: string) =>
  optionsQuery<Artist>('/artists', { sort: 'name', search: search || undefined }, (r) => r.name);

export const useArtistOptions = (search: string) => useQuery(artistOptionsQueryOptions(search));

/** Names of already chosen artists that the current search did not bring, one GET each (few per show). */
export function useChosenArtistOptions(ids: string[], known: Option[]): Option[] {
  const missing = ids.filter((id) => !known.some((o) => o.value === id));
  const results = useQueries({
    queries: missing.map((id) => ({
      queryKey: ['show-options', '/artists', 'one', id],
      queryFn: async (): Promise<Option> => {
        const artist = await fetchOne<Artist>('/artists', id);
        return { value: artist.id, label: artist.name };
      },
      staleTime: 60_000,
    })),
  });
  return results.flatMap((r) => (r.data ? [r.data] : []));
}
