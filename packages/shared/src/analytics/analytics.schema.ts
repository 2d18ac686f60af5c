import { z } from 'zod';
import { isCalendarDate } from '../shows/show-time';
import { messageKeys } from '../validation/message-key';
import { salesFiguresSchema } from './figures.schema';

export const salesDimensions = [
  'show',
  'event',
  'channel',
  'day',
  'priceLevel',
  'seller',
  'paymentMethod',
  'vatRate',
] as const;
export type SalesDimension = (typeof salesDimensions)[number];

export const csvLanguages = ['fr', 'en'] as const;
export type CsvLanguage = (typeof csvLanguages)[number];

const day = z.string().refine(isCalendarDate, messageKeys('common').invalidDate);

/** Filters of every analytics table and export: France calendar days, both included (a year at most). */
export const salesFilterSchema = z
  .object({
    from: day,
    to: day,
    showId: z.uuid().optional(),
    salesChannelId: z.uuid().optional(),
  })
  .refine((q) => q.from <= q.to, { message: messageKeys('common').invalidDate, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: messageKeys('common').invalidDate,
    path: ['from'],
  });
export type SalesFilter = z.output<typeof salesFilterSchema>;

export const salesTableQuerySchema = salesFilterSchema.safeExtend({ dimension: z.enum(salesDimensions) });
export type SalesTableQuery = z.output<typeof salesTableQuerySchema>;
/** CSV exports: `lang` chooses the notation and headers (without it, the request's Accept-Language). */
/**
 * A plain link cannot send the bearer token: a browser download gives `token` from
 * `POST /api/analytics/download-token` instead (60 s, the CSV files only).
 */
const downloadToken = z.string().min(10).max(2000).optional();
export const salesCsvQuerySchema = salesTableQuerySchema.safeExtend({
  lang: z.enum(csvLanguages).optional(),
  token: downloadToken,
});
export const itemsCsvQuerySchema = salesFilterSchema.safeExtend({
  lang: z.enum(csvLanguages).optional(),
  token: downloadToken,
});

/** One line of an analytics table: a show, an event, a day... with its figures and VAT per rate. */
export const salesRowSchema = salesFiguresSchema.extend({
  key: z.string(),
  /** A name (show, channel, level, seller), a day, an event's start, a payment method or a rate. */
  label: z.string(),
  /** An event's show, a price level's pricing; null otherwise. */
  detail: z.string().nullable(),
  /** Net VAT per rate (basis points as keys). */
  vatByRate: z.record(z.string(), z.number()),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesTableSchema = z.object({
  dimension: z.enum(salesDimensions),
  rows: z.array(salesRowSchema),
  totals: salesRowSchema,
  /** Every VAT rate met in the rows, ascending (the columns of "VAT per rate"). */
  vatRates: z.array(z.number()),
});
export type SalesTable = z.infer<typeof salesTableSchema>;
export const salesTableResponseSchema = z.object({ data: salesTableSchema });
