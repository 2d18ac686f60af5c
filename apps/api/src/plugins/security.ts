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
  },
  { name: 'security' },
);
