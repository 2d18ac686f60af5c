import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { seatMapQueryKey, type SeatMapDocument } from '@/components/seat-map/room-plan-queries';
import { rooms } from './room-queries';

/** What a save answers: the new revision and the seat count (the room's capacity). */
export interface SavedSeatMap {
  revision: number;
  seats: number;
}

/** One PUT replaces the whole plan, naming the revision it started from (409 when someone saved since). */
export const saveSeatMap = async (roomId: string, body: SeatMapDocument) =>
  (await api.request<{ data: SavedSeatMap }>(`/rooms/${roomId}/seat-map`, { method: 'PUT', body })).data;

export function useSaveSeatMap(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatMapDocument) => saveSeatMap(roomId, body),
    onSuccess: (saved, sent) => {
      client.setQueryData(seatMapQueryKey(roomId), { revision: saved.revision, map: sent.map });
      void client.invalidateQueries({ queryKey: [...rooms.key, 'list'] });
      void client.invalidateQueries({ queryKey: rooms.detail(roomId).queryKey });
    },
  });
}
