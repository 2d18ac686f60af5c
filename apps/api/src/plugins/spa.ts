import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchAppRoute } from '@encore/shared/routes';
import { ErrorCode, errorMessages } from '@encore/shared/errors';

// SPEC section 9: signed-in-only screens may be cached privately for an hour, the others publicly.
const PRIVATE_HTML = 'private, max-age=3600, stale-while-revalidate=3600';
const PUBLIC_HTML = 'public, max-age=86400, stale-while-revalidate=604800';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER = 'no-cache, no-store, must-revalidate';

export function htmlCacheControl(pathname: string): string {
  return matchAppRoute(pathname)?.meta.requiresAuth ? PRIVATE_HTML : PUBLIC_HTML;
}

function staticCacheControl(file: string): string {
  const name = path.basename(file);
  if (name === 'sw.js' || name === 'registerSW.js') return NEVER;
  if (file.includes(`${path.sep}assets${path.sep}`) || /^workbox-[0-9a-f]{8}\.js$/.test(name))
    return IMMUTABLE;
  if (name === 'index.html') return PUBLIC_HTML;
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: files as they are, every other non-API GET as index.html (client routing),
 * and a JSON 404 for unknown API paths.
 */
export default fp(
  async (app, opts: { root: string | undefined }) => {
    const root = opts.root && fs.existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
    const indexHtml = root ? fs.readFileSync(path.join(root, 'index.html')) : undefined;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each script and style sheet (apps/web/build/precompress.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, file) => res.setHeader('cache-control', staticCacheControl(file)),
      });
    } else {
      app.log.warn('web app not built: only the API is served');
    }

    const sendIndex = (url: string, reply: FastifyReply) =>
      reply.header('cache-control', htmlCacheControl(url)).type('text/html; charset=utf-8').send(indexHtml);
    // The dashboard lives at '/', a directory for the static server: answer it explicitly.
    if (indexHtml)
      app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) =>
        sendIndex('/', reply),
      );

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (url.startsWith('/api/') || url === '/api' || !indexHtml || !wantsPage) {
        // Never echo the URL: it may be huge or crafted, and it is the client's own anyway.
        return reply.status(404).send({
          error: { code: ErrorCode.notFound, message: errorMessages[ErrorCode.notFound] },
        });
      }
      return reply
        .header('cache-control', htmlCacheControl(url))
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    });
  },
  { name: 'spa' },
);
