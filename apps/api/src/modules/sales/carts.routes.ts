import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  addCartItemsSchema,
  cartCreateSchema,
  cartItemParamsSchema,
  updateCartItemSchema,
  validateOrderSchema,
} from '@encore/shared/orders/cart.schema';
import { orderResponseSchema, validatedOrderResponseSchema } from '@encore/shared/orders/order.schema';
import { requireSession } from '../../plugins/auth';
import type { CartsService } from './carts.service';

const tags = ['box office'];
const security = [{ bearer: [] }];
const onCart = (action: 'create' | 'read' | 'update' | 'delete') =>
  ({ auth: { action, subject: 'Cart' } }) as const;
const response = (status: 200 | 201) => ({ [status]: orderResponseSchema });

/**
 * The box office's carts (`/api/carts`) and their validation (`POST /api/orders/{id}/validate`). Every
 * answer is the whole order, so the screen redraws its cart from one response.
 */
export const cartsRoutes =
  (service: CartsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/carts',
      {
        config: { ...onCart('create'), idempotent: true },
        schema: { tags, security, body: cartCreateSchema, response: response(201) },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await service.create(request.body.salesChannelId, requireSession(request)) }),
    );
    app.get(
      '/carts/:id',
      { config: onCart('read'), schema: { tags, security, params: idParamsSchema, response: response(200) } },
      async (request) => ({ data: await service.get(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/carts/:id/items',
      {
        config: { ...onCart('update'), idempotent: true },
        schema: { tags, security, params: idParamsSchema, body: addCartItemsSchema, response: response(201) },
      },
      async (request, reply) => {
        const data = await service.addItems(request.params.id, request.body, requireSession(request));
        return reply.status(201).send({ data });
      },
    );
    app.patch(
      '/carts/:id/items/:itemId',
      {
        config: { ...onCart('update'), idempotent: true },
        schema: {
          tags,
          security,
          params: cartItemParamsSchema,
          body: updateCartItemSchema,
          response: response(200),
        },
      },
      async (request) => {
        const { id, itemId } = request.params;
        const session = requireSession(request);
        return { data: await service.changeItem(id, itemId, request.body.priceLevelId, session) };
      },
    );
    app.delete(
      '/carts/:id/items/:itemId',
      {
        config: { ...onCart('update'), idempotent: true },
        schema: { tags, security, params: cartItemParamsSchema, response: response(200) },
      },
      async (request) => {
        const { id, itemId } = request.params;
        return { data: await service.removeItem(id, itemId, requireSession(request)) };
      },
    );
    // Only a cart's seller changes, validates or abandons it: another seller takes it over first.
    app.post(
      '/carts/:id/take-over',
      {
        config: onCart('update'),
        schema: { tags, security, params: idParamsSchema, response: response(200) },
      },
      async (request) => ({ data: await service.takeOver(request.params.id, requireSession(request)) }),
    );
    app.delete(
      '/carts/:id',
      {
        config: { ...onCart('delete'), idempotent: true },
        schema: { tags, security, params: idParamsSchema, response: response(200) },
      },
      async (request) => ({ data: await service.abandon(request.params.id, requireSession(request)) }),
    );
    app.post(
      '/orders/:id/validate',
      {
        config: { auth: { action: 'create', subject: 'Order' }, idempotent: true },
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: validateOrderSchema,
          response: { 200: validatedOrderResponseSchema },
        },
      },
      async (request) => ({
        data: await service.validate(request.params.id, request.body, requireSession(request)),
      }),
    );
  };
