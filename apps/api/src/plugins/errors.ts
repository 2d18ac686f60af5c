import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ForbiddenError } from '@casl/ability';
import { ErrorCode, errorMessages, type FieldErrorDetail } from '@encore/shared/errors';
import { AppError } from '../lib/errors';
import { fromDatabaseError } from '../lib/database-errors';

function valueAt(request: FastifyRequest, context: string | undefined, pointer: string): unknown {
  const source = (context && (request as unknown as Record<string, unknown>)[context]) ?? request.body;
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      source,
    );
}

/**
 * One error shape for every failure: { error: { code, message, details? } }. Unknown errors are logged
 * with their stack and answered as a plain 500, never leaking internals to the client.
 */
export default fp(async (app) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = (fromDatabaseError(thrown) ?? thrown) as FastifyError;
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldErrorDetail[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      // A required value that is absent is the spec's E00003 'Missing Parameter'; anything else is invalid.
      const missing = error.validation.some(
        (v) =>
          v.keyword === 'invalid_type' &&
          valueAt(request, error.validationContext, v.instancePath) === undefined,
      );
      const code = missing ? ErrorCode.missingParameter : ErrorCode.validation;
      return reply.status(400).send({ error: { code, message: errorMessages[code], details } });
    }
    if (error instanceof ForbiddenError) {
      return reply
        .status(403)
        .send({ error: { code: ErrorCode.forbidden, message: errorMessages[ErrorCode.forbidden] } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: { code: ErrorCode.tooManyRequests, message: errorMessages[ErrorCode.tooManyRequests] },
      });
    }
    if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({
        error: { code: ErrorCode.payloadTooLarge, message: errorMessages[ErrorCode.payloadTooLarge] },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): say so without internals.
      const code = error.statusCode === 404 ? ErrorCode.notFound : ErrorCode.validation;
      return reply.status(error.statusCode).send({ error: { code, message: errorMessages[code] } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: ErrorCode.internal, message: errorMessages[ErrorCode.internal] } });
  });
});
