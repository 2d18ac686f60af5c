import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list.schema';

export const outboxStatuses = ['pending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One e-mail of the outbox as admins read it: whole, so a reset link can be followed without SMTP. */
export const outboxEmailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  orderId: z.uuid().nullable(),
  /** What is attached when it is sent: a tickets e-mail carries its order's tickets as one PDF. */
  attachment: z.object({ kind: z.literal('order-tickets-pdf'), ticketCount: z.number().int() }).nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListQuerySchema = listQuerySchema(['createdAt']).extend({
  status: z.enum(outboxStatuses).optional(),
  /** One e-mail: the one a failed e-mail's notification opens. */
  id: z.uuid().optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export const outboxListResponseSchema = listResponseSchema(outboxEmailSchema);
