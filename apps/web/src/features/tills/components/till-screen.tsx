import { Alert, Button, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCurrentSession } from '../api/till-queries';
import { dateTime, money } from '../lib/format';
import { BalanceTable } from './balance-table';
import { CloseSessionForm } from './close-session-form';
import { MovementForm } from './movement-form';
import { OpenSessionForm } from './open-session-form';
import { TillsAdmin } from './tills-admin';
import { ZReport } from './z-report';

/**
 * `/till`: the seller's till session. None open: choose a till and count the float. Open: what the
 * drawer should hold, cash movements, the closing count. Just closed: expected / counted / variance and
 * the Z report. Administrators also see every till and add them.
 */
export function TillScreen() {
  const { t, i18n } = useTranslation('till');
  const ability = useAbility();
  const current = useCurrentSession();
  const [closedId, setClosedId] = useState<string | null>(null);
  const session = current.data;
  const admin = ability.can('create', 'Till');

  let body;
  if (current.isPending) body = <Loader />;
  else if (current.isError) body = <Alert color="red">{apiErrorMessage(t, current.error)}</Alert>;
  else if (session)
    body = (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Card withBorder component="section" aria-labelledby="till-session-title">
              <Stack gap="xs">
                <Title order={2} size="h3" id="till-session-title">
                  {t('session.title', { till: session.tillName })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('session.openedAt', {
                    at: dateTime(session.openedAt, i18n.language),
                    name: session.openedByName,
                  })}
                </Text>
                <Group justify="space-between">
                  <Text>{t('session.float')}</Text>
                  <Text fw={600}>{money(session.openingFloatCents, i18n.language)}</Text>
                </Group>
                <Title order={3} size="h5">
                  {t('session.expectedNow')}
                </Title>
                <BalanceTable expected={session.expected} counted={null} variance={null} />
              </Stack>
            </Card>
            <MovementForm session={session} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CloseSessionForm session={session} onClosed={setClosedId} />
        </Grid.Col>
      </Grid>
    );
  else if (closedId)
    body = (
      <Stack gap="md">
        <ZReport sessionId={closedId} />
        <Button variant="default" onClick={() => setClosedId(null)} data-testid="till-new-session">
          {t('report.newSession')}
        </Button>
      </Stack>
    );
  else body = <OpenSessionForm />;

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {body}
      {admin && <TillsAdmin canCreate />}
    </Stack>
  );
}
