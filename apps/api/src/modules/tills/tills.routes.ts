import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import { tillPermissions as can } from '@encore/shared/tills/till-api';
import {
  closeTillSessionSchema,
  createTillSchema,
  movementRequestSchema,
  openTillSessionSchema,
  reportQuerySchema,
  tillListResponseSchema,
  tillMovementResponseSchema,
  tillReportResponseSchema,
  tillResponseSchema,
  tillSessionResponseSchema,
} from '@encore/shared/tills/till.schema';
import { requireSession } from '../../plugins/auth';
import type { TillsService } from './tills.service';

const tags = ['tills'];
const security = [{ bearer: [] }];
// Opening a session, a movement and closing: each acts on the till or session its path names, with a body.
const withIdAndBody = <Body extends z.ZodType, Response extends Record<number, z.ZodType>>(
  body: Body,
  response: Response,
) => ({ tags, security, params: idParamsSchema, body, response });

/** Tills, their sessions (open, movements, close) and Z reports (shared/tills/till-api.ts). */
export const tillsRoutes =
  (service: TillsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tills',
      { config: { auth: can.list }, schema: { tags, security, response: { 200: tillListResponseSchema } } },
      async () => ({ data: await service.list() }),
    );
    app.post(
      '/tills',
      {
        config: { auth: can.create },
        schema: { tags, security, body: createTillSchema, response: { 201: tillResponseSchema } },
      },
      async (request, reply) => reply.code(201).send({ data: await service.create(request.body.name) }),
    );
    app.post(
      '/tills/:id/sessions',
      {
        config: { auth: can.open },
        schema: withIdAndBody(openTillSessionSchema, { 201: tillSessionResponseSchema }),
      },
      async (request, reply) => {
        const data = await service.open(request.params.id, request.body, requireSession(request));
        return reply.code(201).send({ data });
      },
    );
    app.get(
      '/till-sessions/current',
      {
        config: { auth: can.current, errors: [404] },
        schema: { tags, security, response: { 200: tillSessionResponseSchema } },
      },
      async (request) => ({ data: await service.current(requireSession(request)) }),
    );
    app.get(
      '/till-sessions/:id',
      {
        config: { auth: can.session },
        schema: { tags, security, params: idParamsSchema, response: { 200: tillSessionResponseSchema } },
      },
      async (request) => ({ data: await service.get(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/till-sessions/:id/movements',
      {
        config: { auth: can.movement },
        schema: withIdAndBody(movementRequestSchema, { 201: tillMovementResponseSchema }),
      },
      async (request, reply) => {
        const data = await service.move(request.params.id, request.body, requireSession(request));
        return reply.code(201).send({ data });
      },
    );
    app.post(
      '/till-sessions/:id/close',
      {
        config: { auth: can.close },
        schema: withIdAndBody(closeTillSessionSchema, { 200: tillSessionResponseSchema }),
      },
      async (request) => ({
        data: await service.close(request.params.id, request.body, requireSession(request)),
      }),
    );
    app.get(
      '/till-sessions/:id/report',
      {
        config: { auth: can.report },
        schema: { tags, security, params: idParamsSchema, response: { 200: tillReportResponseSchema } },
      },
      async (request) => ({ data: await service.report(request.params.id, requireSession(request)) }),
    );
    app.get(
      '/till-sessions/:id/report.pdf',
      {
        config: { auth: can.reportPdf },
        compress: false,
        schema: { tags, security, params: idParamsSchema, querystring: reportQuerySchema },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.reportPdf(
          request.params.id,
          request.query.lang,
          requireSession(request),
        );
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="${fileName}"`,
          })
          .send(pdf);
      },
    );
  };
