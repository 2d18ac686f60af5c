import { parseEurosToCents } from '@encore/shared/money';
import type { TenderMethod } from '@encore/shared/money/money-facts';
import type { Order, OrderItem, RefundInput } from '@encore/shared/orders/order.schema';

/** The refund's fields as typed in a cancel dialog (euros as text). */
export interface RefundState {
  method: TenderMethod | null;
  amount: string;
  reason: string;
}

/** The order's main payment method: the largest payment's, as the API refunds by default. */
export function originalMethod(order: Order): TenderMethod | null {
  let main: Order['payments'][number] | undefined;
  for (const p of order.payments) if (!main || p.amountCents > main.amountCents) main = p;
  return main?.method ?? null;
}

const live = (i: OrderItem) => i.status === 'held' || i.status === 'sold';

/**
 * What cancelling these items owes back, as the API computes it: what they were paid (fees included), at
 * most what was paid minus what was refunded; an invitation owes nothing.
 */
export function owedFor(order: Order, items: OrderItem[] = order.items.filter(live)): number {
  const cancelled = items.reduce((n, i) => n + (i.unitPriceCents + i.unitFeeCents) * i.quantity, 0);
  return Math.max(0, Math.min(cancelled, order.paidCents - order.refundedCents));
}

export const initialRefund = (order: Order, owedCents: number): RefundState => ({
  method: originalMethod(order),
  amount: (owedCents / 100).toFixed(2),
  reason: '',
});

/** The request's `refund`, or undefined for the API's default (all of it, by the original method). */
export function refundRequest(state: RefundState, order: Order, owedCents: number): RefundInput | undefined {
  if (!state.method) return undefined;
  const amountCents = parseEurosToCents(state.amount) ?? owedCents;
  const reason = state.reason.trim();
  if (state.method === originalMethod(order) && amountCents === owedCents && !reason) return undefined;
  return { method: state.method, amountCents, ...(reason ? { reason } : {}) };
}

/** Why the dialog cannot send yet: another method without a reason, or more than owed. */
export function refundProblem(state: RefundState, order: Order, owedCents: number) {
  const amountCents = parseEurosToCents(state.amount);
  if (amountCents === null) return 'amount' as const;
  if (amountCents > owedCents) return 'tooHigh' as const;
  if (state.method !== originalMethod(order) && !state.reason.trim()) return 'reason' as const;
  return null;
}
