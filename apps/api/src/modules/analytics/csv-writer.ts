import type { CsvLanguage } from '@encore/shared/analytics/analytics.schema';

/**
 * CSV as each language's spreadsheet programs open it by a double click. French Excel and LibreOffice read
 * `;` between cells and a decimal comma (a `,` separator would split "12,50" in two); English ones read `,`
 * and a decimal point. Both files start with a UTF-8 byte-order mark: without it Excel on Windows reads
 * the file in the system's ANSI code page and shows "Ã©" for "é" in names (English files have accented
 * show and customer names too); LibreOffice, Numbers and Google Sheets accept the mark and drop it.
 * Lines end with CRLF (RFC 4180); amounts are plain numbers (no currency sign, no thousands separator) so
 * the programs sum them.
 */
export const csvDialects = {
  fr: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
} as const satisfies Record<CsvLanguage, { separator: string; decimal: string }>;

export const byteOrderMark = '\ufeff';

/** A number already written in the file's notation (kept apart from text: no quoting, no formula guard). */
export interface Numeric {
  numeric: string;
}
export type CsvCell = string | number | null | Numeric;

export interface CsvWriter {
  /** The file's separator. */
  separator: string;
  /** One cell as written between separators. */
  cell(value: CsvCell): string;
  /** One line of cells, with its CRLF. */
  line(cells: CsvCell[]): string;
  /** Cents as euros with two decimals in the file's notation: -1234 -> "-12,34" (fr) / "-12.34" (en). */
  euros(cents: number): Numeric;
  /** A VAT rate in basis points as a percentage number: 550 -> "5,5" / "5.5". */
  rate(basisPoints: number): Numeric;
}

// A text starting with one of these is a formula to a spreadsheet (CSV injection): a customer named
// "=HYPERLINK(...)" must stay text. Numbers are written by us and never pass through here.
const formulaStart = /^[=+\-@\t\r]/;

export function csvWriter(lang: CsvLanguage): CsvWriter {
  const { separator, decimal } = csvDialects[lang];
  const needsQuotes = new RegExp(`["\\r\\n${separator}]`);
  const text = (value: string) => {
    const safe = formulaStart.test(value) ? `'${value}` : value;
    return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const cell = (value: CsvCell) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value).replace('.', decimal);
    return typeof value === 'string' ? text(value) : value.numeric;
  };
  return {
    separator,
    cell,
    line: (cells) => `${cells.map(cell).join(separator)}\r\n`,
    euros(cents) {
      const sign = cents < 0 ? '-' : '';
      const abs = Math.abs(Math.round(cents));
      return { numeric: `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}` };
    },
    rate: (basisPoints) => ({ numeric: String(basisPoints / 100).replace('.', decimal) }),
  };
}
