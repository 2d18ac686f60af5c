import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { change, percent } from '../lib/figure-format';

interface FigureCardProps {
  label: string;
  value: string;
  /** A second figure under the value (tickets under revenue). */
  detail?: string;
  /** Smaller figures under it (paid and refunded apart, cancelled tickets). */
  more?: string[];
  /** The same figure over the previous period, for the change badge. */
  compare?: { now: number; before: number; text: string };
  /** The list behind the figure. */
  to: string;
}

/** One figure of the dashboard; the whole card opens the list behind it. */
export function FigureCard({ label, value, detail, more, compare, to }: FigureCardProps) {
  const { t, i18n } = useTranslation('analytics');
  const ratio = compare ? change(compare.now, compare.before) : null;
  return (
    <Card withBorder padding="md" component={Link} to={to} className="figure-card">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {detail && <Text size="sm">{detail}</Text>}
      {more?.map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
      {compare && (
        <Group gap={6} mt={4} wrap="nowrap">
          {ratio !== null && (
            <Text
              size="xs"
              fw={700}
              className={ratio >= 0 ? 'figure-up' : 'figure-down'}
              title={t('dashboard.changeLabel', { change: percent(ratio, i18n.language) })}
            >
              {ratio >= 0 ? '+' : ''}
              {percent(ratio, i18n.language)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {compare.text}
          </Text>
        </Group>
      )}
    </Card>
  );
}
