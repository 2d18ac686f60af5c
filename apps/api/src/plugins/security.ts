import fp from 'fastify-plugin';
import helmet from 'helmet';
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
  // Tickets print from a hidden frame showing the order's PDF as a blob: (features/tickets/api/ticket-pdf.ts).
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export default fp(
  async (app) => {
    // Helmet's middleware built once: @fastify/helmet built it again on every request (its CSP directives
    // parsed each time, about a fifth of the CPU of GET /api/ping). Same headers, on every answer.
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    // Only routes that opt in (config.rateLimit) are limited: the auth routes.
    await app.register(rateLimit, { global: false });
    // Answers under 8 KiB go as they are: a compressor per response (brotli's state alone is large) cost
    // more server CPU than the box office's small cart answers save on the wire (bench/box-office.mjs).
    await app.register(compress, { threshold: 8192, encodings: ['br', 'gzip', 'deflate'] });
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
