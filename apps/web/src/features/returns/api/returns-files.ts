import type { ReceiptFormat } from '@encore/shared/returns/returns.schema';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { printPdf } from '@/lib/print-pdf';

const language = (lang: string) => (lang.startsWith('en') ? 'en' : 'fr');

/**
 * `GET /api/orders/{id}/receipt.pdf`, sent to the print dialog: every call is a print the server counts
 * and journals (the first the original, the others DUPLICATA), so the PDF is asked for once per print.
 */
export async function printReceipt(orderId: string, format: ReceiptFormat, lang: string) {
  await printPdf(await api.blob(`/orders/${orderId}/receipt.pdf?format=${format}&lang=${language(lang)}`));
}

/** `GET /api/events/{id}/statement.pdf|.csv`: the event's box-office statement, saved. */
export async function downloadStatement(eventId: string, kind: 'pdf' | 'csv', lang: string, name: string) {
  const blob = await api.blob(`/events/${eventId}/statement.${kind}?lang=${language(lang)}`);
  saveBlob(blob, `${name}.${kind}`);
}

/** `GET /api/reports/sibil.csv?quarter=2026-Q4`: the quarter's SIBIL return, saved. */
export async function downloadSibil(quarter: string, lang: string) {
  const blob = await api.blob(
    `/reports/sibil.csv?quarter=${encodeURIComponent(quarter)}&lang=${language(lang)}`,
  );
  saveBlob(blob, `sibil-${quarter}.csv`);
}
