import { ErrorCode } from '@encore/shared/errors';
import { emptySeatMap, type SeatMap } from '@encore/shared/rooms/seat-map.schema';
import {
  parseSeatMapCsv,
  parseSeatMapJson,
  seatMapToCsv,
  seatMapToJson,
} from '@encore/shared/rooms/seat-map-import';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { roomsRepository } from './rooms.repository';
import { roomNotFound } from './rooms.service';

export type SeatMapFormat = 'json' | 'csv';

export const seatMapErrors = {
  stale: 'The seat map was changed in the meantime: reload it, then save again',
  unplaced: 'Only a placed room has a seat map and a background',
  invalidFile: 'The file is not a valid seat map',
} as const;

const emptyMapJson = JSON.stringify(emptySeatMap());

/**
 * Seat maps are stored as the validated JSON text and served as is: an arena's map is several MB, and
 * parsing then re-serialising it on every read would cost more than the query.
 */
export function createSeatMapService(db: Database) {
  async function load(id: string) {
    const row = await roomsRepository.findSeatMap(db, id);
    if (!row) throw roomNotFound();
    return row;
  }

  /** Writes the map, refusing a stale revision or an unplaced room; answers the new revision. */
  async function save(id: string, map: SeatMap, revision?: number): Promise<number> {
    const saved = await roomsRepository.saveSeatMap(db, id, JSON.stringify(map), map.seats.length, revision);
    if (saved !== undefined) return saved;
    // Nothing written: say why (the row is re-read only on this rare path).
    const row = await load(id);
    if (row.kind !== 'placed') throw new AppError(409, ErrorCode.conflict, seatMapErrors.unplaced);
    throw new AppError(409, ErrorCode.conflict, seatMapErrors.stale, { currentRevision: row.revision });
  }

  return {
    /** `{ revision, json }` with the stored text; a room without a map gets an empty one. */
    async read(id: string) {
      const row = await load(id);
      return { revision: row.revision, json: row.json ?? emptyMapJson };
    },

    save,

    async export(id: string, format: SeatMapFormat) {
      const row = await load(id);
      const map = row.json ? (JSON.parse(row.json) as SeatMap) : emptySeatMap();
      return { name: row.name, body: format === 'csv' ? seatMapToCsv(map) : seatMapToJson(map) };
    },

    /** Replaces the whole map from a file, or changes nothing and says where the file is wrong. */
    async import(id: string, format: SeatMapFormat, text: string, revision?: number) {
      const row = await load(id);
      if (row.kind !== 'placed') throw new AppError(409, ErrorCode.conflict, seatMapErrors.unplaced);
      // CSV has no ids: seats that keep their area, row and number keep the ids of the current map.
      const existing = row.json ? (JSON.parse(row.json) as SeatMap) : undefined;
      const result = format === 'csv' ? parseSeatMapCsv(text, { existing }) : parseSeatMapJson(text);
      if (!result.ok) throw new AppError(400, ErrorCode.validation, seatMapErrors.invalidFile, result.errors);
      const saved = await save(id, result.map, revision);
      return { revision: saved, seats: result.map.seats.length };
    },
  };
}

export type SeatMapService = ReturnType<typeof createSeatMapService>;
