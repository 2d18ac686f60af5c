import { sql } from 'drizzle-orm';
import { salesDaily } from '../../db/schema';

const d = salesDaily;

/** Net figures of sales_daily rows, as SQL select fields (numbers: bigint sums come back as text). */
export const netSums = {
  tickets: sql<number>`coalesce(sum(${d.tickets} - ${d.cancelledTickets}), 0)::int`,
  revenueCents: sql<number>`coalesce(sum(${d.priceCents} + ${d.feesCents} - ${d.cancelledPriceCents} - ${d.cancelledFeesCents}), 0)::float8`,
};

/** Every figure of `SalesFigures` (figures.schema.ts). */
export const figureSums = {
  tickets: netSums.tickets,
  revenueInclVatCents: netSums.revenueCents,
  revenueExclVatCents: sql<number>`coalesce(sum(${d.priceCents} - ${d.vatCents} + ${d.feesCents} - ${d.cancelledPriceCents} + ${d.cancelledVatCents} - ${d.cancelledFeesCents}), 0)::float8`,
  vatCents: sql<number>`coalesce(sum(${d.vatCents} - ${d.cancelledVatCents}), 0)::float8`,
  feesCents: sql<number>`coalesce(sum(${d.feesCents} - ${d.cancelledFeesCents}), 0)::float8`,
  cancelledTickets: sql<number>`coalesce(sum(${d.cancelledTickets}), 0)::int`,
  cancelledCents: sql<number>`coalesce(sum(${d.cancelledPriceCents} + ${d.cancelledFeesCents}), 0)::float8`,
};
