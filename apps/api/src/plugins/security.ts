import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';

/** The Content-Security-Policy the built web app runs under: no inline script, nothing third-party. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      crossOriginEmbedderPolicy: false,
    });
    // Only routes that opt in (config.rateLimit) are limited: the auth routes.
    await app.register(rateLimit, { global: false });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    // API answers carry personal data (accounts, users, customers) and tokens: no browser or proxy
    // may keep them unless a route says otherwise (pictures, the hall SVG). The web app's HTML keeps
    // its own policy (SPEC section 9).
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
