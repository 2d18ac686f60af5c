import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, listResponseSchema } from '@encore/shared/common/list.schema';
import {
  orderDetailResponseSchema,
  orderListQuerySchema,
  orderSummarySchema,
} from '@encore/shared/orders/order.schema';
import { requireSession } from '../../plugins/auth';
import type { SalesModule } from './sales-module';
import {
  approveOrderSchema,
  cancelItemSchema,
  cancelOrderSchema,
  orderItemParamsSchema,
} from '@encore/shared/orders/order.schema';

const tags = ['orders'];
/** Orders list answers under this size are sent uncompressed (a page of 25 is about 16 KB). */
export const listCompressThreshold = 32 * 1024;
const security = [{ bearer: [] }];
// A producer's rules limit `read` to its own shows' orders: lists filter, details answer 404 for another's.
const read = { auth: { action: 'read', subject: 'Order' } } as const;
const update = { auth: { action: 'update', subject: 'Order' } } as const;

/**
 * `GET /api/orders`, `GET /api/orders/{id}`, `POST /api/orders/{id}/approve`, `POST /api/orders/{id}/cancel`
 * and `POST /api/orders/{id}/items/{itemId}/cancel`.
 */
export const ordersReadRoutes =
  (sales: SalesModule): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders: reads, orderActions: actions } = sales;
    const detail = { 200: orderDetailResponseSchema };
    app.get(
      '/',
      {
        config: read,
        // A page of 25 orders (about 16 KB) goes as it is: compressing it cost the server more CPU than the
        // rest of a search (@fastify/compress's streams, ~1 ms a page), where the box office's network carries
        // 16 KB in no time. Pages of 50 and 100 are still compressed.
        compress: { threshold: listCompressThreshold, encodings: ['br', 'gzip', 'deflate'] },
        schema: {
          tags,
          security,
          querystring: orderListQuerySchema,
          response: { 200: listResponseSchema(orderSummarySchema) },
        },
      },
      async (request) => reads.list(request.query, requireSession(request)),
    );
    app.get(
      '/:id',
      { config: read, schema: { tags, security, params: idParamsSchema, response: detail } },
      async (request) => ({ data: await reads.get(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/:id/approve',
      {
        // approve_as_manager or approve_as_producer, as the body says: checked on the order by the service.
        config: { ...read, idempotent: true },
        schema: { tags, security, params: idParamsSchema, body: approveOrderSchema, response: detail },
      },
      async (request) => ({
        data: await actions.approve(request.params.id, request.body.as, requireSession(request)),
      }),
    );
    app.post(
      '/:id/cancel',
      {
        config: { ...update, idempotent: true },
        schema: { tags, security, params: idParamsSchema, body: cancelOrderSchema, response: detail },
      },
      async (request) => ({
        data: await actions.cancel(
          request.params.id,
          request.body.reason,
          requireSession(request),
          request.body.refund,
        ),
      }),
    );
    app.post(
      '/:id/items/:itemId/cancel',
      {
        config: { ...update, idempotent: true },
        schema: { tags, security, params: orderItemParamsSchema, body: cancelItemSchema, response: detail },
        // The body is optional (clients sent none before refunds existed): none is `{}`.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => ({
        data: await actions.cancelItem(
          request.params.id,
          request.params.itemId,
          requireSession(request),
          request.body.refund,
        ),
      }),
    );
  };
