import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { NotificationData, NotificationKind } from '@encore/shared/notifications/notification.schema';
import type { ApprovalRole } from '@encore/shared/orders/order.schema';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import { notifyInbox } from './inbox-notify';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  kind: NotificationKind;
  data: NotificationData;
  orderId?: string;
  accountId?: string;
  emailId?: string;
  approvalAs?: ApprovalRole;
}

/**
 * One notification to each recipient (each once), in the caller's transaction; their open inboxes hear
 * of it when that transaction commits.
 */
export async function notifyUsers(tx: Executor, userIds: Iterable<string>, note: NewNotification) {
  const recipients = [...new Set(userIds)];
  if (!recipients.length) return;
  await tx.insert(notifications).values(recipients.map((userId) => ({ userId, ...note })));
  await notifyInbox(tx, recipients);
}

/** Marks read, for everyone, the unread notifications matching `where` (a question answered elsewhere). */
export async function settle(tx: Executor, where: SQL | undefined) {
  const settled = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(where, isNull(notifications.readAt)))
    .returning({ userId: notifications.userId });
  await notifyInbox(
    tx,
    settled.map((row) => row.userId),
  );
}

export const pendingOfOrder = (orderId: string, as?: ApprovalRole) =>
  and(
    eq(notifications.orderId, orderId),
    eq(notifications.kind, 'order_pending'),
    as ? eq(notifications.approvalAs, as) : undefined,
  );

export const signupOf = (accountId: string) =>
  and(eq(notifications.accountId, accountId), eq(notifications.kind, 'signup'));

const ofUser = (userId: string, unreadOnly?: boolean) =>
  and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function listOfUser(
  db: Executor,
  userId: string,
  query: { page: number; pageSize: number; unread?: boolean | undefined; sort?: string | undefined },
) {
  const where = ofUser(userId, query.unread);
  const order = query.sort === 'createdAt' ? notifications.createdAt : desc(notifications.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(order, desc(notifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofUser(userId, true));
  return row?.n ?? 0;
}

/** Marks the user's own notification read; undefined when it is not theirs (or does not exist). */
export async function markRead(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing;
}

export async function markAllRead(db: Executor, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ofUser(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}
