import { Alert, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-store';
import { useDashboard } from '@/features/analytics/api/get-dashboard';
import { ApprovalsCard } from '@/features/analytics/components/approvals-card';
import { BusinessSection } from '@/features/analytics/components/business-section';
import { EventFillList } from '@/features/analytics/components/event-fill-list';
import { MySalesSection } from '@/features/analytics/components/my-sales-section';

/** The personal dashboard: the sections the user's rules give (GET /api/dashboard), each figure a link. */
export function Component() {
  const { t } = useTranslation('analytics');
  const { user } = useSession();
  const { data, isError } = useDashboard();
  if (!user) return null;
  return (
    <Stack>
      <Title order={1}>{t('dashboard.welcome', { name: user.firstName })}</Title>
      {isError && <Alert color="red">{t('dashboard.loadFailed')}</Alert>}
      {!data && !isError && <Skeleton h={160} />}
      {data?.mySales && <MySalesSection mySales={data.mySales} today={data.today} />}
      {data?.business && <BusinessSection business={data.business} today={data.today} />}
      {data && (
        <Grid>
          <Grid.Col span={{ base: 12, md: data.approvals ? 7 : 12 }}>
            <Card withBorder h="100%">
              <Title order={2} size="h5" mb="sm">
                {t(
                  data.events.window === 'today_tomorrow'
                    ? 'dashboard.eventsSoon'
                    : 'dashboard.eventsUpcoming',
                )}
              </Title>
              <EventFillList events={data.events.items} />
            </Card>
          </Grid.Col>
          {data.approvals && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ApprovalsCard approvals={data.approvals} />
            </Grid.Col>
          )}
        </Grid>
      )}
      {data && !data.mySales && !data.business && !data.events.items.length && (
        <Text c="dimmed">{t('dashboard.nothing')}</Text>
      )}
    </Stack>
  );
}
