import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { orderHistory, orderItems, orders } from '../../db/schema';
import { roomName } from '../rooms';
import { channelName, channelNeedsApproval } from '../sales-channels';
import { eventRoomId, eventStartsAt, showName } from '../shows';
import { userName } from '../users';

/** The order with its channel and show (named through their modules' fragments), or undefined. */
export async function findOrder(db: Executor, id: string) {
  const [row] = await db
    .select({
      order: orders,
      // The channel is a foreign key: its name is always there.
      salesChannelName: sql<string>`coalesce(${channelName(sql`${orders.salesChannelId}`)}, '')`,
      needsApproval: sql<boolean>`coalesce(${channelNeedsApproval(sql`${orders.salesChannelId}`)}, false)`,
      showName: showName(sql`${orders.showId}`),
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
}
export type OrderWithNames = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order's items with their event's start and room, in seat order. */
export function itemsOf(db: Executor, orderId: string) {
  const eventStartsAtOf = eventStartsAt(sql`${orderItems.eventId}`);
  const roomId = eventRoomId(sql`${orderItems.eventId}`);
  return db
    .select({
      item: orderItems,
      eventStartsAt: eventStartsAtOf,
      roomId,
      roomName: roomName(roomId),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(
      asc(eventStartsAtOf),
      asc(orderItems.areaLabel),
      asc(orderItems.rowLabel),
      asc(orderItems.seatLabel),
      asc(orderItems.id),
    );
}

/** Who did what, oldest first. */
export function historyOf(db: Executor, orderId: string) {
  return db
    .select({ entry: orderHistory, userName: userName(sql`${orderHistory.userId}`) })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

/** Display names of users (approvers), by id: one statement, each name through the users module. */
export async function userNames(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const present = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!present.length) return new Map();
  const [row] = await rawRows<Record<string, string | null>>(
    db,
    sql`select ${sql.join(
      present.map((id, n) => sql`${userName(sql`${id}::uuid`)} as ${sql.raw(`n${n}`)}`),
      sql`, `,
    )}`,
  );
  return new Map(present.map((id, n) => [id, row?.[`n${n}`] ?? '']));
}
