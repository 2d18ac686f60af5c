import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOne } from '@/components/resource/resource-api';
import { artistsQueryKey } from './list-artists';

export const deleteArtist = (id: string) => deleteOne('/artists', id);

export function useDeleteArtist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArtist,
    onSuccess: () => client.invalidateQueries({ queryKey: artistsQueryKey }),
  });
}
