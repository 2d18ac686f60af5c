import { z } from 'zod';
import { booleanQuery, listQuerySchema, listResponseSchema } from '../common/list.schema';
import { approvalRoles } from '../orders/order.schema';

/**
 * What an inbox notification tells: an order waiting for the reader's approval, an approval given, an
 * order cancelled or one of its items, an e-mail that could not be delivered (a tickets e-mail, with its
 * order, or any other), an account waiting for activation.
 */
export const notificationKinds = [
  'order_pending',
  'order_approved',
  'order_cancelled',
  'order_item_cancelled',
  'email_failed',
  'signup',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The facts a notification shows, copied when it is written (they read as they were then). */
export const notificationDataSchema = z.object({
  orderNumber: z.string().optional(),
  showName: z.string().nullable().optional(),
  customerName: z.string().nullable().optional(),
  /** order_pending: the approval asked of the reader; order_approved: the one given. */
  as: z.enum(approvalRoles).optional(),
  /** order_approved: this approval confirmed the order. */
  confirmed: z.boolean().optional(),
  /** Who approved or cancelled. */
  byName: z.string().nullable().optional(),
  /** signup: the new account; email_failed: the address the message was for. */
  userName: z.string().optional(),
  email: z.string().optional(),
  /** email_failed without an order (a password reset...): the message's subject, as the outbox lists it. */
  subject: z.string().optional(),
  /** order_item_cancelled: the item's place (labels as sold), or its number of admissions. */
  place: z
    .object({
      area: z.string().nullable(),
      row: z.string().nullable(),
      seat: z.string().nullable(),
      quantity: z.number().int(),
    })
    .optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  orderId: z.uuid().nullable(),
  /** signup: the account to activate. */
  accountId: z.uuid().nullable(),
  /** email_failed: the e-mail in the outbox (its readers open it there). */
  emailId: z.uuid().nullable(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = listQuerySchema(['createdAt']).extend({ unread: booleanQuery });
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = listResponseSchema(notificationSchema);

export const unreadCountResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });

/** What the inbox stream sends on every change of the reader's notifications. */
export const inboxMessageSchema = z.object({ unread: z.number().int() });
