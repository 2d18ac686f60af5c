import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceLevelCreateSchema,
  priceLevelUpdateSchema,
  pricingCategoryCreateSchema,
  pricingCategoryUpdateSchema,
  pricingSchema,
  reorderSchema,
} from '@encore/shared/pricings/pricing.schema';
import {
  seatCategoriesBodyLimit,
  seatCategoriesResponseSchema,
  seatCategoriesSchema,
} from '@encore/shared/pricings/seat-categories.schema';
import { seatMapLimits } from '@encore/shared/rooms/seat-map.schema';
import type { PricingPartsService } from './pricing-parts.service';
import type { SeatCategoriesService } from './seat-categories.service';

const tags = ['pricings'];
const security = [{ bearer: [] }];
const read = { auth: { action: 'read', subject: 'Pricing' } } as const;
const write = { auth: { action: 'update', subject: 'Pricing' } } as const;
const one = { 200: z.object({ data: pricingSchema }) };
const created = { 201: z.object({ data: pricingSchema }) };
const pricingParams = z.object({ id: z.uuid() });
const partParams = z.object({ id: z.uuid(), partId: z.uuid() });

/** Categories, price levels and the seat mapping of a pricing; each write answers the whole pricing. */
export const pricingPartsRoutes =
  (parts: PricingPartsService, seats: SeatCategoriesService): FastifyPluginAsyncZod =>
  async (app) => {
    const part = (path: 'categories' | 'price-levels') => {
      const isCategory = path === 'categories';
      const what = isCategory ? 'categories' : 'levels';
      app.post(
        `/:id/${path}`,
        {
          config: write,
          schema: {
            tags,
            security,
            params: pricingParams,
            body: isCategory ? pricingCategoryCreateSchema : priceLevelCreateSchema,
            response: created,
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const body = request.body as never;
          const data = isCategory ? await parts.addCategory(id, body) : await parts.addLevel(id, body);
          return reply.status(201).send({ data });
        },
      );
      app.patch(
        `/:id/${path}/:partId`,
        {
          config: write,
          schema: {
            tags,
            security,
            params: partParams,
            body: isCategory ? pricingCategoryUpdateSchema : priceLevelUpdateSchema,
            response: one,
          },
        },
        async (request) => {
          const { id, partId } = request.params;
          const body = request.body as never;
          return {
            data: isCategory
              ? await parts.updateCategory(id, partId, body)
              : await parts.updateLevel(id, partId, body),
          };
        },
      );
      app.delete(
        `/:id/${path}/:partId`,
        { config: write, schema: { tags, security, params: partParams, response: one } },
        async (request) => {
          const { id, partId } = request.params;
          return {
            data: isCategory ? await parts.removeCategory(id, partId) : await parts.removeLevel(id, partId),
          };
        },
      );
      app.put(
        `/:id/${path}/order`,
        {
          config: write,
          schema: { tags, security, params: pricingParams, body: reorderSchema, response: one },
        },
        async (request) => ({ data: await parts.reorder(request.params.id, what, request.body.ids) }),
      );
    };
    part('categories');
    part('price-levels');

    app.get(
      '/:id/seat-categories',
      {
        config: read,
        schema: { tags, security, params: pricingParams, response: { 200: seatCategoriesResponseSchema } },
      },
      async (request) => ({ data: await seats.get(request.params.id) }),
    );
    app.put(
      '/:id/seat-categories',
      {
        // One key a seat: an arena's mapping has more members than the JSON parser's default allows.
        config: { ...write, jsonMaxItems: seatMapLimits.maxSeats },
        // An arena's mapping is a few MB of JSON: this route alone accepts up to 16 MiB.
        bodyLimit: seatCategoriesBodyLimit,
        schema: {
          tags,
          security,
          params: pricingParams,
          body: seatCategoriesSchema,
          response: { 200: seatCategoriesResponseSchema },
        },
      },
      async (request) => ({ data: await seats.replace(request.params.id, request.body.seats) }),
    );
  };
