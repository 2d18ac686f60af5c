import { sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { refundMessages, type RefundInput } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orderRefunds, type orderItems, type orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { cancellationEvents, recordAll } from './order-journal';
import { mainMethod, moneyFacts, type RefundRow, type TillSessions } from './order-money';

export interface MoneyDeps {
  journal: JournalRecorder;
  tills: TillSessions;
}

const fieldError = (path: string, message: string) =>
  new AppError(400, ErrorCode.validation, undefined, [{ path, message }]);

/**
 * What cancelling `cancelled` (items just cancelled) pays back, recorded in the cancellation's
 * transaction with its journal events (issue 23). Owed: what those items were paid, fees included, as the
 * order's totals derive them, at most what was paid minus what was refunded (an invitation owes nothing;
 * a pending order was paid at validation, so its cancellation refunds too). Default: all of it by the
 * order's main method (the largest payment's); another method needs a reason; less is a partial refund
 * (0: nothing paid back); more is refused.
 */
export async function refundCancelled(
  tx: Executor,
  deps: MoneyDeps,
  order: typeof orders.$inferSelect,
  cancelled: (typeof orderItems.$inferSelect)[],
  { userId, refund, orderItemId }: { userId: string; refund?: RefundInput; orderItemId: string | null },
): Promise<RefundRow | null> {
  const { payments, refunds } = await moneyFacts(tx, order.id);
  const net =
    payments.reduce((n, p) => n + p.amountCents, 0) - refunds.reduce((n, r) => n + r.amountCents, 0);
  const cancelledCents = cancelled.reduce((n, i) => n + (i.unitPriceCents + i.unitFeeCents) * i.quantity, 0);
  const owed = Math.max(0, Math.min(cancelledCents, net));
  const original = mainMethod(payments);
  const amountCents = refund?.amountCents ?? owed;
  if (amountCents > owed) throw fieldError('refund.amountCents', refundMessages.tooHigh);
  const method = refund?.method ?? original;
  let row: RefundRow | undefined;
  if (amountCents > 0 && method) {
    const reason = refund?.reason || null;
    if (method !== original && !reason) throw fieldError('refund.reason', refundMessages.reasonRequired);
    const tillSessionId = await deps.tills.sessionFor(tx, userId, { cash: method === 'cash' });
    [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        orderItemId,
        method,
        amountCents,
        reason,
        tillSessionId,
        refundedBy: userId,
        at: sql`clock_timestamp()`,
      })
      .returning();
  }
  const ref = { order, userId, tillSessionId: row?.tillSessionId ?? null };
  await recordAll(deps.journal, tx, cancellationEvents(ref, cancelled, row ?? null));
  return row ?? null;
}
