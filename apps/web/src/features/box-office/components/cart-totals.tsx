import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '@encore/shared/orders/order.schema';
import { formatMoney } from '../lib/format';

/** The four totals of an order as the API derived them (money.ts): never recomputed here. */
export function CartTotals({ totals }: { totals: OrderTotals }) {
  const { t, i18n } = useTranslation('boxOffice');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const line = (label: string, cents: number, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={strong ? 'cart-total' : undefined}
      >
        {money(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {line(t('totals.subtotal'), totals.subtotalCents)}
      {line(t('totals.fees'), totals.feesCents)}
      {line(t('totals.total'), totals.totalCents)}
      <Divider my={4} />
      {line(t('totals.totalInclTax'), totals.totalInclTaxCents, true)}
    </Stack>
  );
}
