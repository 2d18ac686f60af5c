import { and, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import {
  roomMessages,
  type GaArea,
  type Room,
  type roomCreateSchema,
  type roomListQuerySchema,
  type roomUpdateSchema,
} from '@encore/shared/rooms/room.schema';
import type { Database } from '../../db/client';
import { rooms } from '../../db/schema';
import { addressColumns, addressOf, definedOnly, iso } from '../../lib/dto';
import { AppError, notFound } from '../../lib/errors';
import { allOf } from '../../lib/list-query';
import { gaCapacity, roomsRepository, storedSeatCount, type RoomRow } from './rooms.repository';

type RoomCreate = z.output<typeof roomCreateSchema>;
type RoomUpdate = z.output<typeof roomUpdateSchema>;
type RoomListQuery = z.output<typeof roomListQuerySchema>;

export const toRoomDto = (row: RoomRow): Room => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  address: addressOf(row),
  gaAreas: row.gaAreas,
  capacity: row.capacity,
  hasBackground: row.hasBackground,
  seatMapRevision: row.seatMapRevision,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const roomNotFound = () => notFound('Room not found');

const totalCapacity = (areas: GaArea[]) => areas.reduce((sum, a) => sum + a.capacity, 0);

function listFilter(query: RoomListQuery): SQL | undefined {
  // "Has a seat map": a placed room with at least one seat, the rooms a pricing or a box office can use.
  const withSeats = and(eq(rooms.kind, 'placed'), gt(rooms.capacity, gaCapacity));
  return allOf(
    query.kind ? eq(rooms.kind, query.kind) : undefined,
    query.hasSeatMap === undefined ? undefined : query.hasSeatMap ? withSeats : not(withSeats!),
  );
}

/** Pricings map seats and standing areas by id: an area may not take the id of something in the seat map. */
function assertAreaIdsFree(seatMapJson: string | null, areas: GaArea[]) {
  if (!seatMapJson) return;
  const map = JSON.parse(seatMapJson) as {
    areas: { id: string }[];
    rows: { id: string }[];
    seats: { id: string }[];
  };
  const used = new Set([...map.areas, ...map.rows, ...map.seats].map((x) => x.id));
  const details = areas.flatMap((a, i) =>
    used.has(a.id) ? [{ path: `gaAreas.${i}.id`, message: roomMessages.duplicateAreaId }] : [],
  );
  if (details.length) throw new AppError(400, ErrorCode.validation, undefined, details);
}

/**
 * Rooms: the permission is the route's (read for every catalogue reader, writes for SHOW_MANAGER and
 * admins). The capacity column follows the kind: seats of the map of a placed room, the areas' total
 * of an unplaced one.
 */
export function createRoomsService(db: Database) {
  return {
    async list(query: RoomListQuery) {
      const page = await roomsRepository.list(db, query, listFilter(query));
      return { rows: page.rows.map(toRoomDto), meta: page.meta };
    },

    async get(id: string) {
      const row = await roomsRepository.findById(db, id);
      if (!row) throw roomNotFound();
      return toRoomDto(row);
    },

    async create(input: RoomCreate, session: { user: { id: string } }) {
      // A placed room may have standing areas beside its seats (an arena's pit): sold by quantity.
      const gaAreas = input.gaAreas;
      const row = await roomsRepository.insert(db, {
        name: input.name,
        kind: input.kind,
        ...addressColumns(input.address),
        gaAreas,
        capacity: totalCapacity(gaAreas),
        createdBy: session.user.id,
      });
      return toRoomDto(row);
    },

    // One transaction holding the room's row lock, like show and event writes: a show created at the same
    // moment cannot slip in between the check below and the change of kind.
    async update(id: string, input: RoomUpdate) {
      return db.transaction(async (tx) => {
        await roomsRepository.lock(tx, id);
        const existing = await roomsRepository.findById(tx, id);
        if (!existing) throw roomNotFound();
        const kind = input.kind ?? existing.kind;
        // Seats or areas already priced and sold would be orphaned by a change of kind.
        const lock = kind === existing.kind ? null : await roomsRepository.kindLock(tx, id);
        if (lock) {
          const message = lock === 'show' ? roomMessages.kindLocked : roomMessages.kindLockedByPricing;
          throw new AppError(409, ErrorCode.conflict, message, [{ path: 'kind', message }]);
        }
        const base = {
          ...definedOnly({ name: input.name, kind: input.kind }),
          ...addressColumns(input.address),
        };
        let row: RoomRow | undefined;
        if (kind === 'unplaced') {
          const gaAreas = input.gaAreas ?? (existing.kind === 'unplaced' ? existing.gaAreas : []);
          if (!gaAreas.length)
            throw new AppError(400, ErrorCode.validation, undefined, [
              { path: 'gaAreas', message: roomMessages.areasRequired },
            ]);
          row = await roomsRepository.update(tx, id, { ...base, gaAreas, capacity: totalCapacity(gaAreas) });
        } else {
          // Placed: the seat map's seats (kept from before a switch, if any) plus its standing areas.
          const gaAreas = input.gaAreas ?? (existing.kind === 'unplaced' ? [] : existing.gaAreas);
          if (input.gaAreas)
            assertAreaIdsFree((await roomsRepository.findSeatMap(tx, id))?.json ?? null, gaAreas);
          const capacity = sql<number>`${storedSeatCount} + ${totalCapacity(gaAreas)}`;
          row = await roomsRepository.update(tx, id, { ...base, gaAreas, capacity });
        }
        if (!row) throw roomNotFound();
        return toRoomDto(row);
      });
    },

    /** A room used by a show or an event is refused by its foreign keys: 409 E00008 (database-errors.ts). */
    async remove(id: string) {
      if (!(await roomsRepository.remove(db, id))) throw roomNotFound();
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
