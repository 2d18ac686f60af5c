import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { VatLine } from '@encore/shared/journal/journal-events';
import type { TenderMethod } from '@encore/shared/money/money-facts';
import type { OrderMoney, OrderPayment, OrderRefund } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orderPayments, orderRefunds, type orders } from '../../db/schema';
import { iso } from '../../lib/dto';
import { AppError } from '../../lib/errors';
import type { ValidateInput } from './cart-items.service';

/**
 * An order's money as facts (issue 23, product.md "Money"): payments and refunds are appended, never
 * changed (migration 0027's trigger); the order's answer derives paid, refunded and the balance from them.
 */
export type PaymentRow = typeof orderPayments.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * The seller's till session a counter payment or refund belongs to (the tills module's, handed in by the
 * composition root). It may refuse: cash without an open session is 409 E04001 (its rule, not ours).
 */
export interface TillSessions {
  sessionFor(db: Executor, userId: string, use: { cash: boolean }): Promise<string | null>;
  /**
   * The tills module's own lookup: the one-statement sale (sql/sell-cart.ts) then reads the session in the
   * sale's statement (tills' openTillSessionOf), one round trip fewer. Absent: the statement takes none.
   */
  readonly inSaleStatement?: true;
}
export const noTills: TillSessions = { sessionFor: async () => null };

export const paymentDto = (p: PaymentRow): OrderPayment => ({
  id: p.id,
  method: p.method,
  amountCents: p.amountCents,
  tenderedCents: p.tenderedCents,
  changeCents: p.changeCents,
  reference: p.reference,
  tillSessionId: p.tillSessionId,
  receivedBy: p.receivedBy,
  at: iso(p.at),
});

export const refundDto = (r: RefundRow): OrderRefund => ({
  id: r.id,
  orderItemId: r.orderItemId,
  method: r.method,
  amountCents: r.amountCents,
  reason: r.reason,
  tillSessionId: r.tillSessionId,
  refundedBy: r.refundedBy,
  at: iso(r.at),
});

const sum = (rows: { amountCents: number }[]) => rows.reduce((n, r) => n + r.amountCents, 0);

/** What the customer owes for the order as it stands: nothing once cancelled or abandoned. */
export function dueCents(order: Pick<OrderRow, 'status' | 'totalInclTaxCents'>): number {
  return order.status === 'cancelled' || order.status === 'abandoned' ? 0 : order.totalInclTaxCents;
}

/** The money fields of an order's answer, from its facts. */
export function moneyDto(
  order: Pick<OrderRow, 'status' | 'totalInclTaxCents' | 'invitationReason'>,
  payments: PaymentRow[] = [],
  refunds: RefundRow[] = [],
): OrderMoney {
  const paidCents = sum(payments);
  const refundedCents = sum(refunds);
  return {
    invitationReason: order.invitationReason ?? null,
    payments: payments.map(paymentDto),
    refunds: refunds.map(refundDto),
    paidCents,
    refundedCents,
    balanceCents: dueCents(order) - paidCents + refundedCents,
  };
}

/** An order's payments and refunds, oldest first. */
export async function moneyFacts(db: Executor, orderId: string) {
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.at), asc(orderPayments.id));
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.at), asc(orderRefunds.id));
  return { payments, refunds };
}

/** A payment to write: `amountCents` null is the shorthand's "the whole total" (known by the statement). */
export interface PlannedPayment {
  method: TenderMethod;
  amountCents: number | null;
  tenderedCents: number | null;
  changeCents: number | null;
  reference: string | null;
}

/**
 * What a validation collects: the payments to write, their sum (null for the shorthand: the total,
 * whatever it is), the order's main method (the largest payment's, stored as `payment_method`) and the
 * change. An invitation collects nothing.
 */
export function paymentPlan(input: ValidateInput) {
  const invitation = input.paymentMethod === 'free' && !input.payments;
  if (invitation)
    return {
      invitation: input.invitationReason ?? 'other',
      payments: [] as PlannedPayment[],
      paidCents: 0,
      mainMethod: 'free' as const,
      changeCents: 0,
      cash: false,
    };
  const payments: PlannedPayment[] = input.payments
    ? input.payments.map((p) => ({
        method: p.method,
        amountCents: p.amountCents,
        tenderedCents: p.tenderedCents ?? null,
        changeCents: p.tenderedCents === undefined ? null : p.tenderedCents - p.amountCents,
        reference: p.reference || null,
      }))
    : [
        {
          method: input.paymentMethod as TenderMethod,
          amountCents: null,
          tenderedCents: null,
          changeCents: null,
          reference: null,
        },
      ];
  const largest = [...payments].sort((a, b) => (b.amountCents ?? 0) - (a.amountCents ?? 0))[0];
  return {
    invitation: null,
    payments,
    paidCents: input.payments ? sum(input.payments) : null,
    mainMethod: largest?.method ?? null,
    changeCents: payments.reduce((n, p) => n + (p.changeCents ?? 0), 0),
    cash: payments.some((p) => p.method === 'cash'),
  };
}
export type PaymentPlan = ReturnType<typeof paymentPlan>;

export const paymentsMismatch = (totalCents: number, paidCents: number) =>
  new AppError(400, ErrorCode.paymentsMismatch, undefined, { totalCents, paidCents });

/** The order's main payment method: the largest payment's (the first of equals). */
export function mainMethod(payments: PaymentRow[]): TenderMethod | null {
  let main: PaymentRow | undefined;
  for (const p of payments) if (!main || p.amountCents > main.amountCents) main = p;
  return main?.method ?? null;
}

interface ItemAmounts {
  quantity: number;
  unitPriceCents: number;
  unitVatCents: number;
  unitFeeCents: number;
  vatRateBasisPoints: number;
}

/**
 * Lines per VAT rate being summed: `add` a rate's amount VAT included and its VAT, the base follows. The
 * one accumulator of `vatLines` and of the SQL sums' lines (item-vat-sql.ts).
 */
export function vatLineSums() {
  const lines = new Map<number, VatLine>();
  return {
    add(rate: number, totalCents: number, vatCents: number) {
      const line = lines.get(rate) ?? { rateBasisPoints: rate, baseCents: 0, vatCents: 0, totalCents: 0 };
      line.baseCents += totalCents - vatCents;
      line.vatCents += vatCents;
      line.totalCents += totalCents;
      lines.set(rate, line);
    },
    lines: () => [...lines.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints),
  };
}

/**
 * Amounts per VAT rate, as the order's totals derive them (VAT per ticket, then multiplied); fees carry
 * no VAT of their own (shared/money.ts) so they go with the 0 % line. THE VAT rule of every document
 * (issue 23): receipts, statements, the journal (so closings), Z reports (item-vat-sql.ts, its SQL form)
 * and analytics (sales_daily sums the same products) give the same VAT to the cent.
 */
export function vatLines(items: ItemAmounts[]): VatLine[] {
  const sums = vatLineSums();
  for (const i of items) {
    sums.add(i.vatRateBasisPoints, i.unitPriceCents * i.quantity, i.unitVatCents * i.quantity);
    if (i.unitFeeCents) sums.add(0, i.unitFeeCents * i.quantity, 0);
  }
  return sums.lines();
}

export const ticketCount = (items: { quantity: number }[]) => items.reduce((n, i) => n + i.quantity, 0);
