import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { formatEventStart, formatInstant, formatMoney } from '../lib/order-format';
import { OrderPayments } from './order-payments';

const totalFields = [
  ['subtotal', 'subtotalCents'],
  ['fees', 'feesCents'],
  ['total', 'totalCents'],
  ['totalInclTax', 'totalInclTaxCents'],
] as const;

const testIdOf = (key: string) => `order-${key}`;

/** Number, status, channel, payment, dates and the four totals of an order. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  // One event (the usual case): said once here rather than on every ticket.
  const events = [...new Set(order.items.map((i) => i.eventId))];
  const eventLine = (i: Order['items'][number]) =>
    [formatEventStart(i.eventStartsAt, lang), i.roomName].filter(Boolean).join(' · ');
  const field = (label: string, value: string, testId?: string) => (
    <div key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="summary-title">
          {t('detail.summary')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {field(t('detail.show'), order.showName ?? '—')}
          {events.length === 1 && field(t('detail.event'), eventLine(order.items[0]!))}
          {field(t('detail.channel'), order.salesChannelName)}
          {field(t('detail.payment'), order.paymentMethod ? t(`payment.${order.paymentMethod}`) : '—')}
          {field(t('detail.createdAt'), formatInstant(order.createdAt, lang))}
          {field(t('detail.validatedAt'), order.validatedAt ? formatInstant(order.validatedAt, lang) : '—')}
          {order.cancelledAt && field(t('detail.cancelledAt'), formatInstant(order.cancelledAt, lang))}
        </SimpleGrid>
        {order.status === 'cancelled' && (
          <Text size="xs" c="dimmed" mb={-8}>
            {t('detail.totalsBeforeCancel')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {totalFields.map(([key, cents]) => field(t(`totals.${key}`), money(order[cents]), testIdOf(key)))}
        </SimpleGrid>
        {order.status !== 'cart' && <OrderPayments order={order} />}
      </Stack>
    </Paper>
  );
}
