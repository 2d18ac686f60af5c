import { api } from '@/lib/api-client';

/** `GET /api/journal/archive?period=`: the signed ZIP of a year (2026) or a month (2026-11), saved as a file. */
export async function downloadArchive(period: string) {
  const blob = await api.blob(`/journal/archive?period=${encodeURIComponent(period)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `encore-journal-${period}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
