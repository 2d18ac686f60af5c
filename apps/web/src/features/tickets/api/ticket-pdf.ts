import { ticketApi } from '@encore/shared/tickets/ticket-api';
import { api } from '@/lib/api-client';
import { apiPath } from './ticket-queries';

const orderPdf = (orderId: string) => api.blob(apiPath(ticketApi.orderPdf(orderId)));

/** Saves the order's tickets (one page each) as `tickets-<number>.pdf`. */
export async function downloadTicketsPdf(orderId: string, orderNumber: string) {
  const url = URL.createObjectURL(await orderPdf(orderId));
  const link = document.createElement('a');
  link.href = url;
  link.download = `tickets-${orderNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens the browser's print dialog on the PDF from a hidden frame: the seller prints at the counter without
 * a new tab (a tab opened after an await is a blocked pop-up).
 */
export async function printTicketsPdf(orderId: string) {
  const url = URL.createObjectURL(await orderPdf(orderId));
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  };
  document.body.append(frame);
  // The dialog holds the frame while open; a minute later it is gone.
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}
