import { useSearchParams } from 'react-router';
import { addDays, todayInFrance } from '@encore/shared/analytics/calendar-days';
import {
  salesDimensions,
  salesFilterSchema,
  type SalesDimension,
  type SalesFilter,
} from '@encore/shared/analytics/analytics.schema';

export interface SortState {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

/** The last 30 days, today included, until the user picks a range. */
export function defaultRange(today = todayInFrance()) {
  return { from: addDays(today, -29), to: today };
}

/** What the address says, defaults filled in; an invalid range falls back to the default one. */
export function analyticsState(params: URLSearchParams) {
  const dimension = salesDimensions.find((d) => d === params.get('view')) ?? 'show';
  const asked = {
    ...defaultRange(),
    ...Object.fromEntries(
      ['from', 'to', 'showId', 'salesChannelId'].flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : [])),
    ),
  };
  const parsed = salesFilterSchema.safeParse(asked);
  const filter: SalesFilter = parsed.success ? parsed.data : { ...asked, ...defaultRange() };
  const sortKey = params.get('sort');
  const sort: SortState | null = sortKey
    ? { columnAccessor: sortKey.replace(/^-/, ''), direction: sortKey.startsWith('-') ? 'desc' : 'asc' }
    : null;
  return { dimension, filter, sort };
}

/**
 * The analytics screen's view, filters and sort live in the address like the lists' (`?view=day&from=...`):
 * a reload, Back or a shared link shows the same figures. Changes replace the history entry.
 */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const state = analyticsState(params);
  const write = (values: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return {
    ...state,
    setDimension: (value: SalesDimension) =>
      write({ view: value === 'show' ? undefined : value, sort: undefined }),
    setFilter: (value: Partial<SalesFilter>) => write(value),
    setSort: (value: SortState) =>
      write({ sort: `${value.direction === 'desc' ? '-' : ''}${value.columnAccessor}` }),
    clearFilters: () =>
      write({ from: undefined, to: undefined, showId: undefined, salesChannelId: undefined }),
  };
}
