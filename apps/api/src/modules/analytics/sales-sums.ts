import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { salesDaily } from '../../db/schema';

/** The figure columns of sales_daily (sales_rollup has the same), as columns or `u.price_cents`-like SQL. */
export interface FigureColumns {
  tickets: AnyPgColumn | SQL;
  priceCents: AnyPgColumn | SQL;
  vatCents: AnyPgColumn | SQL;
  feesCents: AnyPgColumn | SQL;
  cancelledTickets: AnyPgColumn | SQL;
  cancelledPriceCents: AnyPgColumn | SQL;
  cancelledVatCents: AnyPgColumn | SQL;
  cancelledFeesCents: AnyPgColumn | SQL;
}

/** Net figures of rows, as SQL select fields (numbers: bigint sums come back as text). */
export const netSumsOf = (d: FigureColumns) => ({
  tickets: sql<number>`coalesce(sum(${d.tickets} - ${d.cancelledTickets}), 0)::int`,
  revenueCents: sql<number>`coalesce(sum(${d.priceCents} + ${d.feesCents} - ${d.cancelledPriceCents} - ${d.cancelledFeesCents}), 0)::float8`,
});

/** Tickets cancelled in the rows' days (whenever they were sold). */
export const cancelledTicketsOf = (d: FigureColumns) =>
  sql<number>`coalesce(sum(${d.cancelledTickets}), 0)::int`;

/** Every figure of `SalesFigures` (figures.schema.ts). */
export const figureSumsOf = (d: FigureColumns) => {
  const net = netSumsOf(d);
  return {
    tickets: net.tickets,
    revenueInclVatCents: net.revenueCents,
    revenueExclVatCents: sql<number>`coalesce(sum(${d.priceCents} - ${d.vatCents} + ${d.feesCents} - ${d.cancelledPriceCents} + ${d.cancelledVatCents} - ${d.cancelledFeesCents}), 0)::float8`,
    vatCents: sql<number>`coalesce(sum(${d.vatCents} - ${d.cancelledVatCents}), 0)::float8`,
    feesCents: sql<number>`coalesce(sum(${d.feesCents} - ${d.cancelledFeesCents}), 0)::float8`,
    cancelledTickets: sql<number>`coalesce(sum(${d.cancelledTickets}), 0)::int`,
    cancelledCents: sql<number>`coalesce(sum(${d.cancelledPriceCents} + ${d.cancelledFeesCents}), 0)::float8`,
  };
};

export const netSums = netSumsOf(salesDaily);
export const figureSums = figureSumsOf(salesDaily);

/** The figure columns of a subquery aliased `alias` (its columns named as sales_daily's). */
export const figureColumnsOf = (alias: string): FigureColumns => {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    tickets: c('tickets'),
    priceCents: c('price_cents'),
    vatCents: c('vat_cents'),
    feesCents: c('fees_cents'),
    cancelledTickets: c('cancelled_tickets'),
    cancelledPriceCents: c('cancelled_price_cents'),
    cancelledVatCents: c('cancelled_vat_cents'),
    cancelledFeesCents: c('cancelled_fees_cents'),
  };
};

/** The figure column names, in one order, for INSERT ... SELECT and UNION lists. */
export const figureColumnNames = [
  'tickets',
  'price_cents',
  'vat_cents',
  'fees_cents',
  'cancelled_tickets',
  'cancelled_price_cents',
  'cancelled_vat_cents',
  'cancelled_fees_cents',
] as const;
