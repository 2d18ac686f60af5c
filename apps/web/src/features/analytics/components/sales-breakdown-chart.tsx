import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { SalesTable } from '@encore/shared/analytics/analytics.schema';
import { money } from '../lib/figure-format';
import { rowLabel } from '../lib/sales-labels';

const shown = 10;

/**
 * Revenue of the table's lines (lazy chunk: recharts downloads with the screens that draw it): days in
 * order as columns, anything else as bars of its ten best lines. The table beside it has every figure, so
 * the chart is one image to assistive technology.
 */
export default function SalesBreakdownChart({ table, label }: { table: SalesTable; label: string }) {
  const { t, i18n } = useTranslation('analytics');
  const byDay = table.dimension === 'day';
  const rows = byDay ? table.rows : table.rows.slice(0, shown);
  // Revenue is money that moved (paid minus refunded, issue 23) where the lines can say; events, price
  // levels and VAT rates show their tickets' sales instead, named so.
  const byMoney = table.rows.every((row) => row.revenueCents !== null);
  const data = rows.map((row) => ({
    name: rowLabel(table.dimension, row, t, i18n.language),
    revenue: (byMoney ? (row.revenueCents ?? 0) : row.revenueInclVatCents) / 100,
  }));
  const series = [
    {
      name: 'revenue',
      label: byMoney ? t('figures.revenue') : t('analytics.columns.revenueInclVat'),
      color: 'violet.6',
    },
  ];
  const valueFormatter = (v: number) => money(Math.round(v * 100), i18n.language);
  return (
    <div role="img" aria-label={label}>
      {byDay ? (
        <BarChart
          h={260}
          data={data}
          dataKey="name"
          series={series}
          valueFormatter={valueFormatter}
          tickLine="y"
          gridAxis="y"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ width: 84 }}
        />
      ) : (
        <BarChart
          h={Math.max(120, 34 * data.length + 40)}
          data={data}
          dataKey="name"
          orientation="vertical"
          series={series}
          valueFormatter={valueFormatter}
          tickLine="x"
          gridAxis="x"
          yAxisProps={{ width: 150, interval: 0 }}
          xAxisProps={{ hide: true }}
        />
      )}
    </div>
  );
}
