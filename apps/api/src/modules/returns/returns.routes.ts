import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  receiptQuerySchema,
  sibilQuerySchema,
  statementQuerySchema,
} from '@encore/shared/returns/returns.schema';
import { requireSession } from '../../plugins/auth';
import type { ReturnsService } from './returns.service';

const security = [{ bearer: [] }];
// Who reads the order prints its receipt (a producer: its own shows' orders, checked on the order).
const readOrder = { auth: { action: 'read', subject: 'Order' } } as const;
// Returns are the business's figures: managers and admins ('read Analytics'; a producer its own shows).
const readAnalytics = { auth: { action: 'read', subject: 'Analytics' } } as const;

const pdf = (reply: FastifyReply, body: Buffer, name: string) =>
  reply
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'private, no-store',
    })
    .send(body);
const csv = (reply: FastifyReply, body: string, name: string) =>
  reply
    .headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
    })
    .send(body);

/**
 * `GET /api/orders/{id}/receipt.pdf`, `GET /api/events/{id}/statement.pdf|.csv` and
 * `GET /api/reports/sibil.csv?quarter=2026-Q4` (issue 23, points 8 and 9).
 */
export const returnsRoutes =
  (service: ReturnsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:id/receipt.pdf',
      {
        config: readOrder,
        compress: false,
        schema: { tags: ['orders'], security, params: idParamsSchema, querystring: receiptQuerySchema },
      },
      async (request, reply) => {
        const { format, lang } = request.query;
        const { pdf: body, fileName } = await service.receipt(
          request.params.id,
          format,
          lang,
          requireSession(request),
        );
        return pdf(reply, body, fileName);
      },
    );
    // The event's statement printed (PDF) or for a spreadsheet (CSV): the same rights, query and file name.
    const statement = {
      tags: ['reports'],
      security,
      params: idParamsSchema,
      querystring: statementQuerySchema,
    };
    app.get(
      '/events/:id/statement.pdf',
      { config: readAnalytics, compress: false, schema: statement },
      async (request, reply) => {
        const { id } = request.params;
        const body = await service.statementPdf(id, request.query.lang, requireSession(request));
        return pdf(reply, body, `statement-${id}.pdf`);
      },
    );
    app.get(
      '/events/:id/statement.csv',
      { config: readAnalytics, schema: statement },
      async (request, reply) => {
        const { id } = request.params;
        const body = await service.statementCsv(id, request.query.lang, requireSession(request));
        return csv(reply, body, `statement-${id}.csv`);
      },
    );
    app.get(
      '/reports/sibil.csv',
      {
        config: readAnalytics,
        schema: { tags: ['reports'], security, querystring: sibilQuerySchema },
      },
      async (request, reply) => {
        const { quarter, lang } = request.query;
        const body = await service.sibil(quarter, lang, requireSession(request));
        return csv(reply, body, `sibil-${quarter}.csv`);
      },
    );
  };
