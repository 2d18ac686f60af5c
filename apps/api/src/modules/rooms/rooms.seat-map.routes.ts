import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import { seatMapLimits, seatMapSchema } from '@encore/shared/rooms/seat-map.schema';
import { acceptRawTextBodies, mebibytes } from './rooms.raw-body';
import type { SeatMapFormat, SeatMapService } from './rooms.seat-map.service';

const tags = ['rooms'];
const security = [{ bearer: [] }];
const read = { auth: { action: 'read', subject: 'Room' } } as const;
const update = { auth: { action: 'update', subject: 'Room' } } as const;
/** A 100,000-seat map is about 6 MB of JSON; the rest of the API keeps the global 1 MiB. */
const seatMapBodyLimit = mebibytes(16);
const saved = z.object({ data: z.object({ revision: z.number(), seats: z.number() }) });
const formats = ['json', 'csv'] as const;

/** `Théâtre du Rivage` -> `theatre-du-rivage-seat-map.csv`, plus the exact name for clients that read it. */
function attachment(name: string, format: SeatMapFormat) {
  const file = `${name}-seat-map.${format}`;
  const ascii = file
    .normalize('NFD')
    .replace(/[^\w.]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase();
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

export const seatMapRoutes =
  (service: SeatMapService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/:id/seat-map',
      {
        config: read,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          description: 'The seat map and its revision (ETag); a room without a map answers an empty map.',
          response: { 200: z.object({ data: z.object({ revision: z.number(), map: seatMapSchema }) }) },
        },
      },
      async (request, typedReply) => {
        // The body is written by hand below; the response schema only documents it.
        const reply = typedReply as FastifyReply;
        const { revision, json } = await service.read(request.params.id);
        const etag = `"seat-map-${revision}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        // The stored text is already the validated map: spliced in, not parsed and serialised again.
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"data":{"revision":${revision},"map":${json}}}`);
      },
    );

    app.put(
      '/:id/seat-map',
      {
        // An arena's seats in one array: more members than the JSON parser's default allows.
        config: { ...update, jsonMaxItems: seatMapLimits.maxSeats },
        bodyLimit: seatMapBodyLimit,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          description:
            'Replaces the whole map. `revision` is the one the edit started from: a stale one answers 409 ' +
            'E00008 with `details.currentRevision`, nothing is lost. The capacity becomes the seat count.',
          body: z.object({ revision: z.number().int().min(0), map: seatMapSchema }),
          response: { 200: saved },
        },
      },
      async (request) => {
        const { revision, map } = request.body;
        const next = await service.save(request.params.id, map, revision);
        return { data: { revision: next, seats: map.seats.length } };
      },
    );

    app.get(
      '/:id/seat-map/export',
      {
        config: read,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          querystring: z.object({ format: z.enum(formats).default('json') }),
          description:
            'Downloads the map as JSON (one area, row or seat a line) or CSV (README "Seat maps").',
          produces: ['application/json', 'text/csv'],
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const file = await service.export(request.params.id, format);
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('content-disposition', attachment(file.name, format))
          .header('cache-control', 'private, no-cache')
          .send(format === 'csv' ? `\ufeff${file.body}` : file.body);
      },
    );

    await app.register(async (scope) => {
      acceptRawTextBodies(scope);
      const raw = scope.withTypeProvider<ZodTypeProvider>();
      raw.post(
        '/:id/seat-map/import',
        {
          config: update,
          bodyLimit: seatMapBodyLimit,
          schema: {
            tags,
            security,
            params: idParamsSchema,
            querystring: z.object({
              format: z.enum(formats).optional(),
              revision: z.coerce.number().int().min(0).optional(),
            }),
            consumes: ['application/json', 'text/csv'],
            body: z.string().describe('The seat-map file: JSON (the seat-data object) or CSV'),
            description:
              'The file is the raw request body (not multipart). `format` defaults to csv for a text/csv ' +
              'body, json otherwise. Replaces the whole map at once (checked against `revision` when given) ' +
              'or answers 400 E00002 with `details: [{ line, column?, field?, path?, message }]` and ' +
              'changes nothing.',
            response: { 200: saved },
          },
        },
        async (request) => {
          const type = request.headers['content-type'] ?? '';
          const format = request.query.format ?? (/csv/i.test(type) ? 'csv' : 'json');
          const result = await service.import(
            request.params.id,
            format,
            request.body,
            request.query.revision,
          );
          return { data: result };
        },
      );
    });
  };
