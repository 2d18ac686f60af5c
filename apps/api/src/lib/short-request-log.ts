import type { FastifyInstance } from 'fastify';

const clock = (date: Date) => date.toTimeString().slice(0, 8);

/**
 * `LOG_FORMAT=short` (what `npm start` sets): one short line per API request, "20:31:07 GET
 * /api/orders?page=1 200 12 ms", and none for the web app's files, so the start banner (address, demo
 * accounts) stays readable. pino's own request lines are off then; warnings and errors still go through it.
 */
export function shortRequestLog(
  app: FastifyInstance,
  write: (line: string) => void = (line) => process.stdout.write(line),
) {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const ms = Math.round(reply.elapsedTime);
    write(`${clock(new Date())} ${request.method} ${request.url} ${reply.statusCode} ${ms} ms\n`);
  });
}
