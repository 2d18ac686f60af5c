import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@encore/shared/common/list.schema';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  streamQuerySchema,
  streamTokenResponseSchema,
} from '@encore/shared/orders/availability.schema';
import type { Database } from '../../db/client';
import { eventStreams, signStreamToken } from '../../lib/event-stream';
import { requireSession } from '../../plugins/auth';
import { availabilityOf } from './availability.service';
import type { FastifyRequest } from 'fastify';
import { assertReach } from '../../lib/object-access';
import type { InventoryBus } from './inventory-bus';
import { createAvailabilityReplay } from './availability-replay';

/** The shows module's artist links of shows (handed in by the composition root): Event rules name them. */
export type ShowLinks = (db: Database, showIds: string[]) => Promise<Map<string, { artistIds: string[] }>>;
import { saleFacts } from '../shows';
import { eventNotFound } from '../shows';

const tags = ['box office'];
const security = [{ bearer: [] }];
const auth = { auth: { action: 'read', subject: 'Event' } } as const;
const streamScope = (eventId: string) => `stream:${eventId}`;

/**
 * `GET /api/events/{id}/availability`, its live stream (Server-Sent Events) and the stream's token:
 * EventSource cannot send an Authorization header, so the client first asks
 * `POST .../availability/stream-token` (bearer), then opens `.../availability/stream?token=...`. The token
 * works for that event's stream only, for 60 s, and never as a bearer token (lib/tokens.ts).
 */
/** The event, when the session may read it (Event rules name its show's producer and artists). */
async function reachEvent(db: Database, links: ShowLinks, request: FastifyRequest, eventId: string) {
  const facts = await saleFacts(db, eventId);
  if (!facts) throw eventNotFound();
  const shown = (await links(db, [facts.showId])).get(facts.showId);
  const object = { showId: facts.showId, producerId: facts.producerId, ...shown };
  assertReach(requireSession(request).ability, 'read', 'Event', object, eventNotFound);
  return facts;
}

export const availabilityRoutes =
  (db: Database, bus: InventoryBus, links: ShowLinks): FastifyPluginAsyncZod =>
  async (app) => {
    const stream = eventStreams(app);
    const replay = createAvailabilityReplay(bus);

    app.get(
      '/events/:id/availability',
      {
        config: auth,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponseSchema },
        },
      },
      async (request) => {
        await reachEvent(db, links, request, request.params.id);
        return { data: await availabilityOf(db, request.params.id, request.query.cartId) };
      },
    );

    app.post(
      '/events/:id/availability/stream-token',
      {
        config: auth,
        schema: { tags, security, params: idParamsSchema, response: { 200: streamTokenResponseSchema } },
      },
      async (request) => {
        await reachEvent(db, links, request, request.params.id);
        const scope = streamScope(request.params.id);
        return { data: await signStreamToken(app, requireSession(request), scope) };
      },
    );

    app.get(
      '/events/:id/availability/stream',
      {
        config: {
          ...auth,
          queryTokenScope: (request) => streamScope((request.params as { id: string }).id),
        },
        schema: { tags, params: idParamsSchema, querystring: streamQuerySchema },
      },
      async (request, reply) => {
        const eventId = request.params.id;
        await reachEvent(db, links, request, eventId);
        // A reconnecting EventSource sends the last id it had; a client opening anew may pass it in the query.
        const header = request.headers['last-event-id'];
        const lastEventId = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
        // An EventSource reconnecting by itself keeps its address, whose token may have expired meanwhile
        // (plugins/auth.ts lets it back in for a while): it is sent a fresh one for its next address.
        const renewed = header
          ? await signStreamToken(app, requireSession(request), streamScope(eventId))
          : null;
        stream(request, reply, (send) => {
          let queued: { id: string; change: unknown }[] | null = null;
          // Notifications interrupted (a failover): the stream ends, the client reconnects and is sent a
          // fresh snapshot (what it missed cannot be replayed).
          const resync = () => reply.raw.end();
          const onChange = (id: string, change: unknown) => {
            if (queued) queued.push({ id, change });
            else send('inventory', change, id);
          };
          const resumed = replay.subscribe(eventId, lastEventId, onChange, resync);
          if (renewed) send('token', renewed);
          if (!lastEventId || resumed.missed) {
            for (const { id, change } of resumed.missed ?? []) send('inventory', change, id);
            send('ready', { resumed: Boolean(resumed.missed) }, resumed.currentId);
            return resumed.unsubscribe;
          }
          // What it missed cannot be told: the whole state, then what changed while it was read.
          queued = [];
          void availabilityOf(db, eventId)
            .then((snapshot) => send('snapshot', snapshot, resumed.currentId))
            .catch(() => reply.raw.end())
            .finally(() => {
              send('ready', { resumed: false }, resumed.currentId);
              for (const { id, change } of queued ?? []) send('inventory', change, id);
              queued = null;
            });
          return resumed.unsubscribe;
        });
      },
    );
  };
