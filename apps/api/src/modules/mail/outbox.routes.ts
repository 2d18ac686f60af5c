import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outboxListQuerySchema,
  outboxListResponseSchema,
  type OutboxEmail,
} from '@encore/shared/notifications/outbox.schema';
import type { Database } from '../../db/client';
import { listOutbox, type OutboxRow } from './outbox.repository';

const toDto = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  orderId: row.orderId,
  attachment: row.attachment ? { kind: row.attachment, ticketCount: row.ticketCount } : null,
});

/**
 * `GET /api/outbox`: every e-mail with its state, whole, for whoever reads the outbox (admins). Without
 * SMTP (the embedded set-up) this is where a password-reset link is read and followed.
 */
export const outboxRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config: { auth: { action: 'read', subject: 'Outbox' } },
        schema: {
          tags: ['inbox'],
          security: [{ bearer: [] }],
          querystring: outboxListQuerySchema,
          response: { 200: outboxListResponseSchema },
        },
      },
      async (request) => {
        const { rows, total } = await listOutbox(db, request.query);
        const { page, pageSize } = request.query;
        return { data: rows.map(toDto), meta: { page, pageSize, total } };
      },
    );
  };
