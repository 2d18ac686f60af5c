import { lazy, Suspense } from 'react';
import { Anchor, Card, Grid, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { addDays } from '@encore/shared/analytics/calendar-days';
import { integer, money } from '../lib/figure-format';
import { moneyLines } from '../lib/money-lines';
import { FigureCard } from './figure-card';

const SalesChart = lazy(() => import('./sales-chart'));

const periods = [
  { key: 'last7', before: 'previous7', days: 7 },
  { key: 'last30', before: 'previous30', days: 30 },
] as const;

/** Sales of the business (a producer's: its own shows): today, 7 and 30 days, per day, top shows. */
export function BusinessSection({
  business,
  today,
}: {
  business: NonNullable<Dashboard['business']>;
  today: string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const orders = (from: string) => `/order/all?status=confirmed&from=${from}&to=${today}`;
  const tickets = (n: number) => t('figures.ticketCount', { count: n, formatted: integer(n, lang) });
  const period = (key: 'last7' | 'last30', before: 'previous7' | 'previous30', days: number) => (
    <FigureCard
      key={key}
      label={t(`dashboard.${key}`)}
      value={money(business[key].revenueCents, lang)}
      detail={moneyLines(t, lang, business[key])[0]}
      more={moneyLines(t, lang, business[key]).slice(1)}
      compare={{
        now: business[key].revenueCents,
        before: business[before].revenueCents,
        text: t('dashboard.previous', { value: money(business[before].revenueCents, lang) }),
      }}
      to={orders(addDays(today, -(days - 1)))}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t(business.scope === 'own' ? 'dashboard.ownSales' : 'dashboard.sales')}
        </Title>
        <Anchor component={Link} to="/settings/analytics">
          {t('dashboard.openAnalytics')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard
          label={t('dashboard.today')}
          value={money(business.today.revenueCents, lang)}
          detail={moneyLines(t, lang, business.today)[0]}
          more={moneyLines(t, lang, business.today).slice(1)}
          to={orders(today)}
        />
        {periods.map((p) => period(p.key, p.before, p.days))}
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder h="100%">
            <Title order={3} size="h5" mb="sm">
              {t('dashboard.perDay')}
            </Title>
            <Suspense fallback={<Loader size="sm" role="status" aria-label={t('dashboard.loadingChart')} />}>
              <SalesChart days={business.perDay} label={t('dashboard.perDay')} />
            </Suspense>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder h="100%">
            <Title order={3} size="h5" mb="sm">
              {t('dashboard.topShows')}
            </Title>
            {business.topShows.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noSales')}</Text>
            ) : (
              <Table verticalSpacing={6}>
                <Table.Tbody>
                  {business.topShows.map((s) => (
                    <Table.Tr key={s.showId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/order/all?showId=${s.showId}&from=${addDays(today, -29)}&to=${today}`}
                          dir="auto"
                        >
                          {s.showName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        {money(s.revenueCents, lang)}
                        <Text size="xs" c="dimmed">
                          {tickets(s.tickets)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
