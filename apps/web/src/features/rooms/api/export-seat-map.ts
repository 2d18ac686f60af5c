import { sendRaw } from './send-file';

export type SeatMapFormat = 'json' | 'csv';

/** Downloads the saved plan as a file named after the room. */
export async function exportSeatMap(roomId: string, format: SeatMapFormat, fileName: string) {
  const res = await sendRaw(`/rooms/${roomId}/seat-map/export?format=${format}`, { method: 'GET' });
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
