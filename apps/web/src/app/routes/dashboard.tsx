import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { visibleNavItems } from '@/components/shell/nav-items';

/** The personal dashboard: for now a welcome and the sections this user may open. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const ability = useAbility();
  if (!user) return null;
  const sections = visibleNavItems(user, ability).filter((item) => item.to !== '/');
  return (
    <Stack>
      <Title order={1}>{t('dashboard.welcome', { name: user.firstName })}</Title>
      {user.role && <Text c="dimmed">{t('dashboard.role', { role: t(`roles.${user.role.name}`) })}</Text>}
      <Title order={2} size="h3" mt="md">
        {t('dashboard.sections')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {sections.map((item) => (
          <Card key={item.to} withBorder padding="lg">
            <item.icon size={28} aria-hidden />
            <Text fw={600} mt="sm">
              {t(item.label)}
            </Text>
            <Button
              component={Link}
              to={item.to}
              variant="light"
              mt="md"
              aria-label={`${t('dashboard.open')} ${t(item.label)}`}
            >
              {t('dashboard.open')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
