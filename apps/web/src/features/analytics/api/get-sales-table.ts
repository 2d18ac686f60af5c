import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesTable, SalesTableQuery } from '@encore/shared/analytics/analytics.schema';
import { api } from '@/lib/api-client';

/** The query string of a table or its CSV: filters left out when empty. */
export function salesSearch(query: SalesTableQuery | Omit<SalesTableQuery, 'dimension'>, lang?: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  if (lang) params.set('lang', lang);
  return params.toString();
}

/** `GET /api/analytics/sales`: one table (a producer's: its own shows), lines by revenue or by day. */
export const salesTableQueryOptions = (query: SalesTableQuery) =>
  queryOptions({
    queryKey: ['analytics', 'sales', query],
    queryFn: async () => (await api.get<{ data: SalesTable }>(`/analytics/sales?${salesSearch(query)}`)).data,
    placeholderData: keepPreviousData,
  });

export const useSalesTable = (query: SalesTableQuery) => useQuery(salesTableQueryOptions(query));
