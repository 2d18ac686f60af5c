import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema } from '@encore/shared/common/fields';
import { idParamsSchema, listResponseSchema } from '@encore/shared/common/list.schema';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import { requireSession } from '../plugins/auth';
import type { CrudService } from './crud-service';

export interface CrudRoutesOptions<
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
> {
  /** The shared declaration: its name tags the routes, its subject guards them, its schemas check them. */
  resource: Pick<ResourceDefinition, 'name' | 'subject'> & {
    schemas: { item: I; create: C; update: U; listQuery: Q };
  };
  service: CrudService<z.input<I>, z.output<C>, z.output<U>, z.output<Q>>;
}

/**
 * The five REST routes of a resource: GET / (list), POST / (201), GET/PATCH/DELETE /:id. DELETE answers
 * 200 `{ data: { ok: true } }` like the other write endpoints, so clients always read a JSON body.
 */
export function crudRoutes<
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
>(options: CrudRoutesOptions<I, C, U, Q>): FastifyPluginAsyncZod {
  const { service } = options;
  const { subject, schemas } = options.resource;
  const tags = [options.resource.name];
  const security = [{ bearer: [] }];
  // Rows outside the session's rules (another producer's) are filtered and checked by the service.
  const auth = (action: 'read' | 'create' | 'update' | 'delete') => ({ auth: { action, subject } });
  // Generic over the item schema, the inferred `{ data }` type is opaque to TypeScript; it is the same type.
  const one = z.object({ data: schemas.item }) as unknown as z.ZodType<{ data: z.input<I> }>;

  return async (app) => {
    app.get(
      '/',
      {
        config: auth('read'),
        schema: {
          tags,
          security,
          querystring: schemas.listQuery,
          response: { 200: listResponseSchema(schemas.item) },
        },
      },
      async (request) => {
        const page = await service.list(request.query as z.output<Q>, requireSession(request));
        return { data: page.rows, meta: page.meta };
      },
    );

    app.post(
      '/',
      {
        config: auth('create'),
        schema: { tags, security, body: schemas.create, response: { 201: one } },
      },
      async (request, reply) => {
        const item = await service.create(request.body as z.output<C>, requireSession(request));
        return reply.status(201).send({ data: item });
      },
    );

    app.get(
      '/:id',
      {
        config: auth('read'),
        schema: { tags, security, params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ({ data: await service.get(request.params.id, requireSession(request)) }),
    );

    app.patch(
      '/:id',
      {
        config: auth('update'),
        schema: { tags, security, params: idParamsSchema, body: schemas.update, response: { 200: one } },
      },
      async (request) => ({
        data: await service.update(request.params.id, request.body as z.output<U>, requireSession(request)),
      }),
    );

    app.delete(
      '/:id',
      {
        config: auth('delete'),
        schema: { tags, security, params: idParamsSchema, response: { 200: deletedSchema } },
      },
      async (request) => {
        await service.remove(request.params.id, requireSession(request));
        return { data: { ok: true as const } };
      },
    );
  };
}
