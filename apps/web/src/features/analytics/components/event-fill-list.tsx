import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardEvent } from '@encore/shared/analytics/dashboard.schema';
import { eventTime, integer, percent } from '../lib/figure-format';

/** Events with their fill rate (sold / capacity); each opens its orders. */
export function EventFillList({ events }: { events: DashboardEvent[] }) {
  const { t, i18n } = useTranslation('analytics');
  if (!events.length) return <Text c="dimmed">{t('dashboard.noEvents')}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((e) => {
        const fill = e.capacity ? e.sold / e.capacity : 0;
        return (
          <li key={e.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`/order/all?eventId=${e.id}`} fw={600} lineClamp={1} dir="auto">
                {e.showName}
              </Anchor>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('dashboard.fill', {
                  sold: integer(e.sold, i18n.language),
                  capacity: integer(e.capacity, i18n.language),
                  rate: percent(fill, i18n.language),
                })}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {eventTime(e.startsAt, i18n.language)} · <span dir="auto">{e.roomName}</span>
              </Text>
              {(e.checkedIn > 0 || Date.parse(e.startsAt) - Date.now() < 6 * 3600_000) && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('dashboard.checkedIn', {
                    count: e.checkedIn,
                    formatted: integer(e.checkedIn, i18n.language),
                  })}
                </Text>
              )}
            </Group>
            <Progress
              value={Math.min(100, fill * 100)}
              size="sm"
              mt={4}
              aria-label={t('dashboard.fillLabel', { show: e.showName, rate: percent(fill, i18n.language) })}
            />
          </li>
        );
      })}
    </Stack>
  );
}
