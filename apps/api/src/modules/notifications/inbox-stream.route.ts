import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamQuerySchema } from '@encore/shared/orders/availability.schema';
import { eventStreams } from '../../lib/event-stream';
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
    const stream = eventStreams(app);
    app.get(
      '/stream',
      {
        config: { auth: 'authenticated', queryTokenScope: () => inboxStreamScope },
        schema: { tags: ['inbox'], querystring: streamQuerySchema },
      },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        stream(request, reply, (send) => {
          // Counts are sent in order, one query at a time: a burst of changes ends on the latest count.
          let sending = Promise.resolve();
          const sendCount = () => {
            sending = sending.then(async () => {
              const unread = await service.unreadCount(userId).catch(() => null);
              if (unread !== null) send('unread', { unread });
            });
          };
          const unsubscribe = bus.subscribe(userId, sendCount);
          sendCount();
          return unsubscribe;
        });
      },
    );
  };
