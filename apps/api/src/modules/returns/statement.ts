import type { VatLine } from '@encore/shared/journal/journal-events';
import type { InvitationReason, TenderMethod } from '@encore/shared/money/money-facts';
import { vatLines, type EventStatementFacts } from '../sales';

export interface StatementLine {
  channelName: string;
  priceLevelName: string;
  unitPriceCents: number;
  tickets: number;
  amountCents: number;
}

/**
 * An event's box-office statement ("bordereau de recettes", france.md) from its sales facts: tickets and
 * amounts (incl. VAT) per channel and price level, cancelled tickets, invitations per reason, VAT per rate
 * of what is sold, and the money: taken, refunded and the net revenue (taken minus refunded).
 */
export function statementOf(facts: EventStatementFacts) {
  const lines = new Map<string, StatementLine>();
  const invitations = new Map<InvitationReason, number>();
  let cancelledTickets = 0;
  let cancelledCents = 0;
  let feesCents = 0;
  const live = facts.items.filter((i) => i.status === 'sold');
  for (const item of facts.items) {
    if (item.status === 'cancelled') {
      cancelledTickets += item.quantity;
      cancelledCents += (item.unitPriceCents + item.unitFeeCents) * item.quantity;
      continue;
    }
    if (item.invitationReason) {
      invitations.set(item.invitationReason, (invitations.get(item.invitationReason) ?? 0) + item.quantity);
      continue;
    }
    const key = `${item.channelName}\u0000${item.priceLevelName}\u0000${item.unitPriceCents}`;
    const line = lines.get(key) ?? {
      channelName: item.channelName,
      priceLevelName: item.priceLevelName,
      unitPriceCents: item.unitPriceCents,
      tickets: 0,
      amountCents: 0,
    };
    line.tickets += item.quantity;
    line.amountCents += item.unitPriceCents * item.quantity;
    feesCents += item.unitFeeCents * item.quantity;
    lines.set(key, line);
  }
  const vat: VatLine[] = vatLines(live.filter((i) => !i.invitationReason));
  const sorted = [...lines.values()].sort(
    (a, b) =>
      a.channelName.localeCompare(b.channelName) ||
      a.priceLevelName.localeCompare(b.priceLevelName) ||
      b.unitPriceCents - a.unitPriceCents,
  );
  return {
    event: facts.event,
    lines: sorted,
    paidTickets: sorted.reduce((n, l) => n + l.tickets, 0),
    ticketsCents: sorted.reduce((n, l) => n + l.amountCents, 0),
    feesCents,
    cancelledTickets,
    cancelledCents,
    invitations: [...invitations.entries()].map(([reason, tickets]) => ({ reason, tickets })),
    invitationTickets: [...invitations.values()].reduce((n, v) => n + v, 0),
    vat,
    paidCents: facts.paidCents,
    refundedCents: facts.refundedCents,
    refundsByMethod: facts.refundsByMethod as Partial<Record<TenderMethod, number>>,
    netCents: facts.paidCents - facts.refundedCents,
  };
}
export type Statement = ReturnType<typeof statementOf>;
