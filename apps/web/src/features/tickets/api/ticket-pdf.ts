import { ticketApi } from '@encore/shared/tickets/ticket-api';
import { api } from '@/lib/api-client';
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

/** The PDF reached the page but its frame did not show it (it failed, or did not load in time). */
export class TicketsPrintError extends Error {
  constructor(reason: string) {
    super(`The tickets could not be printed: ${reason}`);
    this.name = 'TicketsPrintError';
  }
}

/** How long the hidden frame may take to show the PDF before the seller is told it failed. */
export const PRINT_FRAME_TIMEOUT_MS = 20_000;

/**
 * Opens the browser's print dialog on the PDF from a hidden frame: the seller prints at the counter without
 * a new tab (a tab opened after an await is a blocked pop-up). Settles once the dialog was asked for: rejects
 * when the PDF request fails, or with a TicketsPrintError when the frame fails to show the PDF (a frame that
 * shows an error page has no print() the app may call) or does not load within `timeoutMs`.
 */
export async function printTicketsPdf(orderId: string, timeoutMs = PRINT_FRAME_TIMEOUT_MS) {
  const url = URL.createObjectURL(await orderPdf(orderId));
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  const discard = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new TicketsPrintError('the frame did not load')), timeoutMs);
      frame.onerror = () => {
        clearTimeout(timer);
        reject(new TicketsPrintError('the frame failed to load'));
      };
      frame.onload = () => {
        clearTimeout(timer);
        try {
          const shown = frame.contentWindow;
          if (!shown) throw new Error('the frame has no window');
          shown.focus();
          shown.print();
          resolve();
        } catch (error) {
          reject(new TicketsPrintError(error instanceof Error ? error.message : String(error)));
        }
      };
      document.body.append(frame);
    });
  } catch (error) {
    discard();
    throw error;
  }
  // The dialog holds the frame while open; a minute later it is gone.
  setTimeout(discard, 60_000);
}
