import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResource } from '@encore/shared/pricings/pricing.resource';
import { crudRoutes } from '../../lib/crud-routes';
import { pricingPartsRoutes } from './pricing-parts.routes';
import type { PricingPartsService } from './pricing-parts.service';
import type { PricingsService } from './pricings.service';
import type { SeatCategoriesService } from './seat-categories.service';

export interface PricingsServices {
  pricings: PricingsService;
  parts: PricingPartsService;
  seatCategories: SeatCategoriesService;
}

/** `/api/pricings`: the pricing resource, its categories and price levels, and its seat mapping. */
export const pricingsRoutes =
  (services: PricingsServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(crudRoutes({ resource: pricingResource, service: services.pricings }));
    await app.register(pricingPartsRoutes(services.parts, services.seatCategories));
  };
