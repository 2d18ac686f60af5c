import { useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultPageSize, pageSizes } from '@encore/shared/common/list.schema';
import type { ListParams } from './resource-api';

export interface SortState {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

/** A filter's value as the address keeps it: text, or `true` for a switch; empty removes it. */
export type FilterValue = string | boolean | null | undefined;

const listKeys = { search: 'q', page: 'page', pageSize: 'size', sort: 'sort' } as const;

const sortKeyOf = (sort: SortState) => `${sort.direction === 'desc' ? '-' : ''}${sort.columnAccessor}`;
const sortStateOf = (key: string): SortState => ({
  columnAccessor: key.replace(/^-/, ''),
  direction: key.startsWith('-') ? 'desc' : 'asc',
});

/**
 * The list's page, page size, search, sort and filters as the address gives them: the screen's hook reads
 * them, and a route loader prefetches the same page before the screen renders.
 */
export function listParamsOf<K extends string = never>(
  params: URLSearchParams,
  initialSort: SortState,
  filterKeys: readonly K[] = [],
): { params: ListParams; filters: Partial<Record<K, string>> } {
  const page = Math.max(1, Math.floor(Number(params.get(listKeys.page))) || 1);
  const size = Number(params.get(listKeys.pageSize));
  const pageSize = (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
  const filters = Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ) as Partial<Record<K, string>>;
  return {
    params: {
      page,
      pageSize,
      search: (params.get(listKeys.search) ?? '').trim() || undefined,
      sort: params.get(listKeys.sort) ?? sortKeyOf(initialSort),
    },
    filters,
  };
}

/**
 * Page, page size, search, sort and the screen's filters of one server-paged list, kept in the address
 * (`?q=électre&page=2&size=50&sort=-createdAt&status=published`): Back from a record, a reload or a shared
 * link shows the same list. Changes replace the current history entry, so Back leaves the list instead of
 * replaying each keystroke. The search box answers at once; the address and the query follow 300 ms later.
 */
export function useListParams<K extends string = never>(
  initialSort: SortState,
  filterKeys: readonly K[] = [],
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const urlSearch = params.get(listKeys.search) ?? '';
  const [search, setSearchState] = useState(urlSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const { params: params_, filters } = listParamsOf(params, initialSort, filterKeys);
  const sortKey = params_.sort ?? sortKeyOf(initialSort);

  /**
   * The address as last written for this list, from the router itself: a change still loading its page (the
   * route loader), or one React has not rendered yet (router updates are transitions), is not in `params`.
   * Built on `params`, a search settling meanwhile wrote over a filter just chosen (CI: "status=published"
   * lost, e2e list-address).
   */
  const latest = (current: URLSearchParams) => {
    const state = router?.state;
    const location = state?.navigation.location ?? state?.location;
    return location?.pathname === pathname ? new URLSearchParams(location.search) : current;
  };

  /** Writes some keys (empty ones removed, defaults left out of the address); page back to 1 unless given. */
  const write = (values: Record<string, FilterValue | number>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(latest(current));
        if (!(listKeys.page in values)) next.delete(listKeys.page);
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined || value === null || value === '' || value === false) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };

  // The typed search reaches the address once the typing pauses; a Back/forward to another search shows it.
  // Not once the user is leaving (a row opened within the pause): writing the address would cancel that
  // navigation and bring them back to the list. The router's own state says so: `useNavigation()` lags
  // behind it (router updates render as transitions, the debounce's timer is urgent).
  const leaving = () => {
    if (!router) return false;
    const { location, navigation } = router.state;
    return location.pathname !== pathname || (navigation.location?.pathname ?? pathname) !== pathname;
  };
  useEffect(() => {
    if (leaving()) return;
    if (debouncedSearch !== urlSearch.trim()) write({ [listKeys.search]: debouncedSearch });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search is written
  }, [debouncedSearch]);
  useEffect(() => {
    if (urlSearch.trim() !== search.trim()) setSearchState(urlSearch);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the address, not the typing
  }, [urlSearch]);

  return {
    params: params_,
    search,
    sort: sortStateOf(sortKey),
    filters,
    setPage: (value: number) => write({ [listKeys.page]: value > 1 ? value : undefined }),
    setSearch: (value: string) => setSearchState(value),
    setPageSize: (value: number) =>
      write({ [listKeys.pageSize]: value === defaultPageSize ? undefined : value }),
    setSort: (value: SortState) => {
      const key = sortKeyOf(value);
      write({ [listKeys.sort]: key === sortKeyOf(initialSort) ? undefined : key });
    },
    /** Replaces the screen's filters (keys not given are cleared) and goes back to the first page. */
    setFilters: (values: Partial<Record<K, FilterValue>>) =>
      write(Object.fromEntries(filterKeys.map((key) => [key, values[key]]))),
  };
}

export type ListState = ReturnType<typeof useListParams<string>>;
