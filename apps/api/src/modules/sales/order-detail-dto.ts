import type { Approval, OrderDetail } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { iso } from '../../lib/dto';
import { itemDtoOf } from './order-dto';
import { findOrder, historyOf, itemsOf, userNames, type OrderWithNames } from './order-detail.repository';
import { moneyDto, moneyFacts } from './order-money';

type OrderRow = OrderWithNames['order'];
const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

function customerOf(order: OrderRow): OrderDetail['customer'] {
  if (order.customerName === null) return null;
  return {
    name: order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
    language: order.customerLanguage ?? 'fr',
  };
}

function totalsOf(order: OrderRow) {
  return {
    subtotalCents: order.subtotalCents,
    feesCents: order.feesCents,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
    totalInclTaxCents: order.totalInclTaxCents,
  };
}

/** 'Accepted by Show Manager' / 'Accepted by Producer': who and when, both kept. */
function approvalsOf(order: OrderRow, names: Map<string, string>): Approval[] {
  const approvals: Approval[] = [];
  const add = (as: Approval['as'], userId: string | null, at: Date | null) => {
    if (userId && at) approvals.push({ as, userId, userName: names.get(userId) ?? '', at: iso(at) });
  };
  add('show_manager', order.managerApprovedBy, order.managerApprovedAt);
  add('producer', order.producerApprovedBy, order.producerApprovedAt);
  return approvals.sort((a, b) => a.at.localeCompare(b.at));
}

/** `GET /api/orders/{id}`: summary, customer, items, approvals and history; undefined when missing. */
export async function orderDetail(db: Executor, id: string): Promise<OrderDetail | undefined> {
  const row = await findOrder(db, id);
  if (!row) return undefined;
  const { order } = row;
  const items = await itemsOf(db, id);
  const history = await historyOf(db, id);
  const names = await userNames(db, [order.managerApprovedBy, order.producerApprovedBy]);
  const { payments, refunds } = await moneyFacts(db, id);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    salesChannelId: order.salesChannelId,
    salesChannelName: row.salesChannelName,
    needsApproval: row.needsApproval,
    showId: order.showId,
    showName: row.showName,
    producerId: order.producerId,
    customer: customerOf(order),
    paymentMethod: order.paymentMethod,
    ...totalsOf(order),
    ...moneyDto(order, payments, refunds),
    expiresAt: order.status === 'cart' ? isoOrNull(order.expiresAt) : null,
    createdBy: order.createdBy,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    validatedAt: isoOrNull(order.validatedAt),
    validatedBy: order.validatedBy,
    cancelledAt: isoOrNull(order.cancelledAt),
    items: items.map(({ item, eventStartsAt, roomId, roomName }) => ({
      ...itemDtoOf(item, eventStartsAt),
      roomId,
      roomName,
    })),
    approvals: approvalsOf(order, names),
    history: history.map(({ entry, userName }) => ({
      id: entry.id,
      action: entry.action,
      userId: entry.userId,
      userName: entry.userId ? userName : null,
      at: iso(entry.at),
      details: entry.details ?? null,
    })),
  };
}
