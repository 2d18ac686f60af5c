import type { SalesFilter, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import { api } from '@/lib/api-client';
import { salesSearch } from './get-sales-table';

/** The server streams the file; the browser needs the bearer token, so it arrives as a Blob to save. */
async function save(path: string, name: string) {
  const url = URL.createObjectURL(await api.blob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET /api/analytics/sales.csv`: the table shown, in the interface's language (separator, decimals). */
export const downloadSalesCsv = (query: SalesTableQuery, lang: string) =>
  save(
    `/analytics/sales.csv?${salesSearch(query, csvLanguage(lang))}`,
    `encore-${query.dimension}-${query.from}-${query.to}.csv`,
  );

/** `GET /api/analytics/order-items.csv`: every sale and cancellation of an item in the range. */
export const downloadOrderItemsCsv = (filter: SalesFilter, lang: string) =>
  save(
    `/analytics/order-items.csv?${salesSearch(filter, csvLanguage(lang))}`,
    `encore-order-items-${filter.from}-${filter.to}.csv`,
  );

const csvLanguage = (lang: string) => (lang.startsWith('en') ? 'en' : 'fr');
