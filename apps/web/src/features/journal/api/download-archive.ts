import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** `GET /api/journal/archive?period=`: the signed ZIP of a year (2026) or a month (2026-11), saved as a file. */
export async function downloadArchive(period: string) {
  const blob = await api.blob(`/journal/archive?period=${encodeURIComponent(period)}`);
  saveBlob(blob, `encore-journal-${period}.zip`);
}
