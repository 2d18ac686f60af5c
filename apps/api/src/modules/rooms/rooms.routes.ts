import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomResource } from '@encore/shared/rooms/room.resource';
import { crudRoutes } from '../../lib/crud-routes';
import { backgroundRoutes } from './rooms.background.routes';
import type { BackgroundService } from './rooms.background.service';
import { seatMapRoutes } from './rooms.seat-map.routes';
import type { SeatMapService } from './rooms.seat-map.service';
import type { RoomsService } from './rooms.service';

export interface RoomsServices {
  rooms: RoomsService;
  seatMap: SeatMapService;
  background: BackgroundService;
}

/**
 * /api/rooms: the resource (read by every catalogue reader, written by SHOW_MANAGER and admins, from the
 * role rules), its seat map and its background SVG.
 */
export const roomsRoutes =
  (services: RoomsServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(crudRoutes({ resource: roomResource, service: services.rooms }));
    await app.register(seatMapRoutes(services.seatMap));
    await app.register(backgroundRoutes(services.background));
  };
