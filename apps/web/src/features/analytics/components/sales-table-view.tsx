import { Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesRow, SalesTable } from '@encore/shared/analytics/analytics.schema';
import { formatRate } from '@encore/shared/money';
import { localeOf } from '@/lib/i18n';
import { integer, money } from '../lib/figure-format';
import { rowLabel } from '../lib/sales-labels';
import type { SortState } from '../lib/use-analytics-params';

/** A table line: the API's row and its name as people read it. */
export type Line = SalesRow & { name: string };

interface SalesTableViewProps {
  table: SalesTable;
  fetching: boolean;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
  /** Accessible name: what the lines are (shows, days...). */
  label: string;
}

/**
 * Dimensions whose line names are typed by users (a show, a channel, a level, a seller's name): each takes
 * its own direction (`dir="auto"`), so a name in Arabic or starting with digits reads right on any page.
 */
const typedNames = new Set<SalesTable['dimension']>(['show', 'channel', 'priceLevel', 'seller']);

/** A line's name, and under it an event's show or a level's pricing. */
export function LineName({ line, dimension }: { line: Line; dimension: SalesTable['dimension'] }) {
  return (
    <>
      <Text size="sm" fw={500} dir={typedNames.has(dimension) ? 'auto' : undefined}>
        {line.name}
      </Text>
      {line.detail && (
        // An event's show, a level's pricing: typed by users too.
        <Text size="xs" c="dimmed" dir="auto">
          {line.detail}
        </Text>
      )}
    </>
  );
}

/** The API's order: days and events in time, the rest by revenue. */
export const defaultSort = (dimension: SalesTable['dimension']): SortState =>
  dimension === 'day' || dimension === 'event'
    ? { columnAccessor: 'name', direction: 'asc' }
    : { columnAccessor: 'revenueInclVatCents', direction: 'desc' };

function valueOf(line: Line, accessor: string, dimension: SalesTable['dimension']): number | string {
  // Days and events sort by their ISO date, not by "lun. 3 mars".
  if (accessor === 'name') return dimension === 'day' || dimension === 'event' ? line.label : line.name;
  if (accessor.startsWith('vat:')) return line.vatByRate[accessor.slice(4)] ?? 0;
  return (line[accessor as keyof SalesRow] as number | null) ?? 0;
}

/** One analytics table: a line per show, day..., sortable by any column, totals in the footer. */
export function SalesTableView({ table, fetching, sort, onSort, label }: SalesTableViewProps) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const euros = (cents: number) => money(cents, lang);
  const order = sort ?? defaultSort(table.dimension);
  const lines = useMemo(() => {
    const named = table.rows.map((row) => ({ ...row, name: rowLabel(table.dimension, row, t, lang) }));
    const sign = order.direction === 'asc' ? 1 : -1;
    return named.sort((a, b) => {
      const x = valueOf(a, order.columnAccessor, table.dimension);
      const y = valueOf(b, order.columnAccessor, table.dimension);
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), lang))
      );
    });
  }, [table, order.columnAccessor, order.direction, t, lang]);
  const amount = (accessor: keyof SalesRow, title: string): DataTableColumn<Line> => ({
    accessor,
    title,
    textAlign: 'right',
    sortable: true,
    noWrap: true,
    render: (line) => euros(line[accessor] as number),
    footer: euros(table.totals[accessor] as number),
  });
  const columns: DataTableColumn<Line>[] = [
    {
      accessor: 'name',
      title: t(`analytics.dimension.${table.dimension}`),
      sortable: true,
      // A date reads on one line (four lines of "Mon, / Oct / 26, / 2026" on a phone otherwise).
      noWrap: table.dimension === 'day' || table.dimension === 'event',
      render: (line) => <LineName line={line} dimension={table.dimension} />,
      footer: t('analytics.total'),
    },
    {
      accessor: 'tickets',
      title: t('analytics.columns.tickets'),
      textAlign: 'right',
      sortable: true,
      render: (line) => integer(line.tickets, lang),
      footer: integer(table.totals.tickets, lang),
    },
    amount('revenueInclVatCents', t('analytics.columns.revenueInclVat')),
    amount('revenueExclVatCents', t('analytics.columns.revenueExclVat')),
    ...table.vatRates.map((rate): DataTableColumn<Line> => ({
      accessor: `vat:${rate}`,
      title: t('analytics.columns.vatAt', { rate: formatRate(rate, localeOf(lang)) }),
      textAlign: 'right',
      sortable: true,
      noWrap: true,
      render: (line) => euros(line.vatByRate[rate] ?? 0),
      footer: euros(table.totals.vatByRate[rate] ?? 0),
    })),
    amount('feesCents', t('analytics.columns.fees')),
    {
      accessor: 'cancelledTickets',
      title: t('analytics.columns.cancelledTickets'),
      textAlign: 'right',
      sortable: true,
      render: (line) => integer(line.cancelledTickets, lang),
      footer: integer(table.totals.cancelledTickets, lang),
    },
    amount('cancelledCents', t('analytics.columns.cancelledAmount')),
    {
      accessor: 'invitations',
      title: t('analytics.columns.invitations'),
      textAlign: 'right',
      sortable: true,
      render: (line) => integer(line.invitations, lang),
      footer: integer(table.totals.invitations, lang),
    },
    // Money that moved (issue 23); a dash on lines a payment cannot be told to (events, levels, rates).
    ...(['paid', 'refunded', 'revenue'] as const).map((key): DataTableColumn<Line> => ({
      accessor: `${key}Cents`,
      title: t(`analytics.columns.${key}`),
      textAlign: 'right',
      sortable: true,
      noWrap: true,
      render: (line) => {
        const cents = line[`${key}Cents`];
        return cents === null ? '—' : euros(cents);
      },
      footer: euros(table.totals[`${key}Cents`] ?? 0),
    })),
  ];
  return (
    <DataTable<Line>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={lines.length ? undefined : 160}
      noRecordsText={t('analytics.noSales')}
      records={lines}
      idAccessor="key"
      columns={columns}
      fetching={fetching}
      sortStatus={order}
      onSortStatusChange={(s) => onSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })}
    />
  );
}
