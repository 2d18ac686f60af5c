import type { JournalEvent } from '@encore/shared/journal/journal-events';
import type { Executor } from '../../db/client';
import type { orderItems } from '../../db/schema';
import type { JournalRecorder } from '../../lib/journal-recorder';
import { ticketCount, vatLines, type PaymentRow, type RefundRow } from './order-money';

type ItemRow = typeof orderItems.$inferSelect;
interface Ref {
  order: { id: string; number: string };
  userId: string;
  tillSessionId: string | null;
}

const refOf = ({ order, userId, tillSessionId }: Ref) => ({
  orderId: order.id,
  orderNumber: order.number,
  userId,
  tillSessionId,
});

/**
 * The journal's events of a validation (issue 23): an invitation, or the sale (its lines per VAT rate,
 * fees included) and each payment. Recorded in the validation's transaction; the plain sale's statement
 * writes the same events itself (sql/sell-cart.ts `journalEvents`: sale-journal-statement.test.ts holds
 * them equal), so a change here is made there too.
 */
export function validationEvents(
  ref: Ref,
  items: ItemRow[],
  payments: PaymentRow[],
  invitationReason: string | null,
): JournalEvent[] {
  const base = refOf(ref);
  if (invitationReason)
    return [
      {
        type: 'invitation',
        payload: { ...base, reason: invitationReason as 'press', tickets: ticketCount(items) },
      },
    ];
  const vat = vatLines(items);
  const sale: JournalEvent = {
    type: 'sale',
    payload: {
      ...base,
      totalCents: vat.reduce((n, l) => n + l.totalCents, 0),
      vat,
      tickets: ticketCount(items),
    },
  };
  return [sale, ...payments.map((p) => paymentEvent(ref, p))];
}

function paymentEvent(ref: Ref, p: PaymentRow): JournalEvent {
  return {
    type: 'payment',
    payload: {
      ...refOf({ ...ref, tillSessionId: p.tillSessionId }),
      paymentId: p.id,
      method: p.method,
      amountCents: p.amountCents,
      tenderedCents: p.tenderedCents,
      changeCents: p.changeCents,
    },
  };
}

/** A cancellation (what the sale is reduced by, per VAT rate) and the refund paid back, if any. */
export function cancellationEvents(ref: Ref, items: ItemRow[], refund: RefundRow | null): JournalEvent[] {
  const vat = vatLines(items);
  const events: JournalEvent[] = [
    {
      type: 'cancellation',
      payload: {
        ...refOf(ref),
        itemIds: items.map((i) => i.id),
        totalCents: vat.reduce((n, l) => n + l.totalCents, 0),
        vat,
        tickets: ticketCount(items),
      },
    },
  ];
  if (refund)
    events.push({
      type: 'refund',
      payload: {
        ...refOf({ ...ref, tillSessionId: refund.tillSessionId }),
        refundId: refund.id,
        method: refund.method,
        amountCents: refund.amountCents,
        reason: refund.reason,
      },
    });
  return events;
}

/** A change's events, one insert (one round trip), chained in their order. */
export async function recordAll(journal: JournalRecorder, db: Executor, events: JournalEvent[]) {
  if (events.length) await journal.record(db, events);
}
