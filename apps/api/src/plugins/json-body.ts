import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@encore/shared/errors';
import { keyed } from '@encore/shared/validation/message-key';
import { AppError } from '../lib/errors';
import { jsonShapeFault, type JsonShapeFault } from '../lib/json-shape';

/** No form of the API nests deeper than a few levels; 64 leaves room and refuses 7,000 nested `[`. */
export const jsonMaxDepth = 64;
/** Members of one array or object, unless a route says more (`config.jsonMaxItems`: seat maps). */
export const jsonMaxItems = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Most members of one array or object in this route's JSON body (default `jsonMaxItems`). */
    jsonMaxItems?: number;
  }
}

function refusal(fault: JsonShapeFault): AppError {
  const message =
    fault.kind === 'depth'
      ? keyed('common.nestedTooDeep', { max: fault.max })
      : keyed('common.tooMany', { max: fault.max });
  return new AppError(400, ErrorCode.validation, message, [{ path: '', message }]);
}

/**
 * JSON bodies are checked in one linear pass before JSON.parse (lib/json-shape.ts): deeper than 64 levels,
 * or an array/object of more members than the route allows, is a 400 at once, so no later walk (zod, the
 * lone-surrogate check) ever sees a hostile shape. Parsing itself stays Fastify's (prototype poisoning
 * refused).
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        const maxItems = request.routeOptions.config.jsonMaxItems ?? jsonMaxItems;
        const fault = jsonShapeFault(text, { maxDepth: jsonMaxDepth, maxItems });
        if (fault) return done(refusal(fault), undefined);
        parse(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);
