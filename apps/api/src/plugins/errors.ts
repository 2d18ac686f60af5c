import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ForbiddenError } from '@casl/ability';
import { ErrorCode, errorMessages, type ErrorCodeValue, type FieldErrorDetail } from '@encore/shared/errors';
import { AppError } from '../lib/errors';
import { fromDatabaseError, isDatabaseUnavailable } from '../lib/database-errors';
import { fieldErrorOfValidation, localiseError } from '../lib/error-messages';
import { findLoneSurrogate } from '../lib/lone-surrogates';

/** Seconds a client should wait before retrying when the database is unreachable. */
const retryAfterSeconds = 5;

/** Fastify's own client errors by status (bad JSON, wrong content type, a refused static path). */
const codeOfStatus: Record<number, ErrorCodeValue> = {
  401: ErrorCode.unauthenticated,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
};

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
  app.addHook('preValidation', async (request) => {
    const path = findLoneSurrogate(request.body);
    if (path === undefined) return;
    const message = 'Text cannot contain a lone UTF-16 surrogate';
    throw new AppError(400, ErrorCode.validation, undefined, [{ path, message }]);
  });

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = (fromDatabaseError(thrown) ?? thrown) as FastifyError;
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, ...localiseError(error.message, error.details) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldErrorDetail[] = error.validation.map(fieldErrorOfValidation);
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
      // Fastify's own client errors: say so without internals.
      const code = codeOfStatus[error.statusCode] ?? ErrorCode.validation;
      return reply.status(error.statusCode).send({ error: { code, message: errorMessages[code] } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ error: { code: ErrorCode.unavailable, message: errorMessages[ErrorCode.unavailable] } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: ErrorCode.internal, message: errorMessages[ErrorCode.internal] } });
  });
});
