import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData, NotificationKind } from '@encore/shared/notifications/notification.schema';
import type { ApprovalRole } from '@encore/shared/orders/order.schema';
import { emailOutbox } from './outbox';
import { orders } from './orders';
import { users } from './users';

/**
 * One line of a user's inbox, written in the transaction of the event it tells (an order waiting for
 * approval, an approval, a cancellation, a failed e-mail, a sign-up), so none is lost and none is told
 * of an event that rolled back.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** signup: the account waiting for activation. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    emailId: uuid('email_id').references(() => emailOutbox.id, { onDelete: 'cascade' }),
    /** order_pending: the approval asked of this user; it is read once that approval is given. */
    approvalAs: text('approval_as').$type<ApprovalRole>(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_order_idx').on(t.orderId),
    index('notifications_account_idx').on(t.accountId),
    index('notifications_email_idx').on(t.emailId),
  ],
);
