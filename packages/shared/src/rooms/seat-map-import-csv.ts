import type { SeatMap } from './seat-map.schema';

/**
 * CSV records with the line each starts on (RFC 4180 quoting, so a quoted value may hold the separator,
 * quotes or a line break). Spreadsheets set to French write ';' between values and ',' in decimals: the
 * separator is taken from the header line.
 */

export interface CsvRecord {
  line: number;
  values: string[];
}

export function detectSeparator(headerLine: string): ',' | ';' {
  return headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
}

export function readCsvRecords(
  text: string,
  separator: string,
): { records: CsvRecord[]; error?: { line: number; message: string } } {
  const records: CsvRecord[] = [];
  let line = 1;
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let recordLine = 1;
  let blank = true;
  const endRecord = () => {
    values.push(value);
    if (!blank) records.push({ line: recordLine, values });
    values = [];
    value = '';
    blank = true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        value += c;
      }
      continue;
    }
    if (c === '"' && value.trim() === '') {
      quoted = true;
      value = '';
      blank = false;
    } else if (c === separator) {
      values.push(value);
      value = '';
      blank = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      value += c;
      if (c.trim()) blank = false;
    }
  }
  if (quoted) return { records, error: { line: recordLine, message: 'A quoted value is never closed' } };
  endRecord();
  return { records };
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV value: quoted when needed; text that a spreadsheet would run as a formula is prefixed with '. */
export function csvValue(value: string | number, isText = true): string {
  let text = String(value);
  if (isText && formulaStart.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The inverse of `csvValue`'s formula guard. */
export function unguardText(text: string): string {
  return text.length > 1 && text[0] === "'" && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

/** Ids of the current map by area name, area+row label and area+row+seat label. */
export function idsByName(map: SeatMap) {
  const areas = new Map(map.areas.map((a) => [a.name, a]));
  const areaName = new Map(map.areas.map((a) => [a.id, a.name]));
  const rowKey = new Map(map.rows.map((r) => [r.id, `${areaName.get(r.areaId)}\u0000${r.label}`]));
  return {
    areas,
    rows: new Map(map.rows.map((r) => [rowKey.get(r.id)!, r.id])),
    seats: new Map(map.seats.map((s) => [`${rowKey.get(s.rowId)}\u0000${s.label}`, s.id])),
  };
}
