import { z } from 'zod';
import { emailPattern } from '../common/fields';
import { customerLanguages } from '../orders/order.schema';

/**
 * Outbox states: `pending` waits for (another) SMTP attempt, `sent` delivered once, `failed` gave up after
 * the last retry, `kept` stored without SMTP configured (the embedded set-up).
 */
export const emailStatuses = ['pending', 'sent', 'failed', 'kept'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** `tickets`: asked for by the button; `tickets_confirmed`: sent by itself when an approval confirmed it. */
export const orderEmailKinds = ['tickets', 'tickets_confirmed'] as const;

/** `POST /api/orders/{id}/tickets/email`: to the customer's e-mail unless `email` is given. */
export const sendTicketsEmailSchema = z.object({
  email: z.email({ pattern: emailPattern }).max(254).optional(),
});
export type SendTicketsEmailInput = z.input<typeof sendTicketsEmailSchema>;

/** One e-mail of an order (`GET /api/orders/{id}/emails`, newest first), for the order page. */
export const orderEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  language: z.enum(customerLanguages),
  status: z.enum(emailStatuses),
  attempts: z.number(),
  /** The SMTP server's last refusal, while it is retried or once it failed. */
  lastError: z.string().nullable(),
  /** When the next attempt is due (`pending` only). */
  nextAttemptAt: z.string().nullable(),
  /** How many PDF pages (tickets) are attached. */
  ticketCount: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;
export const orderEmailResponseSchema = z.object({ data: orderEmailSchema });
export const orderEmailListResponseSchema = z.object({ data: z.array(orderEmailSchema) });
