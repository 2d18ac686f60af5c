import 'mantine-datatable/styles.css';
import { Alert, Stack, TextInput, type MantineTheme } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { pageSizes, type ListResponse } from '@encore/shared/common/list.schema';
import type { ListState } from './use-list-params';
import { paginationLabels } from '@/lib/pagination-labels';

/** A list column; `onPhone` keeps it on narrow screens (the row's state: status, next date). */
export type ResourceColumn<T> = DataTableColumn<T> & { onPhone?: boolean };

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

/**
 * On phones a row shows what identifies it (the first column), what it is in (columns marked `onPhone`) and
 * what can be done (the actions column); the rest waits for a wider screen instead of pushing the status and
 * the actions out of sight. A column with its own media query keeps it.
 */
export function phoneColumns<T>(columns: ResourceColumn<T>[]): DataTableColumn<T>[] {
  return columns.map(({ onPhone, ...column }, i) =>
    i === 0 || onPhone || column.accessor === 'actions' || column.visibleMediaQuery
      ? column
      : { ...column, visibleMediaQuery: wide },
  );
}

interface ResourceTableProps<T> {
  list: ListState;
  query: { data?: ListResponse<T>; isFetching: boolean; isError: boolean };
  columns: ResourceColumn<T>[];
  /** Accessible name of the table (the resource's plural name). */
  label: string;
  onRowClick?: (record: T) => void;
}

/** A server-paged table: debounced search, sortable columns, page sizes 10/25/50/100, total. */
export function ResourceTable<T extends { id: string }>({
  list,
  query,
  columns,
  label,
  onRowClick,
}: ResourceTableProps<T>) {
  const { t, i18n } = useTranslation('catalogue');
  const pagination = paginationLabels(t);
  const { data } = query;
  // A total that is a lower bound (a broad search at a million orders) reads "more than 1,000", and the
  // pager offers one page past it: the page after the bound counts on from there.
  const lowerBound = data?.meta.totalIsLowerBound === true;
  const total = data?.meta.total ?? 0;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
        maw={360}
      />
      {query.isError && (
        <Alert color="red" role="alert">
          {t('errors:fetchFailed')}
        </Alert>
      )}
      <DataTable<T>
        aria-label={label}
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={data?.data.length ? undefined : 180}
        records={data?.data ?? []}
        columns={phoneColumns(columns)}
        fetching={query.isFetching}
        totalRecords={lowerBound ? total + 1 : total}
        recordsPerPage={list.params.pageSize}
        page={list.params.page}
        onPageChange={list.setPage}
        recordsPerPageOptions={[...pageSizes]}
        onRecordsPerPageChange={list.setPageSize}
        recordsPerPageLabel={t('list.pageSize')}
        paginationText={({ from, to }) =>
          t(lowerBound ? 'list.rangeMoreThan' : 'list.range', {
            from,
            to,
            total: total.toLocaleString(i18n.language),
          })
        }
        // The table passes its own English names to its pagination: the theme's cannot reach it.
        getPaginationControlProps={pagination.getControlProps}
        getPaginationItemProps={pagination.getItemProps}
        sortStatus={list.sort}
        onSortStatusChange={(s) =>
          list.setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })
        }
        noRecordsText={query.isError ? t('errors:fetchFailed') : t('list.empty')}
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      />
    </Stack>
  );
}
