import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { AssertPictures } from '../modules/uploads/picture-check';
import type { CrudService } from './crud-service';
import { crudRoutes, type CrudRoutesOptions } from './crud-routes';
import type { ListCache } from './list-cache';

/** What any catalogue service may need; the composition root hands the same object to each. */
export interface CatalogueDeps {
  db: Database;
  /** Pages of the small catalogue lists, dropped when their table changes (lib/list-cache.ts). */
  lists: ListCache;
  /** The uploads module's check that a picture is the writer's upload. */
  assertPictures: AssertPictures;
}

/** A catalogue module, built: its routes plugin (mounted under /api/<name>). */
export interface BuiltCatalogueModule {
  name: string;
  routes: FastifyPluginAsyncZod;
}

/** What a catalogue module's service file exports as `catalogue`: how to build it from the shared deps. */
export type CatalogueModule = (deps: CatalogueDeps) => BuiltCatalogueModule;

/**
 * A catalogue module: its shared resource and how its service is built. The routes are the resource's
 * generic CRUD routes; nothing else registers it (composition-root.ts finds it from the catalogue list).
 */
export function catalogueModule<
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
>(
  resource: CrudRoutesOptions<I, C, U, Q>['resource'],
  build: (deps: CatalogueDeps) => CrudService<z.input<I>, z.output<C>, z.output<U>, z.output<Q>>,
): CatalogueModule {
  return (deps) => ({ name: resource.name, routes: crudRoutes({ resource, service: build(deps) }) });
}
