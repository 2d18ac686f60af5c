import type { FastifyInstance } from 'fastify';

/**
 * Routes that receive a file as the raw request body (a CSV, a JSON seat map to be located line by line,
 * an SVG): every content type is read as text, in this plugin's scope only. The size limit is each
 * route's `bodyLimit`.
 */
export function acceptRawTextBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

export const mebibytes = (n: number) => n * 1024 * 1024;
