import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  unreadCountResponseSchema,
} from '@encore/shared/notifications/notification.schema';
import { streamTokenResponseSchema } from '@encore/shared/orders/availability.schema';
import { signStreamToken } from '../../lib/event-stream';
import { requireSession } from '../../plugins/auth';
import { inboxStreamRoute, inboxStreamScope } from './inbox-stream.route';
import type { InboxBus } from './inbox-bus';
import type { NotificationsService } from './notifications.service';

const tags = ['inbox'];
const security = [{ bearer: [] }];
// The user's own inbox, like the rest of /api/account: every signed-in user has one.
const config = { auth: 'authenticated' } as const;

/** `/api/account/notifications`: the signed-in user's inbox, its unread count and its live stream. */
export const notificationsRoutes =
  (service: NotificationsService, bus: InboxBus): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/',
      {
        config,
        schema: {
          tags,
          security,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema },
        },
      },
      async (request) => service.list(requireSession(request).user.id, request.query),
    );

    app.get(
      '/unread-count',
      { config, schema: { tags, security, response: { 200: unreadCountResponseSchema } } },
      async (request) => ({ data: { unread: await service.unreadCount(requireSession(request).user.id) } }),
    );

    app.post(
      '/:id/read',
      {
        config,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: z.object({ data: notificationSchema }) },
        },
      },
      async (request) => ({
        data: await service.markRead(requireSession(request).user.id, request.params.id),
      }),
    );

    app.post(
      '/read-all',
      {
        config,
        schema: { tags, security, response: { 200: z.object({ data: z.object({ marked: z.number() }) }) } },
      },
      async (request) => ({
        data: { marked: await service.markAllRead(requireSession(request).user.id) },
      }),
    );

    app.post(
      '/stream-token',
      { config, schema: { tags, security, response: { 200: streamTokenResponseSchema } } },
      // The token names the user asking: it opens that user's stream only.
      async (request) => ({ data: await signStreamToken(app, requireSession(request), inboxStreamScope) }),
    );

    await app.register(inboxStreamRoute(service, bus));
  };
