import PDFDocument from 'pdfkit';
import type { CustomerLanguage } from '@encore/shared/orders/order.schema';
import { formatTicketCode } from '@encore/shared/tickets/ticket-code';
import { displayRuns, isolate } from './ticket-bidi';
import { fontFiles, ticketFont, type FontName } from './ticket-fonts';
import { priceText, showWhen, ticketTexts } from './ticket-pdf-texts';
import { drawQr } from './ticket-qr';

/** Everything one ticket page prints. */
export interface TicketPage {
  showName: string;
  subtitle: string | null;
  startsAt: Date;
  roomName: string;
  address: string | null;
  areaLabel: string | null;
  rowLabel: string | null;
  seatLabel: string | null;
  /** Admission n of `quantity` for a general-admission item (quantity 1: not printed). */
  admission: number;
  quantity: number;
  priceLevelName: string;
  priceInclTaxCents: number;
  orderNumber: string;
  customerName: string | null;
  code: string;
  qr: string;
}

interface Opener {
  openImage(src: Buffer): PDFKit.Mixins.ImageSrc;
}

const A4 = { width: 595.28, height: 841.89 };
const margin = 40;
const grey = '#555555';

interface WriteOptions {
  x: number;
  y?: number;
  width: number;
  size: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'center';
  /** Wrapped when longer than the width (else shrunk): pdfkit's line wrapper is the costliest part of a page. */
  wrap?: boolean;
}

/** What drawing one text wrote on a page: replayed as it is wherever the same text is drawn at the same place. */
interface Drawn {
  content: Uint8Array;
  fonts: [string, unknown][];
  font: FontName;
  size: number;
  x: number;
  y: number;
}

interface PageInternals {
  write(chunk: string | Uint8Array): void;
  fonts: Record<string, unknown>;
}
type DocInternals = { page: PageInternals; _fontSize: number };

/** Per document (font resource names and glyph subsets are a document's own): its texts already drawn. */
const drawnTexts = new WeakMap<PDFKit.PDFDocument, Map<string, Drawn>>();

/**
 * One text, as `draw` writes it (`write` below). Most of a ticket's texts are the same on every page of an
 * order at the same place (show, date, room, labels, price, footer): the first page lays them out (bidi,
 * font runs, measuring, pdfkit's line wrapper, glyph encoding) and records the content it wrote; the others
 * write those bytes again, with the same font resources. Same PDF, without laying each text out 1,000 times.
 */
function write(doc: PDFKit.PDFDocument, text: string, o: WriteOptions) {
  const y = o.y ?? doc.y;
  const key = JSON.stringify([text, o, y]);
  let texts = drawnTexts.get(doc);
  if (!texts) drawnTexts.set(doc, (texts = new Map()));
  const internals = doc as unknown as DocInternals;
  const page = internals.page;
  const drawn = texts.get(key);
  if (drawn) {
    page.write(drawn.content);
    for (const [name, ref] of drawn.fonts) page.fonts[name] ??= ref;
    doc.font(drawn.font).fontSize(drawn.size);
    doc.x = drawn.x;
    doc.y = drawn.y;
    return;
  }
  const chunks: string[] = [];
  const pageWrite = page.write;
  page.write = (chunk) => {
    if (typeof chunk === 'string') chunks.push(chunk);
    pageWrite.call(page, chunk);
  };
  let font: FontName;
  try {
    font = draw(doc, text, { ...o, y });
  } finally {
    delete (page as Partial<PageInternals>).write;
  }
  // A text that went on to a new page (pdfkit's line wrapper past the bottom margin) or wrote nothing is not kept.
  if (internals.page !== page || chunks.length === 0) return;
  // The fonts its text operators name (`/F3 24 Tf`): each page that shows it lists them in its resources.
  const names = new Set(chunks.flatMap((chunk) => /^\/(\S+) \S+ Tf$/.exec(chunk)?.[1] ?? []));
  texts.set(key, {
    content: Buffer.from(`${chunks.join('\n')}\n`, 'latin1'),
    fonts: [...names].map((name) => [name, page.fonts[name]]),
    font,
    size: internals._fontSize,
    x: doc.x,
    y: doc.y,
  });
}

/** One text in runs of fonts that have its glyphs, in display order (ticket-bidi.ts), on one line when it fits. */
function draw(doc: PDFKit.PDFDocument, text: string, o: WriteOptions & { y: number }): FontName {
  const runs = displayRuns(text, o.bold);
  doc.fillColor(o.color ?? '#000000').fontSize(o.size);
  const y = o.y;
  const measure = () => runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  let width = measure();
  if (o.wrap && width > o.width) {
    runs.forEach((run, i) => {
      doc.font(run.font);
      const options = { width: o.width, align: o.align ?? 'left', continued: i < runs.length - 1 };
      if (i === 0) doc.text(run.text, o.x, y, options);
      else doc.text(run.text, options);
    });
    return runs.at(-1)?.font ?? 'latin';
  }
  let x = o.x;
  // Too long for one line (a long area name): smaller type rather than over the next column.
  if (width > o.width) {
    doc.fontSize(Math.max(8, (o.size * o.width) / width));
    width = measure();
  }
  if (o.align === 'center') x += Math.max(0, (o.width - width) / 2);
  runs.forEach((run, i) => {
    doc.font(run.font);
    const options = { lineBreak: false, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  // pdfkit moves along the line only: the next text starts under this one, at the left edge given.
  doc.x = o.x;
  doc.y = y + doc.currentLineHeight(true);
  return runs.at(-1)?.font ?? 'latin';
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A4 pages, one per ticket; big type and a large QR code so the page also reads on a phone. */
export async function renderTicketsPdf(
  pages: TicketPage[],
  language: CustomerLanguage,
  poster?: Buffer,
  /** The seller's legal mentions (shared/business/business-mentions.ts), printed at the foot of each page. */
  seller: string[] = [],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false, margin, info: { Title: 'Encore' } });
  for (const name of Object.keys(fontFiles) as FontName[])
    doc.registerFont(name, ticketFont(name) as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // One image object for every page: pdfkit embeds it once (image() takes what openImage returns).
  const image = poster ? (doc as unknown as Opener).openImage(poster) : undefined;
  for (const [i, page] of pages.entries()) {
    drawPage(doc, page, language, image, seller);
    // Other requests run between two pages: a 200-ticket PDF drawn at once held the event loop for
    // seconds (issue 22, point 8). A page is a few milliseconds.
    if (i < pages.length - 1) await yieldToEventLoop();
  }
  doc.end();
  return done;
}

function drawPage(
  doc: PDFKit.PDFDocument,
  page: TicketPage,
  language: CustomerLanguage,
  poster: PDFKit.Mixins.ImageSrc | undefined,
  seller: string[],
) {
  const t = ticketTexts[language];
  doc.addPage();
  const full = A4.width - 2 * margin;
  let x = margin;
  if (poster) {
    doc.image(poster, margin, margin, { fit: [150, 210] });
    x = margin + 170;
  }
  const width = A4.width - margin - x;
  write(doc, page.showName, { x, y: margin, width, size: 26, bold: true, wrap: true });
  if (page.subtitle) write(doc, page.subtitle, { x, width, size: 15, color: grey, wrap: true });
  doc.moveDown(0.4);
  write(doc, showWhen(page.startsAt, language), { x, width, size: 16, bold: true });
  write(doc, page.roomName, { x, width, size: 13, wrap: true });
  if (page.address) write(doc, page.address, { x, width, size: 11, color: grey, wrap: true });
  let y = Math.max(doc.y, poster ? margin + 210 : 0) + 18;
  doc
    .moveTo(margin, y)
    .lineTo(A4.width - margin, y)
    .lineWidth(1)
    .stroke('#999999');
  y += 14;

  const cells: [string, string][] = [];
  if (page.areaLabel) cells.push([t.area, page.areaLabel]);
  if (page.rowLabel) cells.push([t.row, page.rowLabel]);
  if (page.seatLabel) cells.push([t.seat, page.seatLabel]);
  if (page.quantity > 1) cells.push([t.admission, `${page.admission} ${t.of} ${page.quantity}`]);
  const cellWidth = full / Math.max(cells.length, 1);
  let bottom = y;
  cells.forEach(([label, value], i) => {
    const cx = margin + i * cellWidth;
    write(doc, label.toUpperCase(), { x: cx, y, width: cellWidth - 8, size: 10, color: grey });
    write(doc, value, { x: cx, width: cellWidth - 8, size: 24, bold: true });
    bottom = Math.max(bottom, doc.y);
  });
  y = bottom + 8;
  const price = priceText(page.priceInclTaxCents, language);
  write(doc, `${t.priceLevel}${t.colon}${isolate(page.priceLevelName)}   ·   ${t.price}${t.colon}${price}`, {
    x: margin,
    y,
    width: full,
    size: 13,
  });

  const qrSize = 230;
  const qrY = doc.y + 16;
  drawQr(doc, page.qr, (A4.width - qrSize) / 2, qrY, qrSize);
  write(doc, t.code, {
    x: margin,
    y: qrY + qrSize + 14,
    width: full,
    size: 10,
    color: grey,
    align: 'center',
  });
  // The code is ASCII of one alphabet: a monospaced font reads best. Embedded like every font of the ticket
  // (a base font such as Courier-Bold is the viewer's own, drawn differently or not at all).
  const code = formatTicketCode(page.code);
  doc.font('mono').fontSize(18).fillColor('#000000');
  doc.text(code, (A4.width - doc.widthOfString(code)) / 2, doc.y + 2, { lineBreak: false });

  y = A4.height - margin - 70;
  doc
    .moveTo(margin, y)
    .lineTo(A4.width - margin, y)
    .lineWidth(1)
    .stroke('#999999');
  write(doc, `${t.order} ${page.orderNumber}`, {
    x: margin,
    y: y + 10,
    width: full / 2,
    size: 12,
    bold: true,
  });
  if (page.customerName)
    write(doc, `${t.customer}${t.colon}${isolate(page.customerName)}`, {
      x: margin + full / 2,
      y: y + 10,
      width: full / 2,
      size: 12,
    });
  write(doc, t.doorNote, { x: margin, y: y + 34, width: full, size: 9.5, color: grey, wrap: true });
  if (seller.length)
    write(doc, seller.join(' · '), { x: margin, y: y + 62, width: full, size: 7.5, color: grey, wrap: true });
}

/**
 * Draws a throwaway page once: fontkit decodes a font's tables and pdfkit its metrics on first use, which
 * held the event loop for most of a second in the first PDF a server made.
 */
export async function warmTicketPdf(): Promise<void> {
  const page: TicketPage = {
    showName: 'Encore',
    subtitle: 'Encore',
    startsAt: new Date(0),
    roomName: 'Encore',
    address: 'Encore',
    areaLabel: 'A',
    rowLabel: 'B',
    seatLabel: '1',
    admission: 1,
    quantity: 2,
    priceLevelName: 'Encore',
    priceInclTaxCents: 100,
    orderNumber: 'ENCORE',
    customerName: 'Encore',
    code: 'ENCOREENCOREENCOREENCOREENCO',
    qr: 'encore',
  };
  await renderTicketsPdf([page], 'fr');
}
