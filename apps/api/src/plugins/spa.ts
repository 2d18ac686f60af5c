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
 * A browser opening a page: an address without a file extension, asking for HTML (or anything). A script,
 * style sheet, picture or robots.txt that is not there is not a page.
 */
function isNavigation(pathname: string, accept: string | undefined): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]{1,8}$/i.test(last)) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: files as they are, the app's screens as index.html (client routing), and a
 * 404 that no cache keeps for everything else (JSON, or the app's HTML for a page it does not know).
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
      const isApi = url.startsWith('/api/') || url === '/api';
      if (indexHtml && wantsPage && !isApi && matchAppRoute(url)) return sendIndex(url, reply);
      // A missing file (/robots.txt, an old hashed chunk) answered with the app's HTML, cached a day, broke
      // the page that asked for it until the cache expired: it is a 404 no one keeps (issue 22, point 10).
      reply.status(404).header('cache-control', 'no-store');
      if (indexHtml && wantsPage && !isApi && isNavigation(url, request.headers.accept)) {
        // A screen the app does not know: its own "not found" page, under the true status.
        return reply.type('text/html; charset=utf-8').send(indexHtml);
      }
      // Never echo the URL: it may be huge or crafted, and it is the client's own anyway.
      return reply.send({
        error: { code: ErrorCode.notFound, message: errorMessages[ErrorCode.notFound] },
      });
    });
  },
  { name: 'spa' },
);
