import type { ReceiptFormat } from '@encore/shared/returns/returns.schema';
import { api } from '@/lib/api-client';

const language = (lang: string) => (lang.startsWith('en') ? 'en' : 'fr');

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `GET /api/orders/{id}/receipt.pdf`: every call is a print the server counts and journals (the first the
 * original, the others DUPLICATA), so the PDF is opened once, in a new tab where the seller prints it.
 * The tab is opened before the request (a tab opened after an await is a blocked pop-up); without one
 * (blocked all the same) the file is saved instead.
 */
export async function openReceipt(orderId: string, orderNumber: string, format: ReceiptFormat, lang: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.blob(`/orders/${orderId}/receipt.pdf?format=${format}&lang=${language(lang)}`);
    if (tab) tab.location.href = URL.createObjectURL(blob);
    else saveBlob(blob, `receipt-${orderNumber}.pdf`);
  } catch (error) {
    tab?.close();
    throw error;
  }
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
