import { api } from '@/lib/api-client';

export type SeatMapFormat = 'json' | 'csv';

/** Downloads the saved plan as a file named after the room. */
export async function exportSeatMap(roomId: string, format: SeatMapFormat, fileName: string) {
  const blob = await api.blob(`/rooms/${roomId}/seat-map/export?format=${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
