import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomResource } from '@encore/shared/rooms/room.resource';
import type { Database } from '../../db/client';
import { crudRoutes } from '../../lib/crud-routes';
import { backgroundRoutes } from './rooms.background.routes';
import { createBackgroundService } from './rooms.background.service';
import { seatMapRoutes } from './rooms.seat-map.routes';
import { createSeatMapService } from './rooms.seat-map.service';
import { createRoomsService } from './rooms.service';

/**
 * /api/rooms: the resource (read by every catalogue reader, written by SHOW_MANAGER and admins, from the
 * role rules), its seat map and its background SVG.
 */
export const roomsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(crudRoutes({ resource: roomResource, service: createRoomsService(db) }));
    await app.register(seatMapRoutes(createSeatMapService(db)));
    await app.register(backgroundRoutes(createBackgroundService(db)));
  };
