import { Card, Group, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizes } from '@encore/shared/common/list.schema';
import { phoneColumns, type ResourceColumn } from '@/components/resource/resource-table';
import { paginationLabels } from '@/lib/pagination-labels';

/** The page shown and its size; `setPageSize` and a filter's change go back to the first page. */
export function usePaging(initialSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(1);
    },
  };
}
export type Paging = ReturnType<typeof usePaging>;

interface PagedTableSectionProps<T extends { sequence: number }> {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Beside the heading (a filter). */
  aside?: ReactNode;
  /** Under the heading, before the table (what it shows). */
  children?: ReactNode;
  paging: Paging;
  /** The read of the page shown (a TanStack query of a list answer: its records and their total). */
  query: { data?: { data: T[]; meta: { total: number } }; isFetching: boolean; isError: boolean };
  empty: string;
  columns: ResourceColumn<T>[];
}

/**
 * A journal section (entries, closings): a titled card with its records, by sequence, a page at a time; a
 * table wider than a phone scrolls in a region the keyboard focuses.
 */
export function PagedTableSection<T extends { sequence: number }>(props: PagedTableSectionProps<T>) {
  const { titleId, title, aside, children, paging, query, empty, columns } = props;
  const records = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const { t, i18n } = useTranslation('journal');
  const pagination = paginationLabels(t);
  const heading = (
    <Title order={2} size="h3" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        {aside ? (
          <Group justify="space-between" align="end">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
        <DataTable<T>
          aria-label={title}
          idAccessor="sequence"
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': title } }}
          withTableBorder
          borderRadius="sm"
          striped
          minHeight={records.length ? undefined : 150}
          records={records}
          fetching={query.isFetching}
          totalRecords={total}
          page={paging.page}
          onPageChange={paging.setPage}
          recordsPerPage={paging.pageSize}
          recordsPerPageOptions={[...pageSizes]}
          onRecordsPerPageChange={paging.setPageSize}
          recordsPerPageLabel={t('catalogue:list.pageSize')}
          paginationText={({ from, to }) =>
            t('catalogue:list.range', { from, to, total: total.toLocaleString(i18n.language) })
          }
          getPaginationControlProps={pagination.getControlProps}
          getPaginationItemProps={pagination.getItemProps}
          noRecordsText={query.isError ? t('errors:fetchFailed') : empty}
          columns={phoneColumns<T>(columns)}
        />
      </Stack>
    </Card>
  );
}
