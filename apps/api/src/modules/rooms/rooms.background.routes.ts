import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import { roomSchema } from '@encore/shared/rooms/room.schema';
import { acceptRawTextBodies, mebibytes } from './rooms.raw-body';
import type { BackgroundService } from './rooms.background.service';

const tags = ['rooms'];
const security = [{ bearer: [] }];
const one = z.object({ data: roomSchema });
const update = { auth: { action: 'update', subject: 'Room' } } as const;
/** Even sanitised, the SVG is drawn by a browser: nothing it contains may run or fetch anything. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export const backgroundRoutes =
  (service: BackgroundService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/:id/background.svg',
      {
        config: { auth: { action: 'read', subject: 'Room' } },
        schema: {
          tags,
          security,
          params: idParamsSchema,
          produces: ['image/svg+xml'],
          description: 'The sanitised background SVG (fetch it with the bearer token, e.g. into a blob URL).',
        },
      },
      async (request, reply) => {
        const { svg, etag } = await service.read(request.params.id);
        reply
          .header('etag', etag)
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', svgPolicy)
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );

    app.delete(
      '/:id/background',
      { config: update, schema: { tags, security, params: idParamsSchema, response: { 200: one } } },
      async (request) => ({ data: await service.remove(request.params.id) }),
    );

    await app.register(async (scope) => {
      acceptRawTextBodies(scope);
      const raw = scope.withTypeProvider<ZodTypeProvider>();
      raw.put(
        '/:id/background',
        {
          config: update,
          bodyLimit: mebibytes(2),
          schema: {
            tags,
            security,
            params: idParamsSchema,
            consumes: ['image/svg+xml'],
            body: z.string().describe('The SVG file'),
            description:
              'The SVG file as the raw request body (2 MiB at most). It is sanitised before it is stored: ' +
              'scripts, event handlers, foreignObject, animation and external references are removed.',
            response: { 200: one },
          },
        },
        async (request) => {
          return { data: await service.put(request.params.id, request.body) };
        },
      );
    });
  };
