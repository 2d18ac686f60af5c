import { messageKeys } from '../validation/message-key';
import type { SeatMap } from './seat-map.schema';

/** Where and what is wrong in an imported seat-map file (one entry per problem). */
export interface SeatMapImportError {
  /** 1-based line of the file. */
  line?: number;
  /** 1-based character column (JSON syntax errors). */
  column?: number;
  /** CSV column name. */
  field?: string;
  /** Path in the seat data, e.g. `seats.12.x`. */
  path?: string;
  message: string;
}

export type SeatMapImportResult = { ok: true; map: SeatMap } | { ok: false; errors: SeatMapImportError[] };

/** A file with thousands of bad lines is reported by its first problems, keeping the answer small. */
export const maxImportErrors = 100;

export const seatMapImportMessages = messageKeys('seatMapImport');

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
