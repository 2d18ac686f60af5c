import { asc, eq, sql } from 'drizzle-orm';
import type { Approval, Order, OrderItem, OrderMoney } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { iso } from '../../lib/dto';
import { findOrder, type OrderRow } from './order-rows';
import { moneyDto, moneyFacts } from './order-money';
import { channelName, channelNeedsApproval } from '../sales-channels';
import { eventStartsAt, showName } from '../shows';
import { userName } from '../users';

const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

/** One item as the API answers it, with its event's start (the orders module adds the room). */
export function itemDtoOf(item: typeof orderItems.$inferSelect, startsAt: Date): OrderItem {
  return {
    id: item.id,
    eventId: item.eventId,
    eventStartsAt: iso(startsAt),
    seatId: item.seatId,
    gaAreaId: item.gaAreaId,
    areaLabel: item.areaLabel,
    rowLabel: item.rowLabel,
    seatLabel: item.seatLabel,
    quantity: item.quantity,
    priceLevelId: item.priceLevelId,
    priceLevelName: item.priceLevelName,
    categoryId: item.categoryId,
    unitPriceCents: item.unitPriceCents,
    vatRateBasisPoints: item.vatRateBasisPoints,
    unitVatCents: item.unitVatCents,
    unitFeeCents: item.unitFeeCents,
    status: item.status,
  };
}

/** Items shown with an order: live and after-sale ones; a cart's released leftovers are not. */
export async function itemsOf(db: Executor, orderId: string): Promise<OrderItem[]> {
  const startsAt = eventStartsAt(sql`${orderItems.eventId}`);
  const rows = await db
    .select({ item: orderItems, startsAt })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(startsAt), asc(orderItems.createdAt), asc(orderItems.seatId), asc(orderItems.id));
  return rows.map(({ item, startsAt }) => itemDtoOf(item, startsAt));
}

/** Names an order's answer shows beside its ids. */
export interface OrderNames {
  salesChannelName: string;
  needsApproval: boolean;
  showName: string | null;
  /** Approvers' names by user id. */
  users?: Map<string, string>;
}

/** The order as the API answers it (`Order` of shared/orders/order.schema.ts), from what is at hand. */
export function orderDtoFrom(
  row: OrderRow,
  items: OrderItem[],
  names: OrderNames,
  money: OrderMoney = moneyDto(row),
): Order {
  const approvals: Approval[] = [];
  const userName = (id: string) => names.users?.get(id) ?? '';
  if (row.managerApprovedBy && row.managerApprovedAt)
    approvals.push({
      as: 'show_manager',
      userId: row.managerApprovedBy,
      userName: userName(row.managerApprovedBy),
      at: iso(row.managerApprovedAt),
    });
  if (row.producerApprovedBy && row.producerApprovedAt)
    approvals.push({
      as: 'producer',
      userId: row.producerApprovedBy,
      userName: userName(row.producerApprovedBy),
      at: iso(row.producerApprovedAt),
    });
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    salesChannelId: row.salesChannelId,
    salesChannelName: names.salesChannelName,
    needsApproval: names.needsApproval,
    showId: row.showId,
    showName: names.showName,
    producerId: row.producerId,
    customer: row.customerName
      ? {
          name: row.customerName,
          email: row.customerEmail,
          phone: row.customerPhone,
          language: row.customerLanguage ?? 'fr',
        }
      : null,
    paymentMethod: row.paymentMethod,
    subtotalCents: row.subtotalCents,
    feesCents: row.feesCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    totalInclTaxCents: row.totalInclTaxCents,
    ...money,
    expiresAt: row.status === 'cart' ? isoOrNull(row.expiresAt) : null,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    validatedAt: isoOrNull(row.validatedAt),
    validatedBy: row.validatedBy,
    cancelledAt: isoOrNull(row.cancelledAt),
    items: row.status === 'cart' ? items.filter((i) => i.status === 'held') : items,
    approvals,
  };
}

/** The order as the API answers it, its names and items read from the database. */
export async function orderDtoOf(db: Executor, row: OrderRow): Promise<Order> {
  // The names other modules own, read through their fragments in one round trip.
  const [named] = await db
    .select({
      channel: channelName(sql`${orders.salesChannelId}`),
      needsApproval: channelNeedsApproval(sql`${orders.salesChannelId}`),
      show: showName(sql`${orders.showId}`),
      manager: userName(sql`${orders.managerApprovedBy}`),
      producer: userName(sql`${orders.producerApprovedBy}`),
    })
    .from(orders)
    .where(eq(orders.id, row.id));
  const users = new Map<string, string>();
  if (row.managerApprovedBy) users.set(row.managerApprovedBy, named?.manager ?? '');
  if (row.producerApprovedBy) users.set(row.producerApprovedBy, named?.producer ?? '');
  // A cart has no money yet: its answer spares the read.
  const facts = row.status === 'cart' ? undefined : await moneyFacts(db, row.id);
  return orderDtoFrom(
    row,
    await itemsOf(db, row.id),
    {
      salesChannelName: named?.channel ?? '',
      needsApproval: Boolean(named?.needsApproval),
      showName: named?.show ?? null,
      users,
    },
    moneyDto(row, facts?.payments, facts?.refunds),
  );
}

export async function orderDto(db: Executor, id: string): Promise<Order | undefined> {
  const row = await findOrder(db, id);
  return row ? orderDtoOf(db, row) : undefined;
}
