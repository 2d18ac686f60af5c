import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BrandMark() {
  const { t } = useTranslation();
  return (
    // Phones show the mark alone (the header needs the room for the language and scheme switches).
    <Link to="/" aria-label={t('appName')} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={800} size="lg" component="span" visibleFrom="xs">
          {t('appName')}
        </Text>
      </Group>
    </Link>
  );
}
