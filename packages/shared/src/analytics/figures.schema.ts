import { z } from 'zod';

/**
 * Sales figures of a group of tickets, net of cancellations unless named `cancelled…`. Revenue VAT
 * included is what customers paid for the tickets plus the channel fees; excluding VAT, the same without
 * the tickets' VAT (fees carry none, see money.ts).
 */
export const salesFiguresSchema = z.object({
  tickets: z.number(),
  revenueInclVatCents: z.number(),
  revenueExclVatCents: z.number(),
  vatCents: z.number(),
  feesCents: z.number(),
  cancelledTickets: z.number(),
  /** What the cancelled tickets had brought, VAT and fees included. */
  cancelledCents: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const emptyFigures: SalesFigures = {
  tickets: 0,
  revenueInclVatCents: 0,
  revenueExclVatCents: 0,
  vatCents: 0,
  feesCents: 0,
  cancelledTickets: 0,
  cancelledCents: 0,
};

/** A France calendar day, 'YYYY-MM-DD'. */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
