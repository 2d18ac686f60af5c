import { ticketApi } from '@encore/shared/tickets/ticket-api';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { printPdf } from '@/lib/print-pdf';
import { apiPath } from './ticket-queries';

const orderPdf = (orderId: string) => api.blob(apiPath(ticketApi.orderPdf(orderId)));

/** Saves the order's tickets (one page each) as `tickets-<number>.pdf`. */
export async function downloadTicketsPdf(orderId: string, orderNumber: string) {
  saveBlob(await orderPdf(orderId), `tickets-${orderNumber}.pdf`);
}

/** Saves one ticket's page as `ticket-<order number>-<code>.pdf`. */
export async function downloadTicketPdf(ticketId: string, name: string) {
  saveBlob(await api.blob(apiPath(ticketApi.ticketPdf(ticketId))), `ticket-${name}.pdf`);
}

/** The tickets' PDF reached the page but its frame did not show it (it failed, or did not load in time). */
export { PdfPrintError as TicketsPrintError } from '@/lib/print-pdf';

/** How long the hidden frame may take to show the PDF before the seller is told it failed. */
export const PRINT_FRAME_TIMEOUT_MS = 20_000;

/**
 * Opens the browser's print dialog on the tickets' PDF from a hidden frame (lib/print-pdf.ts). Rejects when
 * the PDF request fails, or with a TicketsPrintError when the frame fails to show the PDF.
 */
export async function printTicketsPdf(orderId: string, timeoutMs = PRINT_FRAME_TIMEOUT_MS) {
  await printPdf(await orderPdf(orderId), timeoutMs);
}
