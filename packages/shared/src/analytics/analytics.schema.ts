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
  /** Net VAT per rate (basis points as keys), from the net total at each rate. */
  vatByRate: z.record(z.string(), z.number()),
  /** Free tickets given (net of cancellations): counted apart from `tickets` (tickets sold for money). */
  invitations: z.number(),
  /**
   * Money that moved in the range (issue 23): what was paid, what was refunded, and the revenue, paid
   * minus refunded, on the France day each moved. Null on the lines of a table whose lines a payment
   * cannot be told to (events, price levels, VAT rates: a payment is for a whole order); the totals say.
   */
  paidCents: z.number().nullable(),
  refundedCents: z.number().nullable(),
  revenueCents: z.number().nullable(),
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
