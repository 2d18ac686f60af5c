import PDFDocument from 'pdfkit';
import { ticketFont } from '../tickets';

/**
 * A document as rows (receipts, statements): built first, then laid out on an 80 mm roll (its height
 * measured from the rows) or on A4 pages. Fonts are the tickets' embedded Noto (any script prints).
 */
export type Row =
  | { kind: 'title'; text: string }
  | { kind: 'text'; text: string; bold?: boolean; small?: boolean; center?: boolean }
  /** Columns: the first left-aligned, the others right-aligned in equal widths. */
  | { kind: 'cells'; cells: string[]; bold?: boolean }
  | { kind: 'heading'; text: string }
  /** "DUPLICATA" framed, big, and its print number. */
  | { kind: 'banner'; text: string; sub: string }
  | { kind: 'space' };

export type PaperFormat = '80mm' | 'a4';

const roll = { width: 226.77, margin: 10, size: 8, line: 11 };
const a4 = { width: 595.28, margin: 50, size: 10, line: 15 };

const heightOf = (row: Row, f: typeof roll, lines: (row: Row) => number) => {
  switch (row.kind) {
    case 'title':
      return f.line * 2;
    case 'heading':
      return f.line + 10;
    case 'banner':
      return f.line * 5;
    case 'space':
      return f.line / 2;
    default:
      return f.line * lines(row);
  }
};

export async function renderRows(rows: Row[], format: PaperFormat, title: string): Promise<Buffer> {
  const f = format === '80mm' ? roll : a4;
  const inner = f.width - 2 * f.margin;
  // A text row may wrap on a roll: measured with a document of the same fonts before the real one.
  const measure = new PDFDocument({ size: [f.width, 1000], margin: f.margin });
  measure.registerFont('regular', ticketFont('latin') as unknown as PDFKit.Mixins.PDFFontSource);
  const lines = (row: Row) => {
    if (row.kind !== 'text') return 1;
    measure.font('regular').fontSize(row.small ? f.size - 1 : f.size);
    const one = measure.heightOfString('X', { width: inner });
    return Math.max(1, Math.round(measure.heightOfString(row.text, { width: inner }) / one));
  };
  const height =
    format === '80mm' ? rows.reduce((h, row) => h + heightOf(row, f, lines), 2 * f.margin + f.line) : 841.89;
  const doc = new PDFDocument({ size: [f.width, height], margin: f.margin, info: { Title: title } });
  doc.registerFont('regular', ticketFont('latin') as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', ticketFont('latinBold') as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const x = f.margin;
  let y = f.margin;
  for (const row of rows) {
    const h = heightOf(row, f, lines);
    if (format === 'a4' && y + h > height - f.margin) {
      doc.addPage({ size: [f.width, height], margin: f.margin });
      y = f.margin;
    }
    switch (row.kind) {
      case 'title':
        doc
          .font('bold')
          .fontSize(f.size * 1.6)
          .text(row.text, x, y, { width: inner, align: 'center' });
        break;
      case 'heading':
        doc
          .font('bold')
          .fontSize(f.size * 1.1)
          .text(row.text, x, y + 6, { width: inner, lineBreak: false });
        doc
          .moveTo(x, y + 6 + f.line)
          .lineTo(x + inner, y + 6 + f.line)
          .lineWidth(0.5)
          .stroke();
        break;
      case 'banner':
        doc
          .rect(x, y + 2, inner, f.line * 4.4)
          .lineWidth(2)
          .stroke();
        doc
          .font('bold')
          .fontSize(f.size * 2.6)
          .text(row.text, x, y + f.line * 0.5, { width: inner, align: 'center' });
        doc
          .font('bold')
          .fontSize(f.size)
          .text(row.sub, x, y + f.line * 3.1, { width: inner, align: 'center' });
        break;
      case 'text':
        doc
          .font(row.bold ? 'bold' : 'regular')
          .fontSize(row.small ? f.size - 1 : f.size)
          .text(row.text, x, y, { width: inner, align: row.center ? 'center' : 'left' });
        break;
      case 'cells': {
        const n = row.cells.length;
        const first = n > 2 ? inner * (format === '80mm' ? 0.28 : 0.4) : inner * 0.62;
        const rest = (inner - first) / Math.max(1, n - 1);
        doc.font(row.bold ? 'bold' : 'regular').fontSize(f.size);
        doc.text(row.cells[0]!, x, y, { width: first, lineBreak: false, ellipsis: true });
        row.cells.slice(1).forEach((cell, i) => {
          doc.text(cell, x + first + i * rest, y, { width: rest, align: 'right', lineBreak: false });
        });
        break;
      }
      case 'space':
        break;
    }
    y += h;
  }
  doc.end();
  return done;
}
