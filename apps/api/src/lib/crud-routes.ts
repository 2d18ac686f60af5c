import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Subject } from '@encore/shared/auth/permissions';
import { deletedSchema } from '@encore/shared/common/fields';
import { idParamsSchema, listResponseSchema } from '@encore/shared/common/list.schema';
import { requireSession, type RouteAuth } from '../plugins/auth';
import type { CrudService } from './crud-service';

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface CrudRoutesOptions<
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  Q extends z.ZodType,
> {
  tag: string;
  subject: Subject;
  schemas: { item: I; create: C; update: U; listQuery: Q };
  service: CrudService<z.input<I>, z.output<C>, z.output<U>, z.output<Q>>;
  /** Overrides of the default auth (read/create/update/delete on the subject), e.g. for `*_own` rules. */
  auth?: Partial<Record<Operation, RouteAuth>>;
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
  const { service, subject, schemas } = options;
  const tags = [options.tag];
  const security = [{ bearer: [] }];
  const auth = (operation: Operation, action: 'read' | 'create' | 'update' | 'delete') => ({
    auth: options.auth?.[operation] ?? { action, subject },
  });
  // Generic over the item schema, the inferred `{ data }` type is opaque to TypeScript; it is the same type.
  const one = z.object({ data: schemas.item }) as unknown as z.ZodType<{ data: z.input<I> }>;

  return async (app) => {
    app.get(
      '/',
      {
        config: auth('list', 'read'),
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
        config: auth('create', 'create'),
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
        config: auth('get', 'read'),
        schema: { tags, security, params: idParamsSchema, response: { 200: one } },
      },
      async (request) => ({ data: await service.get(request.params.id, requireSession(request)) }),
    );

    app.patch(
      '/:id',
      {
        config: auth('update', 'update'),
        schema: { tags, security, params: idParamsSchema, body: schemas.update, response: { 200: one } },
      },
      async (request) => ({
        data: await service.update(request.params.id, request.body as z.output<U>, requireSession(request)),
      }),
    );

    app.delete(
      '/:id',
      {
        config: auth('delete', 'delete'),
        schema: { tags, security, params: idParamsSchema, response: { 200: deletedSchema } },
      },
      async (request) => {
        await service.remove(request.params.id, requireSession(request));
        return { data: { ok: true as const } };
      },
    );
  };
}
