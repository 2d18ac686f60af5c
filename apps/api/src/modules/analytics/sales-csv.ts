import type { CsvLanguage, SalesTable } from '@encore/shared/analytics/analytics.schema';
import type { PaymentMethod } from '@encore/shared/orders/order.schema';
import { showDateTime } from '@encore/shared/shows/show-time';
import { noSeller } from '../../db/schema';
import { csvLabels } from './csv-labels';
import { byteOrderMark, csvWriter, type CsvCell } from './csv-writer';

const wallClock = (instant: string) => {
  const { date, time } = showDateTime(instant);
  return `${date} ${time}`;
};

/**
 * One analytics table as CSV lines: its lines, then the totals. Amounts in euros; the VAT per rate gets
 * one column per rate met. Yielded line by line (the table is already small: one line per show, day...).
 */
export function* salesTableCsv(table: SalesTable, lang: CsvLanguage): Generator<string> {
  const labels = csvLabels[lang];
  const csv = csvWriter(lang);
  const { dimension } = table;
  const detail = labels.detail[dimension];
  const name = (row: SalesTable['rows'][number]): CsvCell => {
    if (dimension === 'event') return wallClock(row.label);
    if (dimension === 'paymentMethod') return labels.payment[row.label as PaymentMethod] ?? row.label;
    if (dimension === 'vatRate') return csv.rate(Number(row.label));
    if (dimension === 'seller' && row.key === noSeller) return labels.noSeller;
    return row.label;
  };
  yield (
    byteOrderMark +
    csv.line([
      labels.dimension[dimension],
      ...(detail ? [detail] : []),
      labels.tickets,
      labels.revenueInclVat,
      labels.revenueExclVat,
      labels.vat,
      ...table.vatRates.map((rate) => labels.vatAt(csv.rate(rate).numeric)),
      labels.fees,
      labels.cancelledTickets,
      labels.cancelledAmount,
      labels.invitations,
      labels.paid,
      labels.refunded,
      labels.revenue,
    ])
  );
  const cents = (value: number | null) => (value === null ? null : csv.euros(value));
  const figures = (row: SalesTable['totals']) => [
    row.tickets,
    csv.euros(row.revenueInclVatCents),
    csv.euros(row.revenueExclVatCents),
    csv.euros(row.vatCents),
    ...table.vatRates.map((rate) => csv.euros(row.vatByRate[rate] ?? 0)),
    csv.euros(row.feesCents),
    row.cancelledTickets,
    csv.euros(row.cancelledCents),
    row.invitations,
    cents(row.paidCents),
    cents(row.refundedCents),
    cents(row.revenueCents),
  ];
  for (const row of table.rows) yield csv.line([name(row), ...(detail ? [row.detail] : []), ...figures(row)]);
  yield csv.line([labels.total, ...(detail ? [null] : []), ...figures(table.totals)]);
}

export interface LedgerLine {
  day: string;
  cancelled: boolean;
  orderNumber: string;
  showName: string;
  startsAt: Date;
  channelName: string;
  priceLevelName: string;
  areaLabel: string | null;
  rowLabel: string | null;
  seatLabel: string | null;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints: number;
  unitVatCents: number;
  unitFeeCents: number;
  sellerName: string | null;
  paymentMethod: string | null;
}

/**
 * The order-items export: one line per sale or cancellation of an item on its day, cancellations with
 * negative quantities and amounts, so each column adds up to the tables' net figures (VAT: each line's
 * ticket VAT; the tables take the VAT of the total at each rate, sales-table.service.ts). A year is a million
 * lines: the texts that repeat (shows, channels, levels, sellers, event starts...) are written once and
 * reused, and a line is one string concatenation (the same cells as `csvWriter.line`, tested so).
 */
export function ledgerCsv(lang: CsvLanguage) {
  const labels = csvLabels[lang];
  const csv = csvWriter(lang);
  const sep = csv.separator;
  const memo = () => {
    const cells = new Map<string, string>();
    return (value: string) => {
      let cell = cells.get(value);
      if (cell === undefined) cells.set(value, (cell = csv.cell(value)));
      return cell;
    };
  };
  const [show, channel, level, seller, payment] = [memo(), memo(), memo(), memo(), memo()];
  // A year has a few hundred events: each start is written once, not once per line.
  const starts = new Map<number, string>();
  const startOf = (instant: Date) => {
    let text = starts.get(instant.getTime());
    if (text === undefined)
      starts.set(instant.getTime(), (text = csv.cell(wallClock(instant.toISOString()))));
    return text;
  };
  const sale = csv.cell(labels.items.sale);
  const cancellation = csv.cell(labels.items.cancellation);
  const rates = new Map<number, string>();
  const rate = (basisPoints: number) => {
    let text = rates.get(basisPoints);
    if (text === undefined) rates.set(basisPoints, (text = csv.rate(basisPoints).numeric));
    return text;
  };
  const euros = (cents: number) => csv.euros(cents).numeric;
  return {
    header:
      byteOrderMark +
      csv.line([
        labels.items.day,
        labels.items.movement,
        labels.items.order,
        labels.dimension.show,
        labels.dimension.event,
        labels.dimension.channel,
        labels.dimension.priceLevel,
        labels.items.seat,
        labels.tickets,
        labels.items.unitPrice,
        labels.items.vatRate,
        labels.items.price,
        labels.vat,
        labels.fees,
        labels.revenueInclVat,
        labels.revenueExclVat,
        labels.dimension.seller,
        labels.dimension.paymentMethod,
      ]),
    line(l: LedgerLine) {
      const sign = l.cancelled ? -1 : 1;
      const n = sign * l.quantity;
      const price = n * l.unitPriceCents;
      const vat = n * l.unitVatCents;
      const fees = n * l.unitFeeCents;
      const seat =
        l.areaLabel || l.rowLabel || l.seatLabel
          ? csv.cell([l.areaLabel, l.rowLabel, l.seatLabel].filter(Boolean).join(' '))
          : '';
      const paymentLabel = labels.payment[(l.paymentMethod ?? '') as PaymentMethod] ?? l.paymentMethod;
      return (
        `${csv.cell(l.day)}${sep}${l.cancelled ? cancellation : sale}${sep}${csv.cell(l.orderNumber)}` +
        `${sep}${show(l.showName)}${sep}${startOf(l.startsAt)}${sep}${channel(l.channelName)}` +
        `${sep}${level(l.priceLevelName)}${sep}${seat}${sep}${csv.cell(n)}${sep}${euros(l.unitPriceCents)}` +
        `${sep}${rate(l.vatRateBasisPoints)}${sep}${euros(price)}${sep}${euros(vat)}${sep}${euros(fees)}` +
        `${sep}${euros(price + fees)}${sep}${euros(price - vat + fees)}` +
        `${sep}${seller(l.sellerName ?? labels.noSeller)}` +
        `${sep}${paymentLabel === null ? '' : payment(paymentLabel)}\r\n`
      );
    },
  };
}
