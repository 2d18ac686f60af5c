import PDFDocument from 'pdfkit';
import { formatEuros, formatRate } from '@encore/shared/money';
import { tenderMethods } from '@encore/shared/money/money-facts';
import type { TillReport } from '@encore/shared/tills/till.schema';
import { ticketFont } from '../tickets';
import { reportTexts } from './till-report-texts';

const margin = 50;
const width = 595.28 - 2 * margin;

/** The Z report on one A4 page (more when long): headed sections of label / amount columns. */
export async function renderReportPdf(report: TillReport, lang: 'fr' | 'en'): Promise<Buffer> {
  const t = reportTexts[lang];
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: `Encore – ${t.title}` } });
  doc.registerFont('regular', ticketFont('latin') as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', ticketFont('latinBold') as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const euros = (cents: number) => formatEuros(cents, t.locale);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(t.locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(iso));
  const s = report.session;

  /** One line of columns: the first left-aligned, the others right-aligned in equal widths. */
  const row = (cells: string[], bold = false) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    const first = cells.length > 2 ? width * 0.4 : width * 0.6;
    const rest = (width - first) / Math.max(1, cells.length - 1);
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    doc.text(cells[0]!, margin, y, { width: first, lineBreak: false });
    cells.slice(1).forEach((cell, i) => {
      doc.text(cell, margin + first + i * rest, y, { width: rest, align: 'right', lineBreak: false });
    });
    doc.y = y + 15;
  };
  const heading = (text: string) => {
    doc.y += 8;
    doc.font('bold').fontSize(12).text(text, margin, doc.y);
    doc
      .moveTo(margin, doc.y + 2)
      .lineTo(margin + width, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    doc.y += 6;
  };

  doc.font('bold').fontSize(20).text(`${t.title} – ${s.tillName}`, margin, margin);
  doc.y += 4;
  row([t.seller, s.openedByName]);
  row([t.opened, when(s.openedAt)]);
  row([t.closed, s.closedAt ? when(s.closedAt) : t.stillOpen]);
  row([t.printed, when(report.printedAt)]);

  heading(t.vat);
  row([t.rate, t.base, t.tax, t.total], true);
  for (const line of report.vat)
    row([
      formatRate(line.rateBasisPoints, t.locale),
      euros(line.baseCents),
      euros(line.vatCents),
      euros(line.totalCents),
    ]);
  row(
    [
      t.totals,
      euros(report.totals.baseCents),
      euros(report.totals.vatCents),
      euros(report.totals.totalCents),
    ],
    true,
  );

  heading(t.byMethod);
  row([t.method, t.paid, t.refunded, t.net], true);
  for (const m of tenderMethods)
    row([
      t.methods[m],
      euros(report.payments[m]),
      euros(report.refunds[m]),
      euros(report.payments[m] - report.refunds[m]),
    ]);

  heading(t.activity);
  row([t.orders, String(report.orders)]);
  row([t.tickets, String(report.tickets)]);
  row([t.payments, String(report.paymentsCount)]);
  row([t.refunds, String(report.refundsCount)]);
  row([t.cancelledOrders, String(report.cancellations.orders)]);
  row([t.cancelledItems, String(report.cancellations.items)]);
  row([t.invitations, `${report.invitations.orders} / ${report.invitations.tickets}`]);

  heading(t.cash);
  row([t.float, euros(s.openingFloatCents)]);
  row([t.payIns, euros(report.movements.pay_in)]);
  row([t.payOuts, euros(report.movements.pay_out)]);
  row([t.drops, euros(report.movements.drop)]);

  heading(t.balance);
  row([t.method, t.expected, t.counted, t.variance], true);
  for (const m of tenderMethods)
    row([
      t.methods[m],
      euros(s.expected[m]),
      s.counted ? euros(s.counted[m]) : '–',
      s.variance ? euros(s.variance[m]) : '–',
    ]);
  doc.end();
  return done;
}
