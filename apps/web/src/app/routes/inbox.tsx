import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { loginPath } from '@/lib/guards/decide-navigation';

/** Open route (SPEC section 2): a visitor without a session is asked to sign in. */
export function Component() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { pathname } = useLocation();
  return (
    <Stack>
      <Title order={1}>{t('inbox.title')}</Title>
      <Card withBorder>
        {token ? (
          <Text c="dimmed">{t('inbox.empty')}</Text>
        ) : (
          <Stack align="flex-start">
            <Text>{t('inbox.signIn')}</Text>
            <Button component={Link} to={loginPath(pathname)}>
              {t('inbox.signInButton')}
            </Button>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
