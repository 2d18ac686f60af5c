import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  checkInAnswerResponseSchema,
  checkInBatchRequestSchema,
  checkInBatchResponseSchema,
  checkInManifestResponseSchema,
  checkInRequestSchema,
  eventCheckInsResponseSchema,
} from '@encore/shared/tickets/check-in.schema';
import { ticketPermissions as can } from '@encore/shared/tickets/ticket-api';
import { requireSession } from '../../plugins/auth';
import type { CheckInsService } from './check-ins.service';

const tags = ['check-ins'];
const security = [{ bearer: [] }];

/** The door: scans (online and offline batches), the event's counts and its offline manifest. */
export const checkInsRoutes =
  (service: CheckInsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/check-ins',
      {
        // One scan's answer is far under the compression threshold (8 KiB) and its body is never
        // compressed: without @fastify/compress's three hooks per request (a door scans thousands an hour).
        config: { auth: can.checkIn, compress: false, decompress: false, idempotent: true },
        schema: {
          tags,
          security,
          body: checkInRequestSchema,
          response: { 200: checkInAnswerResponseSchema },
        },
      },
      async (request) => ({ data: await service.checkIn(request.body, requireSession(request)) }),
    );
    app.post(
      '/check-ins/batch',
      {
        config: { auth: can.checkInBatch, idempotent: true },
        schema: {
          tags,
          security,
          body: checkInBatchRequestSchema,
          response: { 200: checkInBatchResponseSchema },
        },
      },
      async (request) => ({ data: await service.batch(request.body, requireSession(request)) }),
    );
    app.get(
      '/events/:id/check-ins',
      {
        config: { auth: can.eventCheckIns },
        schema: { tags, security, params: idParamsSchema, response: { 200: eventCheckInsResponseSchema } },
      },
      async (request) => ({ data: await service.counts(request.params.id, requireSession(request)) }),
    );
    app.get(
      '/events/:id/check-in-manifest',
      {
        config: { auth: can.manifest },
        schema: { tags, security, params: idParamsSchema, response: { 200: checkInManifestResponseSchema } },
      },
      async (request) => ({ data: await service.manifest(request.params.id, requireSession(request)) }),
    );
  };
