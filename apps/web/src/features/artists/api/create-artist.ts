import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Artist, ArtistCreateInput } from '@encore/shared/catalogue/artist.schema';
import { createOne } from '@/components/resource/resource-api';
import { artistsQueryKey } from './list-artists';

export const createArtist = (input: ArtistCreateInput) => createOne<Artist>('/artists', input);

export function useCreateArtist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArtist,
    onSuccess: () => client.invalidateQueries({ queryKey: artistsQueryKey }),
  });
}
