import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeatMapImportError } from '@encore/shared/rooms/seat-map-import-common';
import { rooms } from './room-queries';
import { api } from '@/lib/api-client';
import type { SeatMapFormat } from './export-seat-map';

/** One line-precise problem of an imported file or a saved plan (400 E00002 details; `code` is its key). */
export type ImportProblem = SeatMapImportError & { code?: string; params?: Record<string, string | number> };

export const formatOfFile = (file: File): SeatMapFormat =>
  file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv' ? 'csv' : 'json';

/** Replaces the room's plan by a file; an invalid file changes nothing and answers its problems. */
export async function importSeatMap(roomId: string, file: File) {
  const format = formatOfFile(file);
  const contentType = format === 'csv' ? 'text/csv' : 'application/json';
  await api.post(`/rooms/${roomId}/seat-map/import?format=${format}`, file, { contentType });
}

export function useImportSeatMap(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importSeatMap(roomId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: rooms.key }),
  });
}
