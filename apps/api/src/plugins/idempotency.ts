import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { inAmbientTransaction } from '../db/ambient-transaction';
import { withRetry } from '../lib/transaction-retry';
import { requireSession } from './auth';
import { claimKey, keyOf, purgeKeys, requestHash, saveAnswer, type StoredAnswer } from './idempotency-keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an `Idempotency-Key` header: the same request sent again with the same key by the
     * same user gets the first answer back and changes nothing (a different request with the key: 422).
     */
    idempotent?: boolean;
  }
}

type Handler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The handler's payload, whether it returns it or hands it to `reply.send`: nothing may leave before the
 * transaction commits (a client told "sold" of a sale rolled back), so `send` only records it here. The
 * reply is no thenable meanwhile: a handler returning `reply.send(...)` would otherwise wait for a response
 * that is only sent after it.
 */
async function payloadOf(handler: Handler, self: unknown, request: FastifyRequest, reply: FastifyReply) {
  let sent: { payload: unknown } | undefined;
  const own = reply as unknown as Record<'send' | 'then', unknown>;
  own.send = (payload: unknown) => {
    sent = { payload };
    return reply;
  };
  own.then = undefined;
  try {
    const returned = await handler.call(self, request, reply);
    return sent ? sent.payload : returned;
  } finally {
    delete own.send;
    delete own.then;
  }
}

/**
 * Writes safe to retry (issue 24): on a route declaring `config.idempotent`, a request with an
 * `Idempotency-Key` runs its whole handler in one transaction made ambient for the services
 * (db/ambient-transaction.ts) that first takes the key (user, key), then stores the answer as serialized
 * for the client, and commits both with the change. A retry after a lost answer (a failover, a connection
 * cut during the commit) finds the key and gets the same status and body, with `Idempotent-Replayed`. An
 * error answer rolls everything back, the key included: the retry runs again. Without the header the route
 * runs as it always did.
 */
export default fp(
  async (app, opts: { purgeEveryMs?: number } = {}) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const handler = route.handler as Handler;
      route.handler = async function (request, reply) {
        const key = keyOf(request);
        if (key === undefined) return handler.call(this, request, reply);
        const userId = requireSession(request).user.id;
        const hash = requestHash(request);
        // A deadlock or serialization failure the services' savepoints did not absorb: the whole unit again.
        const answer = await withRetry(() =>
          inAmbientTransaction(app.db, async (tx) => {
            const stored = await claimKey(tx, userId, key, hash);
            if (stored) return { ...stored, replayed: true };
            const payload = await payloadOf(handler, this, request, reply);
            const first: StoredAnswer = {
              status: reply.statusCode,
              body: reply.serialize(payload) as string,
            };
            await saveAnswer(tx, userId, key, first);
            return { ...first, replayed: false };
          }),
        );
        reply.status(answer.status).header('content-type', 'application/json; charset=utf-8');
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.send(answer.body);
      } as RouteHandlerMethod;
    });

    const purge = () =>
      purgeKeys(app.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'idempotency keys purge failed'),
      );
    const timer = setInterval(purge, opts.purgeEveryMs ?? 15 * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
