import { queryOptions } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import { api } from '@/lib/api-client';

/** One choice of a Select or MultiSelect. */
export interface Option {
  value: string;
  label: string;
}

/** The largest page the API serves: the form's selects show the first 100 choices, sorted. */
const optionsPageSize = 100;

/**
 * The queryOptions of a select fed by a catalogue list (`GET /path?...`), mapped to options. Each
 * option endpoint file calls this with its path, its sort and how a record is named.
 */
export function optionsQuery<T extends { id: string }>(
  path: string,
  query: Record<string, string | undefined>,
  label: (record: T) => string,
) {
  const qs = new URLSearchParams({ page: '1', pageSize: String(optionsPageSize) });
  for (const [key, value] of Object.entries(query)) if (value) qs.set(key, value);
  return queryOptions({
    queryKey: ['show-options', path, qs.toString()],
    queryFn: async (): Promise<Option[]> =>
      (await api.get<ListResponse<T>>(`${path}?${qs.toString()}`)).data.map((r) => ({
        value: r.id,
        label: label(r),
      })),
    staleTime: 60_000,
  });
}
