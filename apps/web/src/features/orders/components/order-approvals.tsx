import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { approvalRoles, type Order } from '@encore/shared/orders/order.schema';
import { formatInstant } from '../lib/order-format';

/** The two approvals of an order on a channel that needs them: given (who, when) or awaited. */
export function OrderApprovals({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="approvals-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="approvals-title">
          {t('approvals.title')}
        </Title>
        {approvalRoles.map((role) => {
          const given = order.approvals.find((a) => a.as === role);
          return (
            <Group key={role} gap="xs" wrap="nowrap" align="flex-start" data-testid={`approval-${role}`}>
              {given ? (
                <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
              ) : (
                <IconHourglass size={20} color="var(--mantine-color-orange-6)" aria-hidden />
              )}
              <div>
                <Text size="sm" fw={500}>
                  {given ? t(`approvals.given.${role}`) : t(`approvals.awaited.${role}`)}
                </Text>
                {given && (
                  <Text size="xs" c="dimmed">
                    {t('approvals.by', { name: given.userName, at: formatInstant(given.at, i18n.language) })}
                  </Text>
                )}
              </div>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
