import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { JournalEvent } from '@encore/shared/journal/journal-events';
import { orderTotals } from '@encore/shared/money';
import type { TenderMethod } from '@encore/shared/money/money-facts';
import type { Executor } from '../client';
import { orderItems, orderPayments, orderRefunds, orders } from '../schema';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { cancellationEvents, validationEvents } from '../../modules/sales';
import type { WrittenOrder } from './order-writer';

const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
type ItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof orderPayments.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
/** A payment's or refund's common columns: no till session (the demo's history predates its tills). */
const factOf = (orderId: string, method: TenderMethod, amountCents: number, at: Date) => ({
  id: crypto.randomUUID(),
  orderId,
  method,
  amountCents,
  tillSessionId: null,
  at,
});
const paidFor = (items: ItemRow[]) => orderTotals(items).totalInclTaxCents;

/**
 * The demo orders' money as facts (issue 23), as the box office would have made them: each sale paid in
 * full at its validation by its method (no till session: they predate the demo's tills), each cancelled
 * ticket or order refunded by the same method when it was cancelled; an invitation pays nothing. Their
 * journal events (the sales module's own) are recorded through `journal`, in the order they happened.
 */
export async function writeDemoMoney(
  tx: Executor,
  list: WrittenOrder[],
  ids: string[],
  journal?: JournalRecorder,
): Promise<void> {
  if (!ids.length) return;
  const orderRows = new Map(
    (await tx.select().from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o]),
  );
  const itemsOf = new Map<string, ItemRow[]>();
  for (const item of await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)))
    itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const payments: PaymentRow[] = [];
  const refunds: RefundRow[] = [];
  const timed: { at: Date; events: JournalEvent[] }[] = [];
  list.forEach((written, i) => {
    const order = orderRows.get(ids[i]!)!;
    const items = itemsOf.get(order.id) ?? [];
    const ref = { order, userId: written.createdBy, tillSessionId: null };
    const validatedAt = order.validatedAt!;
    if (written.invitationReason) {
      timed.push({ at: validatedAt, events: validationEvents(ref, items, [], written.invitationReason) });
      return;
    }
    const method = written.paymentMethod as TenderMethod;
    const payment: PaymentRow = {
      ...factOf(order.id, method, paidFor(items), validatedAt),
      tenderedCents: null,
      changeCents: null,
      reference: null,
      receivedBy: written.createdBy,
    };
    payments.push(payment);
    timed.push({ at: validatedAt, events: validationEvents(ref, items, [payment], null) });
    const refund = (cancelled: ItemRow[], when: Date, whole: boolean) => {
      // A cancellation of a recent order's item is dated after its sale, but never after now: halfway from
      // the sale to now at the latest, so that a fresh demo does not pile its refunds on today.
      const sold = written.createdAt.getTime();
      const at = new Date(Math.min(when.getTime(), sold + (Date.now() - sold) / 2));
      const row: RefundRow = {
        ...factOf(order.id, method, paidFor(cancelled), at),
        orderItemId: whole ? null : cancelled[0]!.id,
        reason: null,
        refundedBy: written.createdBy,
      };
      refunds.push(row);
      timed.push({ at, events: cancellationEvents(ref, cancelled, row) });
    };
    if (order.status === 'cancelled') refund(items, order.cancelledAt!, true);
    else
      for (const item of items.filter((x) => x.status === 'cancelled'))
        refund([item], later(written.createdAt, 60 * 12), false);
  });
  for (const rows of chunks(payments)) await tx.insert(orderPayments).values(rows);
  for (const rows of chunks(refunds)) await tx.insert(orderRefunds).values(rows);
  // In the order they happened: the journal's sequence follows time.
  timed.sort((a, b) => a.at.getTime() - b.at.getTime());
  if (journal) for (const { events } of timed) for (const event of events) await journal.record(tx, event);
}
