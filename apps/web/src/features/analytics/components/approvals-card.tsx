import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@encore/shared/analytics/dashboard.schema';
import { money } from '../lib/figure-format';

/** Orders waiting for an approval the user may give, oldest first. */
export function ApprovalsCard({ approvals }: { approvals: NonNullable<Dashboard['approvals']> }) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <Card withBorder h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('dashboard.approvals')}
        </Title>
        <Badge
          component={Link}
          to="/order/all?status=pending_approval"
          variant="light"
          style={{ cursor: 'pointer' }}
          data-testid="approvals-badge"
        >
          {t('dashboard.approvalsTotal', { count: approvals.total })}
        </Badge>
      </Group>
      {approvals.orders.length === 0 ? (
        <Text c="dimmed">{t('dashboard.noApprovals')}</Text>
      ) : (
        <Stack gap="xs">
          {approvals.orders.map((o) => (
            <Group key={o.id} justify="space-between" wrap="nowrap">
              <div>
                <Anchor component={Link} to={`/order/${o.id}`} fw={600} ff="monospace">
                  {o.number}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {/* Typed by users: each name takes its own direction. */}
                  {o.showName && <span dir="auto">{o.showName}</span>}
                  {o.showName && o.customerName && ' · '}
                  {o.customerName && <span dir="auto">{o.customerName}</span>}
                </Text>
              </div>
              <Text size="sm">{money(o.totalInclTaxCents, i18n.language)}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
