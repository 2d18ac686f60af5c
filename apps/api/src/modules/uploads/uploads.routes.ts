import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import { imageSizes, uploadMessages, uploadSchema } from '@encore/shared/uploads/upload.schema';
import { AppError, notFound } from '../../lib/errors';
import { requireSession } from '../../plugins/auth';
import type { UploadsService } from './uploads.service';

const tooLarge = () => new AppError(413, ErrorCode.payloadTooLarge);
const malformed = () =>
  new AppError(400, ErrorCode.validation, 'The multipart body is malformed', [
    { path: 'file', message: 'uploads.malformedBody' },
  ]);

/** Failures of the multipart parser (busboy): a body that is cut or not multipart is the client's. */
function asClientError(error: unknown): unknown {
  const { statusCode } = error as { statusCode?: number };
  if (statusCode === 413) return tooLarge();
  if (error instanceof AppError || (statusCode && statusCode < 500)) return error;
  return malformed();
}

/**
 * The bytes of the one file of a multipart request. Over UPLOAD_MAX_BYTES the parser cuts the file at
 * the limit and says so only by `truncated` (its own error is not raised when the cut falls on a chunk
 * boundary): a cut file is always refused with 413, never stored as if whole.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const file = request.isMultipart() ? await request.file() : undefined;
    if (!file) {
      throw new AppError(400, ErrorCode.missingParameter, undefined, [
        { path: 'file', message: uploadMessages.noFile },
      ]);
    }
    bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
  } catch (error) {
    throw asClientError(error);
  }
  return bytes;
}

export const uploadsRoutes =
  (service: UploadsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['uploads'];

    app.post(
      '/',
      {
        // Those who may write a picture field (an artist's photo, a show's poster, a user's pictures).
        config: { auth: { action: 'create', subject: 'Upload' } },
        schema: {
          tags,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          description: 'One picture in the `file` part (JPEG, PNG, WebP, GIF or AVIF; SVG refused).',
          response: { 201: z.object({ data: uploadSchema }) },
        },
      },
      async (request, reply) => {
        const { user } = requireSession(request);
        const upload = await service.storeImage(await readUploadedFile(request), user.id);
        return reply.status(201).send({ data: upload });
      },
    );

    // Public: pictures are not secret and their ids are random UUIDs; files never change once written.
    app.get(
      '/:id/:size',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          params: z.object({
            id: z.uuid(),
            size: z.enum(imageSizes.map(String) as [string, ...string[]]).transform(Number),
          }),
          produces: ['image/webp'],
        },
      },
      async (request, reply) => {
        const { id, size } = request.params;
        const bytes = await service.read(id, size as (typeof imageSizes)[number]);
        if (!bytes) throw notFound('Picture not found');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  };
