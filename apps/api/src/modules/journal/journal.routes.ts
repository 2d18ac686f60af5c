import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  journalArchiveQuerySchema,
  journalClosingsQuerySchema,
  journalClosingsResponseSchema,
  journalLastVerificationResponseSchema,
  journalListQuerySchema,
  journalListResponseSchema,
  journalVerifyResponseSchema,
} from '@encore/shared/journal/journal.schema';
import { notFound } from '../../lib/errors';
import { requireSession } from '../../plugins/auth';
import type { JournalModule } from './journal.service';

const readJournal = { auth: { action: 'read', subject: 'Journal' } } as const;
const tags = ['journal'];
const security = [{ bearer: [] }];

/**
 * `/api/journal`: the entries (newest first), `POST /verify` (the chain recomputed; the result is itself an
 * entry) and `GET /archive?period=` (a signed ZIP of a year or a month).
 */
export const journalRoutes =
  (journal: JournalModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config: readJournal,
        schema: {
          tags,
          security,
          querystring: journalListQuerySchema,
          response: { 200: journalListResponseSchema },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await journal.list(page, pageSize);
        return { data: rows, meta: { page, pageSize, total } };
      },
    );

    app.get(
      '/closings',
      {
        config: readJournal,
        schema: {
          tags,
          security,
          querystring: journalClosingsQuerySchema,
          response: { 200: journalClosingsResponseSchema },
          description:
            'The closings (business days from BUSINESS_DAY_CUTOFF, months, years), made by themselves once ' +
            'their period has ended: totals per VAT rate and payment method and the perpetual grand total.',
        },
      },
      async (request) => {
        const { kind, page, pageSize } = request.query;
        const { rows, total } = await journal.closings(kind, page, pageSize);
        return { data: rows, meta: { page, pageSize, total } };
      },
    );

    app.get(
      '/verification',
      {
        config: readJournal,
        schema: {
          tags,
          security,
          response: { 200: journalLastVerificationResponseSchema },
          description: 'The last verification recorded (null: the journal was never verified).',
        },
      },
      async () => ({ data: await journal.lastVerification() }),
    );

    app.post(
      '/verify',
      {
        config: readJournal,
        schema: {
          tags,
          security,
          response: { 200: journalVerifyResponseSchema },
          description:
            'Recomputes every hash, link and signature from sequence 1 and names the first broken sequence ' +
            'and why (changed, missing, reordered, bad signature). The result is recorded in the journal.',
        },
      },
      async () => ({ data: await journal.verify() }),
    );

    app.get(
      '/archive',
      {
        config: readJournal,
        schema: {
          tags,
          security,
          querystring: journalArchiveQuerySchema,
          description:
            'A ZIP of the period (year or month, Europe/Paris): entries.xml and entries.xsd, entries.csv, ' +
            'closings.json, keys.json, manifest.json and manifest.sig. Check it with ' +
            '`npm run journal:verify-archive -- FILE`.',
        },
      },
      async (request, reply) => {
        const { period } = request.query;
        const archive = await journal.archive(period, requireSession(request).user.id);
        if (!archive) throw notFound(`No journal entry in ${period}`);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="encore-journal-${period}.zip"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(archive.zip));
      },
    );
  };
