import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@/lib/i18n';

/** Checked in / sold, large: the door's running count. */
export function DoorCounts({ checkedIn, sold }: { checkedIn: number; sold: number }) {
  const { t, i18n } = useTranslation('checkIn');
  const format = (n: number) => n.toLocaleString(localeOf(i18n.language));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={700} fz={28} data-testid="door-count" aria-live="polite">
            {t('counts.value', { checkedIn: format(checkedIn), sold: format(sold) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('counts.label')}
          </Text>
        </Group>
        <Progress value={sold ? (100 * checkedIn) / sold : 0} aria-label={t('counts.label')} />
      </Stack>
    </Paper>
  );
}
