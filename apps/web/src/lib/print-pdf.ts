/** The PDF reached the page but its frame did not show it (it failed, or did not load in time). */
export class PdfPrintError extends Error {
  constructor(reason: string) {
    super(`The document could not be printed: ${reason}`);
    this.name = 'PdfPrintError';
  }
}

/**
 * Opens the browser's print dialog on a PDF from a hidden frame (tickets, receipts): the seller prints at
 * the counter without a new tab (a tab opened after an await is a blocked pop-up). Rejects with a PdfPrintError when the frame fails to show the PDF
 * or does not load within `timeoutMs`.
 */
export async function printPdf(blob: Blob, timeoutMs = 20_000) {
  const url = URL.createObjectURL(blob);
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
      const timer = setTimeout(() => reject(new PdfPrintError('the frame did not load')), timeoutMs);
      frame.onerror = () => {
        clearTimeout(timer);
        reject(new PdfPrintError('the frame failed to load'));
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
          reject(new PdfPrintError(error instanceof Error ? error.message : String(error)));
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
