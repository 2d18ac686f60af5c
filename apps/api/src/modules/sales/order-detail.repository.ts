import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  events,
  orderHistory,
  orderItems,
  orders,
  rooms,
  salesChannels,
  shows,
  users,
} from '../../db/schema';

const userName = sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;

/** The order with its channel and show, or undefined. */
export async function findOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      order: orders,
      salesChannelName: salesChannels.name,
      needsApproval: salesChannels.needsApproval,
      showName: shows.name,
    })
    .from(orders)
    .innerJoin(salesChannels, eq(salesChannels.id, orders.salesChannelId))
    .leftJoin(shows, eq(shows.id, orders.showId))
    .where(eq(orders.id, id));
  return row;
}
export type OrderWithNames = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order's items with their event's start and room, in seat order. */
export function itemsOf(db: Executor, orderId: string) {
  return db
    .select({
      item: orderItems,
      eventStartsAt: events.startsAt,
      roomId: events.roomId,
      roomName: rooms.name,
    })
    .from(orderItems)
    .innerJoin(events, eq(events.id, orderItems.eventId))
    .innerJoin(rooms, eq(rooms.id, events.roomId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(
      asc(events.startsAt),
      asc(orderItems.areaLabel),
      asc(orderItems.rowLabel),
      asc(orderItems.seatLabel),
      asc(orderItems.id),
    );
}

/** Who did what, oldest first. */
export function historyOf(db: Executor, orderId: string) {
  return db
    .select({ entry: orderHistory, userName })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.userId))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

/** Display names of users (approvers), by id. */
export async function userNames(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const present = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!present.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: userName })
    .from(users)
    .where(inArray(users.id, present));
  return new Map(rows.map((r) => [r.id, r.name]));
}
