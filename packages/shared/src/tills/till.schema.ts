import { z } from 'zod';
import {
  amountsByMethodSchema,
  denominationCountSchema,
  tenderMethods,
  tillMovementKinds,
} from '../money/money-facts';

/**
 * Tills and till sessions (issue 23, product.md "Money"): a till is a counter position; a seller works in
 * an open session from its opening float to its closing count. Amounts are integer cents.
 */
export const tillSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The open session on this till, if any (who holds it). */
  openSession: z.object({ id: z.string(), openedBy: z.string(), openedByName: z.string() }).nullable(),
});
export type Till = z.infer<typeof tillSchema>;

export const createTillSchema = z.object({ name: z.string().trim().min(1).max(60) });
export type CreateTill = z.input<typeof createTillSchema>;

/** `POST /api/tills/{id}/sessions`: the opening float counted by denomination. */
export const openTillSessionSchema = z.object({ openingFloat: denominationCountSchema });
export type OpenTillSession = z.input<typeof openTillSessionSchema>;

export const movementRequestSchema = z.object({
  kind: z.enum(tillMovementKinds),
  amountCents: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1).max(200),
});
export type MovementRequest = z.input<typeof movementRequestSchema>;

const otherCounted = z
  .object({
    card: z.number().int().min(0).max(100_000_000),
    cheque: z.number().int().min(0).max(100_000_000),
    transfer: z.number().int().min(0).max(100_000_000),
    voucher: z.number().int().min(0).max(100_000_000),
  })
  .partial();

/** `POST /api/till-sessions/{id}/close`: the cash counted by denomination and the other methods' totals. */
export const closeTillSessionSchema = z.object({
  cash: denominationCountSchema,
  other: otherCounted.optional(),
});
export type CloseTillSession = z.input<typeof closeTillSessionSchema>;

export const tillMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(tillMovementKinds),
  amountCents: z.number().int(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
export type TillMovement = z.infer<typeof tillMovementSchema>;

export const tillSessionSchema = z.object({
  id: z.string(),
  tillId: z.string(),
  tillName: z.string(),
  status: z.enum(['open', 'closed']),
  openedBy: z.string(),
  openedByName: z.string(),
  openedAt: z.string(),
  openingFloat: z.record(z.string(), z.number()),
  openingFloatCents: z.number().int(),
  closedAt: z.string().nullable(),
  movements: z.array(tillMovementSchema),
  /** What the till should hold now (open) or held at closing. */
  expected: amountsByMethodSchema,
  counted: amountsByMethodSchema.nullable(),
  variance: amountsByMethodSchema.nullable(),
});
export type TillSession = z.infer<typeof tillSessionSchema>;

export const closedTillSessionSchema = tillSessionSchema.extend({
  counted: amountsByMethodSchema,
  variance: amountsByMethodSchema,
});

/** One VAT rate's share (rate in basis points; fees, outside the VAT base, at 0). */
export const vatLineSchema = z.object({
  rateBasisPoints: z.number().int(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});

const byMethod = z.object(
  Object.fromEntries(tenderMethods.map((m) => [m, z.number().int()])) as Record<
    (typeof tenderMethods)[number],
    z.ZodNumber
  >,
);

/** The Z report of a session: what its seller sold, took and gave back, and how the till balanced. */
export const tillReportSchema = z.object({
  session: tillSessionSchema,
  /**
   * Per VAT rate, the session's orders' sales less the tickets its seller cancelled during it, each ticket's
   * VAT as priced (sales' `vatLines` rule: the receipts', the journal's and the closings' VAT); fees at 0 %.
   */
  vat: z.array(vatLineSchema),
  totals: z.object({ baseCents: z.number().int(), vatCents: z.number().int(), totalCents: z.number().int() }),
  payments: byMethod,
  paymentsCount: z.number().int(),
  refunds: byMethod,
  refundsCount: z.number().int(),
  /** Orders and items the seller cancelled during the session (the money given back is in `refunds`). */
  cancellations: z.object({ orders: z.number().int(), items: z.number().int() }),
  invitations: z.object({ orders: z.number().int(), tickets: z.number().int() }),
  orders: z.number().int(),
  tickets: z.number().int(),
  movements: z.object({ drop: z.number().int(), pay_in: z.number().int(), pay_out: z.number().int() }),
  printedAt: z.string(),
});
export type TillReport = z.infer<typeof tillReportSchema>;

export const tillResponseSchema = z.object({ data: tillSchema });
export const tillListResponseSchema = z.object({ data: z.array(tillSchema) });
export const tillSessionResponseSchema = z.object({ data: tillSessionSchema });
export const tillReportResponseSchema = z.object({ data: tillReportSchema });
export const tillMovementResponseSchema = z.object({ data: tillMovementSchema });
export const reportQuerySchema = z.object({ lang: z.enum(['fr', 'en']).default('fr') });
