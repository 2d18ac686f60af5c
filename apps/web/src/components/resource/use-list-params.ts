import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { defaultPageSize } from '@encore/shared/common/list.schema';
import type { ListParams } from './resource-api';

export interface SortState {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

/** Page, page size, debounced search and sort of one server-paged list. */
export function useListParams(initialSort: SortState) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(defaultPageSize);
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<SortState>(initialSort);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  const params: ListParams = {
    page,
    pageSize,
    search: debouncedSearch || undefined,
    sort: `${sort.direction === 'desc' ? '-' : ''}${sort.columnAccessor}`,
  };
  return {
    params,
    search,
    sort,
    setPage,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
    setPageSize: (value: number) => {
      setPageSizeState(value);
      setPage(1);
    },
    setSort: (value: SortState) => {
      setSortState(value);
      setPage(1);
    },
  };
}

export type ListState = ReturnType<typeof useListParams>;
