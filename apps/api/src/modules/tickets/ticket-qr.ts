import QRCode from 'qrcode';

/**
 * Draws a QR code as vector squares (architecture.md: an embedded PNG per ticket is ten times slower),
 * each row's run of dark modules as one rectangle, all filled at once. `size` is the side without the
 * quiet zone the caller leaves around it.
 */
export function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // A hair wider than the cell so neighbouring rectangles leave no seam when rendered.
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}
