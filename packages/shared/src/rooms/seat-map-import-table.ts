import { createIdFactory } from './seat-block';
import {
  areaPalette,
  emptySeatMap,
  seatFlags,
  seatMapLimits,
  seatMapSchema,
  type Seat,
  type SeatFlag,
  type SeatMap,
  type SeatMapRow,
} from './seat-map.schema';
import { detectSeparator, idsByName, readCsvRecords, unguardText } from './seat-map-import-csv';
import {
  maxImportErrors,
  seatMapImportMessages,
  stripBom,
  type SeatMapImportError,
  type SeatMapImportResult,
} from './seat-map-import-common';

export const seatMapCsvColumns = {
  required: ['area', 'row', 'seat', 'x', 'y'],
  optional: ['rotation', 'flags'],
} as const;
type Column = 'area' | 'row' | 'seat' | 'x' | 'y' | 'rotation' | 'flags';
const known: readonly string[] = [...seatMapCsvColumns.required, ...seatMapCsvColumns.optional];

/**
 * A seat map from a spreadsheet export: one seat a line under the header `area,row,seat,x,y` (plus the
 * optional `rotation` and `flags`, flags separated by `|` or spaces). Areas and rows appear in the order
 * of the file; areas take the palette's colours. With `existing`, seats that keep their area, row and
 * number keep their id (and colour for areas), so prices already assigned follow them.
 */
export function parseSeatMapCsv(input: string, options: { existing?: SeatMap } = {}): SeatMapImportResult {
  const text = stripBom(input);
  if (!text.trim()) return { ok: false, errors: [{ message: seatMapImportMessages.empty }] };
  const separator = detectSeparator(text.slice(0, text.search(/\r?\n|$/)));
  // A ';'-separated file comes from a spreadsheet in French, which writes decimals with a comma.
  const decimalComma = separator === ';';
  const { records, error } = readCsvRecords(text, separator);
  if (error) return { ok: false, errors: [error] };
  const errors: SeatMapImportError[] = [];
  const add = (e: SeatMapImportError) => errors.length < maxImportErrors && errors.push(e);
  const [header, ...lines] = records;
  const names = header!.values.map((v) => v.trim().toLowerCase());
  const at = new Map<string, number>(names.map((n, i) => [n, i]));
  names.forEach((n) => {
    if (!known.includes(n))
      add({
        line: header!.line,
        field: n,
        message: `Unknown column "${n}": the columns are ${known.join(', ')}`,
      });
  });
  for (const n of seatMapCsvColumns.required)
    if (!at.has(n)) add({ line: header!.line, field: n, message: `Missing column "${n}"` });
  if (errors.length) return { ok: false, errors };

  const existing = options.existing ?? emptySeatMap();
  const old = idsByName(existing);
  const nextId = createIdFactory([...existing.areas, ...existing.rows, ...existing.seats].map((x) => x.id));
  const map: SeatMap = {
    ...emptySeatMap(),
    seatRadius: existing.seatRadius,
    background: existing.background,
  };
  const areaIds = new Map<string, string>();
  const rowsByKey = new Map<string, SeatMapRow>();
  const seatLine = new Map<string, number>();
  const lineOf: { areas: number[]; rows: number[]; seats: number[] } = { areas: [], rows: [], seats: [] };

  for (const { line, values } of lines) {
    const cell = (c: Column) => unguardText((values[at.get(c) ?? -1] ?? '').trim());
    const fail = (field: Column | undefined, message: string) =>
      void add({ line, ...(field ? { field } : {}), message });
    if (values.length !== names.length) {
      fail(undefined, `Expected ${names.length} values, found ${values.length}`);
      continue;
    }
    const number = (c: Column, max: number) => {
      const raw = cell(c);
      const n = Number(decimalComma ? raw.replace(',', '.') : raw);
      if (raw === '' || !Number.isFinite(n)) return void fail(c, 'Must be a number');
      if (Math.abs(n) > max) return void fail(c, `Must be between -${max} and ${max}`);
      return n;
    };
    const label = (c: Column, max: number) => {
      const v = cell(c);
      if (!v) return void fail(c, 'Required field');
      if (v.length > max) return void fail(c, `At most ${max} characters`);
      return v;
    };
    const [area, row, seat] = [label('area', 100), label('row', 10), label('seat', 10)];
    const [x, y] = [number('x', seatMapLimits.maxCoordinate), number('y', seatMapLimits.maxCoordinate)];
    const rotation = at.has('rotation') && cell('rotation') !== '' ? number('rotation', 360) : undefined;
    const flags = cell('flags')
      .split(/[|\s]+/)
      .filter(Boolean);
    const badFlag = flags.find((f) => !(seatFlags as readonly string[]).includes(f));
    if (badFlag) fail('flags', `Unknown flag "${badFlag}": the flags are ${seatFlags.join(', ')}`);
    if (!area || !row || !seat || x === undefined || y === undefined || badFlag) continue;
    if (at.has('rotation') && cell('rotation') !== '' && rotation === undefined) continue;

    let areaId = areaIds.get(area);
    if (!areaId) {
      const before = old.areas.get(area);
      areaId = before?.id ?? nextId('area');
      const colour = before?.colour ?? areaPalette[map.areas.length % areaPalette.length]!;
      areaIds.set(area, areaId);
      map.areas.push({ id: areaId, name: area, colour });
      lineOf.areas.push(line);
    }
    const rowKey = `${area}\u0000${row}`;
    let rowItem = rowsByKey.get(rowKey);
    if (!rowItem) {
      rowItem = { id: old.rows.get(rowKey) ?? nextId('row'), areaId, label: row };
      rowsByKey.set(rowKey, rowItem);
      map.rows.push(rowItem);
      lineOf.rows.push(line);
    }
    const seatKey = `${rowKey}\u0000${seat}`;
    const first = seatLine.get(seatKey);
    if (first) {
      fail('seat', `Seat ${seat} of row ${row} in ${area} appears twice (lines ${first} and ${line})`);
      continue;
    }
    seatLine.set(seatKey, line);
    const item: Seat = { id: old.seats.get(seatKey) ?? nextId('seat'), rowId: rowItem.id, label: seat, x, y };
    if (rotation) item.rotation = rotation;
    if (flags.length) item.flags = [...new Set(flags)] as SeatFlag[];
    map.seats.push(item);
    lineOf.seats.push(line);
  }
  if (errors.length) return { ok: false, errors };
  // The limits (number of seats, rows, areas) and anything the line checks above did not cover.
  const result = seatMapSchema.safeParse(map);
  if (result.success) return { ok: true, map: result.data };
  return {
    ok: false,
    errors: result.error.issues.slice(0, maxImportErrors).map((issue) => {
      const [top, index] = issue.path;
      const line = lineOf[top as keyof typeof lineOf]?.[index as number];
      return { ...(line ? { line } : {}), path: issue.path.join('.'), message: issue.message };
    }),
  };
}
