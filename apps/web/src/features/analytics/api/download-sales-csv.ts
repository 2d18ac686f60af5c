import type { SalesFilter, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import { api, apiBaseUrl } from '@/lib/api-client';
import { salesSearch } from './get-sales-table';

interface DownloadToken {
  data: { token: string; expiresAt: string };
}

/**
 * A plain link to the file with a 60-second token (`POST /analytics/download-token`) in its address: the
 * browser's download manager streams the file to disk as the server writes it. A fetch with the bearer
 * header held the whole file in memory first (a year of order items is over 100 MB).
 */
async function save(path: string, name: string) {
  const { data } = await api.post<DownloadToken>('/analytics/download-token');
  const link = document.createElement('a');
  link.href = `${apiBaseUrl}${path}&token=${encodeURIComponent(data.token)}`;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
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
