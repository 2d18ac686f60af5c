import type { Notification, NotificationListQuery } from '@encore/shared/notifications/notification.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { notifyInbox } from './inbox-notify';
import {
  listOfUser,
  markAllRead,
  markRead,
  unreadCountOf,
  type NotificationRow,
} from './notifications.repository';

const toDto = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  orderId: row.orderId,
  accountId: row.accountId,
  emailId: row.emailId,
  data: row.data,
});

/**
 * The signed-in user's inbox. Every query names the user: one never reads nor marks another's
 * notification (someone else's id answers 404, as a missing one). A change tells the user's other open
 * inboxes (tabs, devices) through the inbox channel.
 */
export function createNotificationsService(db: Database) {
  return {
    async list(userId: string, query: NotificationListQuery) {
      const { rows, total } = await listOfUser(db, userId, query);
      return { data: rows.map(toDto), meta: { page: query.page, pageSize: query.pageSize, total } };
    },

    unreadCount: (userId: string) => unreadCountOf(db, userId),

    async markRead(userId: string, id: string): Promise<Notification> {
      const row = await db.transaction(async (tx) => {
        const marked = await markRead(tx, userId, id);
        if (marked) await notifyInbox(tx, [userId]);
        return marked;
      });
      if (!row) throw notFound('Notification not found');
      return toDto(row);
    },

    async markAllRead(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const marked = await markAllRead(tx, userId);
        if (marked) await notifyInbox(tx, [userId]);
        return marked;
      });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
