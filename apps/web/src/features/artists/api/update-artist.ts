import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Artist, ArtistUpdateInput } from '@encore/shared/catalogue/artist.schema';
import { updateOne } from '@/components/resource/resource-api';
import { artistsQueryKey } from './list-artists';

export const updateArtist = (id: string, input: ArtistUpdateInput) =>
  updateOne<Artist>('/artists', id, input);

export function useUpdateArtist(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ArtistUpdateInput) => updateArtist(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: artistsQueryKey }),
  });
}
