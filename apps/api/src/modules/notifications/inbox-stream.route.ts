import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { streamQuerySchema } from '@encore/shared/orders/availability.schema';
import { requireSession } from '../../plugins/auth';
import type { InboxBus } from './inbox-bus';
import type { NotificationsService } from './notifications.service';

/** The scope of the stream's tokens: they open the stream of the user they name, nothing else. */
export const inboxStreamScope = 'inbox-stream';

/**
 * `GET /api/account/notifications/stream?token=...` (Server-Sent Events): the user's unread count at once,
 * then again whenever their notifications change, whichever API process wrote the change (the inbox
 * channel's LISTEN). EventSource sends no header: the token comes from `POST .../stream-token`.
 */
export const inboxStreamRoute =
  (service: NotificationsService, bus: InboxBus): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });
    app.get(
      '/stream',
      {
        config: { auth: 'authenticated', queryTokenScope: () => inboxStreamScope },
        schema: { tags: ['inbox'], querystring: streamQuerySchema },
      },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // Counts are sent in order, one query at a time: a burst of changes ends on the latest count.
        let sending = Promise.resolve();
        const send = () => {
          sending = sending.then(async () => {
            const unread = await service.unreadCount(userId).catch(() => null);
            if (unread !== null && !res.writableEnded)
              res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
          });
        };
        res.write(`retry: 2000\n\n`);
        const unsubscribe = bus.subscribe(userId, send);
        send();
        // Proxies close idle connections: a comment line every 20 s keeps the stream open.
        const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), 20_000);
        open.add(res);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(res);
        });
      },
    );
  };
