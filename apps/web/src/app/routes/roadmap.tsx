import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/common/tone-badge';

const items = [
  { key: 'foundation', shipped: true },
  { key: 'catalogue', shipped: true },
  { key: 'rooms', shipped: true },
  { key: 'shows', shipped: true },
  { key: 'boxOffice', shipped: false },
  { key: 'analytics', shipped: false },
];

export function Component() {
  const { t } = useTranslation('about');
  return (
    <Stack>
      <Title order={1}>{t('roadmap.title')}</Title>
      <Text c="dimmed">{t('roadmap.intro')}</Text>
      <Stack component="ol" gap="sm" p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Card component="li" withBorder key={item.key}>
            <Group justify="space-between" wrap="nowrap">
              <Text>{t(`roadmap.items.${item.key}`)}</Text>
              <ToneBadge tone={item.shipped ? 'green' : 'gray'}>
                {item.shipped ? t('roadmap.shipped') : t('roadmap.next')}
              </ToneBadge>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
