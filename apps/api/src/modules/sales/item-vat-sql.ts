import { sql } from 'drizzle-orm';
import { orderItems } from '../../db/schema';
import type { VatLine } from '@encore/shared/journal/journal-events';
import { vatLineSums } from './order-money';

const oi = orderItems;

/**
 * `vatLines`' rule (order-money.ts) as SQL sums over order_items rows, for whatever aggregates items in the
 * database: per rate, the tickets' prices VAT included, their VAT as each was priced (`unit_vat_cents`
 * times the quantity, never the VAT of a total recomputed) and their fees (outside the VAT base: a 0 % line).
 * Group by `rate`. sales_daily's trigger (migration 0020) sums the same products.
 */
export const itemVatSums = {
  rate: oi.vatRateBasisPoints,
  totalCents: sql<number>`coalesce(sum(${oi.unitPriceCents}::bigint * ${oi.quantity}), 0)::float8`,
  vatCents: sql<number>`coalesce(sum(${oi.unitVatCents}::bigint * ${oi.quantity}), 0)::float8`,
  feesCents: sql<number>`coalesce(sum(${oi.unitFeeCents}::bigint * ${oi.quantity}), 0)::float8`,
  tickets: sql<number>`coalesce(sum(${oi.quantity}), 0)::int`,
};

export interface ItemVatRow {
  rate: number;
  totalCents: number;
  vatCents: number;
  feesCents: number;
  tickets: number;
}

/**
 * Lines per VAT rate from `itemVatSums` rows, as `vatLines` makes them from items: base = total − VAT, fees
 * on the 0 % line; the rows of `minus` (cancelled items) taken off. Rates left with nothing are left out.
 */
export function vatLinesOfSums(plus: ItemVatRow[], minus: ItemVatRow[] = []): VatLine[] {
  const sums = vatLineSums();
  for (const [rows, sign] of [
    [plus, 1],
    [minus, -1],
  ] as const)
    for (const r of rows) {
      sums.add(Number(r.rate), sign * Number(r.totalCents), sign * Number(r.vatCents));
      if (Number(r.feesCents)) sums.add(0, sign * Number(r.feesCents), 0);
    }
  return sums.lines().filter((l) => l.totalCents !== 0 || l.vatCents !== 0);
}
