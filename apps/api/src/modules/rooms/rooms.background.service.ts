import { createHash } from 'node:crypto';
import { ErrorCode } from '@encore/shared/errors';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { roomsRepository } from './rooms.repository';
import { roomNotFound, toRoomDto } from './rooms.service';
import { seatMapErrors } from './rooms.seat-map.service';
import { sanitiseSvgInSlices, SvgRejected } from './svg-sanitiser';

/** The hall's SVG, sanitised once on the way in, so what is stored is what is served. */
export function createBackgroundService(db: Database) {
  async function room(id: string) {
    const row = await roomsRepository.findById(db, id);
    if (!row) throw roomNotFound();
    return row;
  }

  return {
    async put(id: string, text: string) {
      if ((await room(id)).kind !== 'placed')
        throw new AppError(409, ErrorCode.conflict, seatMapErrors.unplaced);
      let svg: string;
      try {
        svg = await sanitiseSvgInSlices(text);
      } catch (error) {
        if (!(error instanceof SvgRejected)) throw error;
        throw new AppError(400, ErrorCode.validation, error.message, [
          { path: 'file', message: error.message },
        ]);
      }
      if (!(await roomsRepository.saveBackground(db, id, svg)))
        throw new AppError(409, ErrorCode.conflict, seatMapErrors.unplaced);
      return toRoomDto(await room(id));
    },

    async remove(id: string) {
      await room(id);
      await roomsRepository.saveBackground(db, id, null);
      return toRoomDto(await room(id));
    },

    /** The SVG and a strong ETag of its content (the same file always gets the same tag). */
    async read(id: string) {
      const row = await roomsRepository.findBackground(db, id);
      if (!row) throw roomNotFound();
      if (row.svg === null) throw notFound('This room has no background');
      const etag = `"${createHash('sha256').update(row.svg).digest('base64url').slice(0, 27)}"`;
      return { svg: row.svg, etag };
    },
  };
}

export type BackgroundService = ReturnType<typeof createBackgroundService>;
