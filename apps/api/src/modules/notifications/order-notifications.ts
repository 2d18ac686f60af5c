import { eq, sql } from 'drizzle-orm';
import type { ApprovalRole } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orderItems, orders, shows, users } from '../../db/schema';
import type { OrderChange, OrderChangeContext } from '../../lib/order-change';
import { notifyUsers, pendingOfOrder, settle } from './notifications.repository';
import { usersOfProducer, usersOfRole } from './recipients';

async function orderFacts(tx: Executor, orderId: string) {
  const [row] = await tx
    .select({
      number: orders.number,
      status: orders.status,
      producerId: orders.producerId,
      seller: sql<string | null>`coalesce(${orders.validatedBy}, ${orders.createdBy})`,
      customerName: orders.customerName,
      showName: shows.name,
    })
    .from(orders)
    .leftJoin(shows, eq(shows.id, orders.showId))
    .where(eq(orders.id, orderId));
  return row;
}

async function nameOf(tx: Executor, userId: string | undefined) {
  if (!userId) return null;
  const [row] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? [row.first, row.last].filter(Boolean).join(' ') : null;
}

/** Where the cancelled item was: its area, row and seat, or its number of general admissions. */
async function placeOf(tx: Executor, itemId: string | undefined) {
  if (!itemId) return undefined;
  const [row] = await tx
    .select({
      area: orderItems.areaLabel,
      row: orderItems.rowLabel,
      seat: orderItems.seatLabel,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row;
}

const others = (ids: (string | null)[], actor: string | undefined) =>
  ids.filter((id): id is string => !!id && id !== actor);

/**
 * The inbox side of an order's change, in the transaction that made it (the composition root adds it to
 * the order-change hook): an order waiting for approval asks the show managers and the users of the
 * show's producer, each for their approval; an approval settles the question for its side and tells the
 * seller; a cancellation settles every question and tells the seller and the producer's users, who are
 * told as well of one item cancelled while the order lives on (the last one cancels the order).
 */
export async function notifyOrderChange(
  tx: Executor,
  orderId: string,
  change: OrderChange,
  context?: OrderChangeContext,
) {
  // A validation asks for approvals only when the order waits for them: a confirmed sale reads nothing.
  if (change === 'validated' && context?.status && context.status !== 'pending_approval') return;
  const order = await orderFacts(tx, orderId);
  if (!order) return;
  const { number: orderNumber, showName, customerName } = order;
  const facts = { orderNumber, showName, customerName };
  const actor = context?.by;
  if (change === 'validated') {
    if (order.status !== 'pending_approval') return;
    const ask = async (as: ApprovalRole, userIds: string[]) =>
      notifyUsers(tx, userIds, { kind: 'order_pending', orderId, approvalAs: as, data: { ...facts, as } });
    await ask('show_manager', await usersOfRole(tx, 'SHOW_MANAGER'));
    await ask('producer', await usersOfProducer(tx, order.producerId));
    return;
  }
  if (change === 'approval_given' || change === 'approved') {
    const as = context?.as;
    await settle(tx, pendingOfOrder(orderId, as));
    await notifyUsers(tx, others([order.seller], actor), {
      kind: 'order_approved',
      orderId,
      data: { ...facts, as, confirmed: change === 'approved', byName: await nameOf(tx, actor) },
    });
    return;
  }
  const told = others([order.seller, ...(await usersOfProducer(tx, order.producerId))], actor);
  const byName = await nameOf(tx, actor);
  if (order.status !== 'cancelled') {
    const place = change === 'item_cancelled' ? await placeOf(tx, context?.itemId) : undefined;
    if (!place) return;
    await notifyUsers(tx, told, { kind: 'order_item_cancelled', orderId, data: { ...facts, byName, place } });
    return;
  }
  await settle(tx, pendingOfOrder(orderId));
  await notifyUsers(tx, told, { kind: 'order_cancelled', orderId, data: { ...facts, byName } });
}
