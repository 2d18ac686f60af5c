import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResource } from '@encore/shared/pricings/pricing.resource';
import type { Database } from '../../db/client';
import { crudRoutes } from '../../lib/crud-routes';
import { pricingPartsRoutes } from './pricing-parts.routes';
import { createPricingPartsService } from './pricing-parts.service';
import { createPricingsService } from './pricings.service';
import { createSeatCategoriesService } from './seat-categories.service';

/** `/api/pricings`: the pricing resource, its categories and price levels, and its seat mapping. */
export const pricingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(crudRoutes({ resource: pricingResource, service: createPricingsService(db) }));
    await app.register(pricingPartsRoutes(createPricingPartsService(db), createSeatCategoriesService(db)));
  };
