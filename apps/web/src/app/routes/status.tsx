import { Button, Card, Group, Stack, Table, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHealth } from '@/features/system/api/get-health';
import { localeOf } from '@/lib/i18n';

function State({ up, checking }: { up: boolean; checking: boolean }) {
  const { t } = useTranslation('about');
  // Strong shades keep AA contrast on each scheme's background.
  const shade = useComputedColorScheme('light') === 'dark' ? 4 : 9;
  if (checking) return <Text c="dimmed">{t('status.checking')}</Text>;
  return (
    <Text fw={700} c={`${up ? 'teal' : 'red'}.${shade}`}>
      {up ? t('status.up') : t('status.down')}
    </Text>
  );
}

export function Component() {
  const { t, i18n } = useTranslation('about');
  const health = useHealth();
  const data = health.data;
  const checking = health.isFetching && !data;
  return (
    <Stack>
      <Title order={1}>{t('status.title')}</Title>
      <Card withBorder>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('status.version')}</Table.Th>
              <Table.Td data-testid="status-version">{data?.version ?? '—'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('status.api')}</Table.Th>
              <Table.Td data-testid="status-api">
                <State up={Boolean(data)} checking={checking} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('status.database')}</Table.Th>
              <Table.Td data-testid="status-database">
                <State up={data?.database.status === 'up'} checking={checking} />
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {health.dataUpdatedAt > 0 &&
              t('status.checkedAt', {
                time: new Date(health.dataUpdatedAt).toLocaleTimeString(localeOf(i18n.language)),
              })}
          </Text>
          <Button variant="light" onClick={() => void health.refetch()} loading={health.isFetching}>
            {t('status.refresh')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
