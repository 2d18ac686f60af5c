import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { loginPath } from '@/lib/guards/decide-navigation';
import { useAbility } from '@/lib/ability';
import { NotificationsList } from '@/features/inbox/components/notifications-list';
import { OutboxList } from '@/features/inbox/components/outbox-list';

/** Open route (SPEC section 2): a visitor without a session is asked to sign in. */
export function Component() {
  const { t } = useTranslation();
  const { token, user } = useSession();
  const { pathname } = useLocation();
  return (
    <Stack>
      <Title order={1}>{t('inbox.title')}</Title>
      {token && user ? (
        <SignedInInbox />
      ) : (
        <Card withBorder>
          <Stack align="flex-start">
            <Text>{t('inbox.signIn')}</Text>
            <Button component={Link} to={loginPath(pathname)}>
              {t('inbox.signInButton')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The notifications, and for whoever reads the outbox (admins) every e-mail beside them; `?tab=outbox`
 * opens the outbox, `&email={id}` that e-mail opened (a failed e-mail's notification leads there).
 */
function SignedInInbox() {
  const { t } = useTranslation('inbox');
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  if (!ability.can('read', 'Outbox')) return <NotificationsList />;
  const tab = params.get('tab') === 'outbox' ? 'outbox' : 'notifications';
  const email = params.get('email');
  const openId = email && uuid.test(email) ? email : undefined;
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'outbox' ? { tab: 'outbox' } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="notifications">{t('tabs.notifications')}</Tabs.Tab>
        <Tabs.Tab value="outbox">{t('tabs.outbox')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="notifications">
        <NotificationsList />
      </Tabs.Panel>
      <Tabs.Panel value="outbox">
        <OutboxList openId={openId} onShowAll={() => setParams({ tab: 'outbox' }, { replace: true })} />
      </Tabs.Panel>
    </Tabs>
  );
}
