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
    ])
  );
  const figures = (row: SalesTable['totals']) => [
    row.tickets,
    csv.euros(row.revenueInclVatCents),
    csv.euros(row.revenueExclVatCents),
    csv.euros(row.vatCents),
    ...table.vatRates.map((rate) => csv.euros(row.vatByRate[rate] ?? 0)),
    csv.euros(row.feesCents),
    row.cancelledTickets,
    csv.euros(row.cancelledCents),
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
 * negative quantities and amounts, so each column adds up to the tables' net figures.
 */
export function ledgerCsv(lang: CsvLanguage) {
  const labels = csvLabels[lang];
  const csv = csvWriter(lang);
  // A year has a few hundred events: each start is written once, not once per line.
  const starts = new Map<number, string>();
  const startOf = (instant: Date) => {
    let text = starts.get(instant.getTime());
    if (text === undefined) starts.set(instant.getTime(), (text = wallClock(instant.toISOString())));
    return text;
  };
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
      return csv.line([
        l.day,
        l.cancelled ? labels.items.cancellation : labels.items.sale,
        l.orderNumber,
        l.showName,
        startOf(l.startsAt),
        l.channelName,
        l.priceLevelName,
        [l.areaLabel, l.rowLabel, l.seatLabel].filter(Boolean).join(' '),
        n,
        csv.euros(l.unitPriceCents),
        csv.rate(l.vatRateBasisPoints),
        csv.euros(price),
        csv.euros(vat),
        csv.euros(fees),
        csv.euros(price + fees),
        csv.euros(price - vat + fees),
        l.sellerName ?? labels.noSeller,
        labels.payment[(l.paymentMethod ?? '') as PaymentMethod] ?? l.paymentMethod,
      ]);
    },
  };
}
