import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type SeatMapFormat = 'json' | 'csv';

/** Downloads the saved plan as a file named after the room. */
export async function exportSeatMap(roomId: string, format: SeatMapFormat, fileName: string) {
  const blob = await api.blob(`/rooms/${roomId}/seat-map/export?format=${format}`);
  saveBlob(blob, `${fileName}.${format}`);
}
