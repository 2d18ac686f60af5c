import { z } from 'zod';

/**
 * Receipts and France's returns (issue 23, points 8 and 9): the query strings of
 * `GET /api/orders/{id}/receipt.pdf`, `GET /api/events/{id}/statement.pdf|.csv` and
 * `GET /api/reports/sibil.csv`.
 */
export const receiptFormats = ['80mm', 'a4'] as const;
export type ReceiptFormat = (typeof receiptFormats)[number];
export const returnLanguages = ['fr', 'en'] as const;
export type ReturnLanguage = (typeof returnLanguages)[number];

export const receiptQuerySchema = z.object({
  format: z.enum(receiptFormats).default('80mm'),
  lang: z.enum(returnLanguages).default('fr'),
});

export const statementQuerySchema = z.object({ lang: z.enum(returnLanguages).default('fr') });

/** "2026-Q4": a calendar quarter (SIBIL's returns are quarterly). */
export const quarterSchema = z
  .string()
  .max(7)
  .regex(/^(20\d\d)-Q([1-4])$/);

export const sibilQuerySchema = z.object({
  quarter: quarterSchema,
  lang: z.enum(returnLanguages).default('fr'),
});

/** The quarter's first instant and the next quarter's, in Paris time (a performance's date is French). */
export function quarterBounds(quarter: string): { year: number; q: number; fromMonth: number } {
  const [, year, q] = /^(\d{4})-Q([1-4])$/.exec(quarter)!;
  return { year: Number(year), q: Number(q), fromMonth: (Number(q) - 1) * 3 };
}

/** The quarter a date falls in, as "2026-Q4" (UTC calendar; the web's default choice). */
export const quarterOf = (date: Date) =>
  `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
