import { subject } from '@casl/ability';
import type { AppAbility } from '@encore/shared/auth/permissions';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';

/**
 * What the user may do with an order's tickets, by the rules the API checks (a producer reads its own
 * shows' tickets only), and what makes sense for the order now.
 */
export function ticketPermissions(ability: AppAbility, order: Order, tickets: Ticket[] | undefined) {
  const target = subject('Ticket', { orderId: order.id, producerId: order.producerId });
  const live = order.status === 'confirmed' || order.status === 'pending_approval';
  const valid = tickets?.some((t) => t.status === 'valid') ?? false;
  return {
    read: ability.can('read', target),
    create: ability.can('create', target),
    /** The order's live items with fewer tickets than admissions (tickets not made yet). */
    missing: live && tickets !== undefined && missingAdmissions(order, tickets) > 0,
    /** The PDF holds valid tickets only: nothing to download, print or send without one. */
    valid,
    emailable: valid && !!order.customer?.email,
  };
}

export function missingAdmissions(order: Pick<Order, 'items'>, tickets: Pick<Ticket, 'itemId'>[]) {
  let missing = 0;
  for (const item of order.items) {
    if (item.status !== 'sold' && item.status !== 'held') continue;
    const made = tickets.filter((t) => t.itemId === item.id).length;
    missing += Math.max(0, item.quantity - made);
  }
  return missing;
}
