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
  const timed: { at: Date; events: () => Promise<JournalEvent[]> }[] = [];
  list.forEach((written, i) => {
    const order = orderRows.get(ids[i]!)!;
    const items = itemsOf.get(order.id) ?? [];
    const ref = { order, userId: written.createdBy, tillSessionId: null };
    const validatedAt = order.validatedAt!;
    if (written.invitationReason) {
      timed.push({
        at: validatedAt,
        events: async () => validationEvents(ref, items, [], written.invitationReason!),
      });
      return;
    }
    const method = written.paymentMethod as TenderMethod;
    timed.push({
      at: validatedAt,
      events: async () => {
        const [payment] = await tx
          .insert(orderPayments)
          .values({
            orderId: order.id,
            method,
            amountCents: paidFor(items),
            receivedBy: written.createdBy,
            at: validatedAt,
          })
          .returning();
        return validationEvents(ref, items, [payment!], null);
      },
    });
    const refund = async (cancelled: ItemRow[], at: Date, whole: boolean) => {
      const [row] = await tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          orderItemId: whole ? null : cancelled[0]!.id,
          method,
          amountCents: paidFor(cancelled),
          refundedBy: written.createdBy,
          at,
        })
        .returning();
      return cancellationEvents(ref, cancelled, row!);
    };
    if (order.status === 'cancelled')
      timed.push({ at: order.cancelledAt!, events: () => refund(items, order.cancelledAt!, true) });
    else
      for (const item of items.filter((x) => x.status === 'cancelled')) {
        const at = later(written.createdAt, 60 * 12);
        timed.push({ at, events: () => refund([item], at, false) });
      }
  });
  // In the order they happened: the journal's sequence follows time.
  timed.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { events } of timed) for (const event of await events()) await journal?.record(tx, event);
}
