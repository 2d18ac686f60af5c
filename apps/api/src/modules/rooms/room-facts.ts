import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoomKind } from '@encore/shared/rooms/room.schema';
import type { Executor } from '../../db/client';
import { rooms } from '../../db/schema';
import { gaCapacity } from './rooms.repository';

/**
 * The few room facts pricings and shows need, read straight from the rooms table (the rooms module owns
 * writes). The seat map itself is only loaded when seat ids must be checked.
 */
export interface RoomFacts {
  id: string;
  name: string;
  kind: RoomKind;
  capacity: number;
  /** Seats of a placed room, or general-admission areas of an unplaced one. */
  mappableCount: number;
}

const factColumns = {
  id: rooms.id,
  name: rooms.name,
  kind: rooms.kind,
  capacity: rooms.capacity,
  // A placed room maps its seats (its capacity less its standing places) and its standing areas.
  mappableCount: sql<number>`jsonb_array_length(${rooms.gaAreas}) + case when ${rooms.kind} = 'placed'
    then ${rooms.capacity} - ${gaCapacity} else 0 end`.mapWith(Number),
};

export async function findRoomFacts(db: Executor, id: string): Promise<RoomFacts | undefined> {
  const [row] = await db.select(factColumns).from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
}

export async function roomFactsByIds(db: Executor, ids: string[]): Promise<Map<string, RoomFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(factColumns)
    .from(rooms)
    .where(inArray(rooms.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ids a pricing may map in a room: seat ids of a placed room, area ids of an unplaced one. */
export async function mappableIdsOfRoom(db: Executor, id: string): Promise<Set<string> | undefined> {
  const [row] = await db
    .select({ kind: rooms.kind, seatMapJson: rooms.seatMapJson, gaAreas: rooms.gaAreas })
    .from(rooms)
    .where(eq(rooms.id, id))
    .limit(1);
  if (!row) return undefined;
  const areaIds = row.gaAreas.map((a) => a.id);
  if (row.kind !== 'placed' || !row.seatMapJson) return new Set(areaIds);
  // Stored validated by the rooms module: only the ids are needed here. Standing areas beside the seats
  // (an arena's pit) are mapped by their ids too.
  const map = JSON.parse(row.seatMapJson) as { seats?: { id: string }[] };
  return new Set([...(map.seats ?? []).map((s) => s.id), ...areaIds]);
}

const r = alias(rooms, 'r');

/** The room `roomId`'s name, as a scalar subquery for another module's statement. */
export const roomName = (roomId: SQL): SQL<string> =>
  sql<string>`(select ${r.name} from ${rooms} ${r} where ${r.id} = ${roomId})`;

/** The room's seat map as stored (JSON text), or null: the sale labels its seats from it. */
export async function seatMapJsonOf(db: Executor, roomId: string): Promise<string | null> {
  const [row] = await db.select({ json: rooms.seatMapJson }).from(rooms).where(eq(rooms.id, roomId));
  return row?.json ?? null;
}
