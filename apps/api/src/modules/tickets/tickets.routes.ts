import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import { ticketPermissions as can } from '@encore/shared/tickets/ticket-api';
import { ticketListResponseSchema } from '@encore/shared/tickets/ticket.schema';
import {
  orderEmailListResponseSchema,
  orderEmailResponseSchema,
  sendTicketsEmailSchema,
} from '@encore/shared/tickets/ticket-email.schema';
import { requireSession } from '../../plugins/auth';
import type { TicketsService } from './tickets.service';

const tags = ['tickets'];
const security = [{ bearer: [] }];
// PDFs are deflated inside already: HTTP compression (brotli first) only burnt CPU, a third of a big PDF's.
const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${fileName}"`,
});

/** Tickets of an order: list, generate, PDFs, e-mail and the order's e-mails (shared/tickets/ticket-api.ts). */
export const ticketsRoutes =
  (service: TicketsService): FastifyPluginAsyncZod =>
  async (app) => {
    const list = { 200: ticketListResponseSchema };
    app.get(
      '/orders/:id/tickets',
      {
        config: { auth: can.orderTickets },
        schema: { tags, security, params: idParamsSchema, response: list },
      },
      async (request) => ({ data: await service.list(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/orders/:id/tickets',
      { config: { auth: can.generate }, schema: { tags, security, params: idParamsSchema, response: list } },
      async (request) => ({ data: await service.generate(request.params.id, requireSession(request)) }),
    );
    app.get(
      '/orders/:id/tickets.pdf',
      // 409 when the order has no valid ticket (config.errors: documented in OpenAPI beside the common ones).
      {
        config: { auth: can.orderPdf, errors: [409] },
        compress: false,
        schema: { tags, security, params: idParamsSchema },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.orderPdf(request.params.id, requireSession(request));
        return reply.headers(pdfHeaders(fileName)).send(pdf);
      },
    );
    app.get(
      '/tickets/:id.pdf',
      {
        config: { auth: can.ticketPdf, errors: [409] },
        compress: false,
        schema: { tags, security, params: idParamsSchema },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.ticketPdf(request.params.id, requireSession(request));
        return reply.headers(pdfHeaders(fileName)).send(pdf);
      },
    );
    app.post(
      '/orders/:id/tickets/email',
      {
        config: { auth: can.email },
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: sendTicketsEmailSchema,
          response: { 202: orderEmailResponseSchema },
        },
      },
      async (request, reply) => {
        const email = await service.email(request.params.id, request.body.email, requireSession(request));
        return reply.code(202).send({ data: email });
      },
    );
    app.get(
      '/orders/:id/emails',
      {
        config: { auth: can.orderEmails },
        schema: { tags, security, params: idParamsSchema, response: { 200: orderEmailListResponseSchema } },
      },
      async (request) => ({ data: await service.emails(request.params.id, requireSession(request)) }),
    );
  };
