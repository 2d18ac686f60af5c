import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { itemAmounts, orderTotals } from '@encore/shared/money';
import {
  orderNumberAlphabet,
  orderNumberLength,
  type OrderItemStatus,
  type PaymentMethod,
} from '@encore/shared/orders/order.schema';
import type { InvitationReason } from '@encore/shared/money/money-facts';
import type { Executor } from '../client';
import { eventAreaUsage, eventQuotaUsage, orderHistory, orderItems, orders } from '../schema';

export interface WrittenItem {
  eventId: string;
  level: { id: string; name: string; categoryId: string; priceCents: number; rateBasisPoints: number };
  /** The level's quota, if any (every level counts its tickets in event_quota_usage). */
  quota: number | null;
  seat?: { id: string; area: string; row: string; label: string };
  ga?: { id: string; name: string; quantity: number };
  /** Cancelled on its own after the sale (a partly cancelled order). */
  cancelled?: boolean;
}

export interface WrittenOrder {
  status: 'confirmed' | 'pending_approval' | 'cancelled';
  channel: { id: string; feeCents: number };
  show: { id: string; producerId: string };
  createdBy: string;
  customer: { name: string; email: string | null; phone: string | null };
  paymentMethod: PaymentMethod;
  /** An invitation (paymentMethod 'free', issue 23): its items priced 0, its reason kept. */
  invitationReason?: InvitationReason;
  createdAt: Date;
  managerApproval?: { by: string; at: Date };
  producerApproval?: { by: string; at: Date };
  items: WrittenItem[];
}

export function randomOrderNumber(): string {
  const bytes = crypto.randomBytes(orderNumberLength);
  return [...bytes].map((b) => orderNumberAlphabet[b % orderNumberAlphabet.length]).join('');
}

const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

function itemStatus(order: WrittenOrder, item: WrittenItem): OrderItemStatus {
  if (order.status === 'cancelled' || item.cancelled) return 'cancelled';
  return order.status === 'confirmed' ? 'sold' : 'held';
}

/**
 * Writes finished orders straight in SQL (demo data, test fixtures, benchmarks), with everything the box
 * office would have written: frozen item amounts, totals from shared/money.ts, history, and the counters
 * (quota and area usage; events' sold follow by sales_daily's trigger) that the live inventory keeps, so they
 * all agree.
 */
export async function writeOrders(tx: Executor, list: WrittenOrder[]): Promise<string[]> {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const historyRows: (typeof orderHistory.$inferInsert)[] = [];
  const quota = new Map<string, number>();
  const area = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const order of list) {
    const id = crypto.randomUUID();
    const items = order.items.map((item) => {
      const quantity = item.ga?.quantity ?? 1;
      const status = itemStatus(order, item);
      const amounts = itemAmounts(item.level.priceCents, item.level.rateBasisPoints, order.channel.feeCents);
      // An invitation's tickets are priced 0, as the validation's settle-items.ts writes them.
      if (order.invitationReason)
        Object.assign(amounts, { unitPriceCents: 0, unitVatCents: 0, unitFeeCents: 0 });
      if (status !== 'cancelled') {
        // Every live item counts on its level's counter, quota or not (modules/inventory/inventory-hold.ts).
        bump(quota, `${item.eventId}|${item.level.id}`, quantity);
        if (item.ga) bump(area, `${item.eventId}|${item.ga.id}`, quantity);
      }
      return {
        orderId: id,
        eventId: item.eventId,
        seatId: item.seat?.id ?? null,
        gaAreaId: item.ga?.id ?? null,
        quantity,
        priceLevelId: item.level.id,
        categoryId: item.level.categoryId,
        priceLevelName: item.level.name,
        areaLabel: item.seat?.area ?? item.ga?.name ?? null,
        rowLabel: item.seat?.row ?? null,
        seatLabel: item.seat?.label ?? null,
        ...amounts,
        status,
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      };
    });
    itemRows.push(...items);
    const live = items.filter((i) => i.status !== 'cancelled');
    const totals = orderTotals(order.status === 'cancelled' ? items : live);
    const validatedAt = later(order.createdAt, 3);
    const cancelledAt = order.status === 'cancelled' ? later(order.createdAt, 60 * 24) : null;
    orderRows.push({
      id,
      number: randomOrderNumber(),
      status: order.status,
      salesChannelId: order.channel.id,
      showId: order.show.id,
      producerId: order.show.producerId,
      customerName: order.customer.name,
      customerEmail: order.customer.email,
      customerPhone: order.customer.phone,
      customerLanguage: 'fr',
      paymentMethod: order.paymentMethod,
      invitationReason: order.invitationReason ?? null,
      ...totals,
      createdBy: order.createdBy,
      validatedAt,
      validatedBy: order.createdBy,
      managerApprovedBy: order.managerApproval?.by ?? null,
      managerApprovedAt: order.managerApproval?.at ?? null,
      producerApprovedBy: order.producerApproval?.by ?? null,
      producerApprovedAt: order.producerApproval?.at ?? null,
      cancelledAt,
      cancelledBy: cancelledAt ? order.createdBy : null,
      createdAt: order.createdAt,
      updatedAt: cancelledAt ?? validatedAt,
    });
    const by = order.createdBy;
    historyRows.push({ orderId: id, action: 'created', userId: by, at: order.createdAt });
    historyRows.push({ orderId: id, action: 'validated', userId: by, at: validatedAt });
    for (const [as, approval] of [
      ['show_manager', order.managerApproval],
      ['producer', order.producerApproval],
    ] as const)
      if (approval)
        historyRows.push({
          orderId: id,
          action: 'approved',
          userId: approval.by,
          details: { as },
          at: approval.at,
        });
    items.forEach((item, i) => {
      if (order.items[i]!.cancelled && order.status !== 'cancelled')
        historyRows.push({
          orderId: id,
          action: 'item_cancelled',
          userId: by,
          details: { seatId: item.seatId, gaAreaId: item.gaAreaId, quantity: item.quantity },
          at: later(order.createdAt, 60 * 12),
        });
    });
    if (cancelledAt) historyRows.push({ orderId: id, action: 'cancelled', userId: by, at: cancelledAt });
  }
  for (const rows of chunks(orderRows)) await tx.insert(orders).values(rows);
  for (const rows of chunks(itemRows)) await tx.insert(orderItems).values(rows);
  for (const rows of chunks(historyRows)) await tx.insert(orderHistory).values(rows);
  for (const [key, n] of quota) {
    const [eventId, priceLevelId] = key.split('|') as [string, string];
    await tx
      .insert(eventQuotaUsage)
      .values({ eventId, priceLevelId, used: n })
      .onConflictDoUpdate({
        target: [eventQuotaUsage.eventId, eventQuotaUsage.priceLevelId],
        set: { used: sql`${eventQuotaUsage.used} + ${n}` },
      });
  }
  for (const [key, n] of area) {
    const [eventId, gaAreaId] = key.split('|') as [string, string];
    await tx
      .insert(eventAreaUsage)
      .values({ eventId, gaAreaId, used: n })
      .onConflictDoUpdate({
        target: [eventAreaUsage.eventId, eventAreaUsage.gaAreaId],
        set: { used: sql`${eventAreaUsage.used} + ${n}` },
      });
  }
  return orderRows.map((o) => o.id!);
}
