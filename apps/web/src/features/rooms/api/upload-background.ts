import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rooms } from './room-queries';
import { api } from '@/lib/api-client';

/** Stores a new background SVG; the server sanitises it before keeping it. */
export const uploadBackground = (roomId: string, file: File) =>
  api.put(`/rooms/${roomId}/background`, file, { contentType: 'image/svg+xml' });

export function useUploadBackground(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBackground(roomId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: rooms.key }),
  });
}
