import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { money, shortDay } from '../lib/figure-format';

export interface DayFigure {
  day: string;
  tickets: number;
  revenueCents: number;
}

/** Revenue per day (lazy chunk: recharts is only downloaded by screens that draw it). */
export default function SalesChart({ days, label }: { days: DayFigure[]; label: string }) {
  const { t, i18n } = useTranslation('analytics');
  const data = days.map((d) => ({ day: shortDay(d.day, i18n.language), revenue: d.revenueCents / 100 }));
  // The figures are in the cards and tables beside it: the chart is one image to assistive technology.
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'revenue', label: t('figures.revenue'), color: 'violet.6' }]}
        valueFormatter={(v) => money(Math.round(v * 100), i18n.language)}
        tickLine="y"
        gridAxis="x"
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ width: 80 }}
      />
    </div>
  );
}
