import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventCheckIns } from '@encore/shared/tickets/check-in.schema';
import { ToneBadge } from '@/components/common/tone-badge';
import { toneOf } from '../lib/door-tone';

/** The event's latest scans at every door, newest first. */
export function LatestScans({ latest }: { latest: EventCheckIns['latest'] }) {
  const { t, i18n } = useTranslation('checkIn');
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'Europe/Paris',
    });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="latest-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="latest-title">
          {t('latest.title')}
        </Title>
        {latest.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('latest.none')}
          </Text>
        )}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {latest.map((scan) => (
            <Group key={scan.id} component="li" gap="xs" wrap="nowrap" data-testid="latest-scan">
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {time(scan.at)}
              </Text>
              {/* The answer screen's colours, white text: Mantine's light teal and orange badges are below AA. */}
              <ToneBadge tone={toneOf(scan.result)} style={{ flexShrink: 0 }}>
                {t(`latest.result.${scan.result}`)}
              </ToneBadge>
              <Text size="sm" truncate>
                {[scan.areaLabel, scan.rowLabel, scan.seatLabel].filter(Boolean).join(' · ')}
                {scan.offline ? ` · ${t('latest.offline')}` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
