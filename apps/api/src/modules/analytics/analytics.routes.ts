import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemsCsvQuerySchema,
  salesCsvQuerySchema,
  salesTableQuerySchema,
  salesTableResponseSchema,
  type CsvLanguage,
} from '@encore/shared/analytics/analytics.schema';
import { streamTokenResponseSchema } from '@encore/shared/orders/availability.schema';
import { signStreamToken } from '../../lib/event-stream';
import { requireSession } from '../../plugins/auth';
import type { createSalesExportService } from './sales-export.service';
import type { createSalesTableService } from './sales-table.service';

// A producer's 'read Analytics' rule names its producer: the services keep its own shows' rows.
const readAnalytics = { auth: { action: 'read', subject: 'Analytics' } } as const;
/**
 * The CSV files also open with `?token=` (POST /download-token): the browser's download manager then
 * streams the file to disk from a plain link, where a fetch with the bearer header held it all in memory.
 * The token names the session, so the rules (a producer's own shows) are the session's at download time.
 */
const csvScope = 'analytics:csv';
const readCsv = { ...readAnalytics, queryTokenScope: () => csvScope } as const;
const tags = ['analytics'];
const security = [{ bearer: [] }];

/** The asked language, else the browser's first language (English files for English readers). */
const languageOf = (request: FastifyRequest, lang: CsvLanguage | undefined): CsvLanguage =>
  lang ?? (/^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr');

function sendCsv(
  reply: FastifyReply,
  name: string,
  lines: Iterable<string> | AsyncIterable<string | Buffer>,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines, { objectMode: false }));
}

/**
 * `GET /api/analytics/sales`: sales by show, event, channel, day, price level, seller, payment method, VAT
 * rate; `GET /api/analytics/sales.csv` the same table as a file; `GET /api/analytics/order-items.csv` every
 * sale and cancellation of an item in the range, streamed page by page.
 */
export const analyticsRoutes =
  (
    service: ReturnType<typeof createSalesTableService>,
    exports: ReturnType<typeof createSalesExportService>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sales',
      {
        config: readAnalytics,
        schema: {
          tags,
          security,
          querystring: salesTableQuerySchema,
          response: { 200: salesTableResponseSchema },
        },
      },
      async (request) => ({ data: await service.table(request.query, requireSession(request)) }),
    );

    app.post(
      '/download-token',
      {
        config: readAnalytics,
        schema: {
          tags,
          security,
          response: { 200: streamTokenResponseSchema },
          description: 'A 60-second token that opens the CSV files as `?token=` (a plain download link).',
        },
      },
      async (request) => ({ data: await signStreamToken(app, requireSession(request), csvScope) }),
    );

    app.get(
      '/sales.csv',
      {
        config: readCsv,
        schema: {
          tags,
          security,
          querystring: salesCsvQuerySchema,
          produces: ['text/csv'],
          description: 'One analytics table as CSV in the language asked (README "Sales figures").',
        },
      },
      async (request, reply) => {
        const { lang, token: _token, ...query } = request.query;
        const lines = await exports.tableCsv(query, languageOf(request, lang), requireSession(request));
        return sendCsv(reply, `encore-${query.dimension}-${query.from}-${query.to}`, lines);
      },
    );

    app.get(
      '/order-items.csv',
      {
        config: readCsv,
        schema: {
          tags,
          security,
          querystring: itemsCsvQuerySchema,
          produces: ['text/csv'],
          description: 'Every sale and cancellation of an order item in the range, as CSV, streamed.',
        },
      },
      async (request, reply) => {
        const { lang, token: _token, ...filter } = request.query;
        const lines = exports.itemsCsv(filter, languageOf(request, lang), requireSession(request));
        return sendCsv(reply, `encore-order-items-${filter.from}-${filter.to}`, lines);
      },
    );
  };
