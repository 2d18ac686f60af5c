import type { z } from 'zod';
import { seatMapSchema, type SeatMap } from './seat-map.schema';
import { keyed } from '../validation/message-key';
import { findJsonSyntaxError, positionAt, topLevelElementLines } from './seat-map-import-json';
import { csvValue } from './seat-map-import-csv';
import {
  maxImportErrors,
  seatMapImportMessages,
  stripBom,
  type SeatMapImportError,
  type SeatMapImportResult,
} from './seat-map-import-common';

export * from './seat-map-import-common';
export { parseSeatMapCsv, seatMapCsvColumns } from './seat-map-import-table';

/**
 * Seat-map files (README "Seat maps"): JSON (the seat-data schema itself) and CSV (one seat per line).
 * Parsing is pure and shared, so the builder can check a file before sending it and the API refuses the
 * same files with the same messages. An invalid file gives every problem found (up to `maxImportErrors`)
 * with where it is, and no map.
 */

export function parseSeatMapJson(input: string): SeatMapImportResult {
  const text = stripBom(input);
  if (!text.trim()) return { ok: false, errors: [{ message: seatMapImportMessages.empty }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const found = findJsonSyntaxError(text) ?? { offset: 0, reason: 'Syntax error' };
    const message = keyed(seatMapImportMessages.invalidJson, { reason: found.reason });
    return { ok: false, errors: [{ ...positionAt(text, found.offset), message }] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, errors: [{ line: 1, message: seatMapImportMessages.notAnObject }] };
  const result = seatMapSchema.safeParse(value);
  if (result.success) return { ok: true, map: result.data };
  return { ok: false, errors: locateIssues(text, result.error.issues) };
}

function locateIssues(text: string, issues: z.core.$ZodIssue[]): SeatMapImportError[] {
  const { keys, elements } = topLevelElementLines(text);
  return issues.slice(0, maxImportErrors).map((issue) => {
    const [top, index] = issue.path;
    const path = issue.path.join('.');
    const line =
      typeof top === 'string' && typeof index === 'number'
        ? elements.get(top)?.[index]
        : typeof top === 'string'
          ? keys.get(top)
          : undefined;
    return { ...(line ? { line } : {}), ...(path ? { path } : {}), message: issue.message };
  });
}

/**
 * The export format: the seat-data object with one area, row or seat per line, so a file stays readable,
 * diffs well and an import error's line points at one seat.
 */
export function seatMapToJson(map: SeatMap): string {
  const list = (items: readonly unknown[]) =>
    items.length ? `[\n${items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]` : '[]';
  return [
    '{',
    `  "version": ${JSON.stringify(map.version)},`,
    `  "seatRadius": ${JSON.stringify(map.seatRadius)},`,
    `  "background": ${JSON.stringify(map.background)},`,
    `  "areas": ${list(map.areas)},`,
    `  "rows": ${list(map.rows)},`,
    `  "seats": ${list(map.seats)}`,
    '}',
    '',
  ].join('\n');
}

/** One seat a line: `area,row,seat,x,y,rotation,flags` (flags separated by `|`). */
export function seatMapToCsv(map: SeatMap): string {
  const areas = new Map(map.areas.map((a) => [a.id, a.name]));
  const rows = new Map(map.rows.map((r) => [r.id, r]));
  const lines = ['area,row,seat,x,y,rotation,flags'];
  for (const s of map.seats) {
    const row = rows.get(s.rowId);
    lines.push(
      [
        csvValue(areas.get(row?.areaId ?? '') ?? ''),
        csvValue(row?.label ?? ''),
        csvValue(s.label),
        csvValue(s.x, false),
        csvValue(s.y, false),
        s.rotation === undefined ? '' : csvValue(s.rotation, false),
        (s.flags ?? []).join('|'),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
