import { z } from 'zod';

/**
 * Money as facts (issue 23, product.md "Money"): what moved, never edited. A payment is money in, a refund
 * money out; an invitation is tickets at 0 with a reason, never a payment of 0. Amounts are integer cents.
 */
export const tenderMethods = ['cash', 'card', 'cheque', 'transfer', 'voucher'] as const;
export type TenderMethod = (typeof tenderMethods)[number];

export const invitationReasons = ['press', 'artist', 'partner', 'staff', 'other'] as const;
export type InvitationReason = (typeof invitationReasons)[number];

/** Euro notes and coins, in cents, largest first: how a till's cash is counted. */
export const euroDenominations = [
  50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1,
] as const;

/**
 * A count by denomination: `{ "2000": 3, "50": 4 }` (keys are cents, values how many; a denomination left
 * out counts 0). A partial record: zod 4's `record` with enum keys would require every denomination.
 */
export const denominationCountSchema = z
  .partialRecord(
    z.enum(euroDenominations.map(String) as [string, ...string[]]),
    z.number().int().min(0).max(1_000_000),
  )
  .refine((count) => Object.keys(count).length <= euroDenominations.length);
export type DenominationCount = z.infer<typeof denominationCountSchema>;

/** The total of a count by denomination, in cents. */
export function countTotalCents(count: DenominationCount): number {
  return Object.entries(count).reduce((sum, [cents, n]) => sum + Number(cents) * (n ?? 0), 0);
}

export const tillMovementKinds = ['drop', 'pay_in', 'pay_out'] as const;
export type TillMovementKind = (typeof tillMovementKinds)[number];

/** Amounts per tender method, in cents (a till session's expected, counted and variance). */
export const amountsByMethodSchema = z.object({
  cash: z.number().int(),
  card: z.number().int(),
  cheque: z.number().int(),
  transfer: z.number().int(),
  voucher: z.number().int(),
});
export type AmountsByMethod = z.infer<typeof amountsByMethodSchema>;
