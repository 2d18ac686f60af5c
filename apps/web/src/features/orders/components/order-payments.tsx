import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { formatInstant, formatMoney } from '../lib/order-format';

const moneyFields = [
  ['paid', 'paidCents'],
  ['refunded', 'refundedCents'],
  ['balance', 'balanceCents'],
] as const;

/**
 * What became of a cancelled order's money (issue 23): what was refunded of what was paid and how, never
 * only the totals it had.
 */
function cancelledMoney(order: Order, t: TFunction<'orders'>, money: (cents: number) => string) {
  if (order.paidCents === 0) return t('money.cancelledNothingPaid');
  if (order.refundedCents === 0) return t('money.cancelledNotRefunded', { paid: money(order.paidCents) });
  const methods = [...new Set(order.refunds.map((r) => t(`payment.${r.method}`)))].join(', ');
  return t('money.cancelledRefunded', {
    refunded: money(order.refundedCents),
    paid: money(order.paidCents),
    methods,
  });
}

/**
 * The order's money as facts (issue 23): paid, refunded and the balance (still to collect; negative:
 * owed back to the customer), each payment (cash: tendered and change) and each refund, or the invitation.
 */
export function OrderPayments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <Stack gap="xs" data-testid="order-money">
      {order.status === 'cancelled' && (
        <Text size="sm" fw={500} data-testid="order-cancelled-money">
          {cancelledMoney(order, t, money)}
        </Text>
      )}
      {order.invitationReason && (
        <Text size="sm" data-testid="order-invitation">
          {t('money.invitation', { reason: t(`money.reasons.${order.invitationReason}`) })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        {moneyFields.map(([key, cents]) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {t(`money.${key}`)}
            </Text>
            <Text size="sm" fw={500} data-testid={`order-${key}`}>
              {money(order[cents])}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {order.payments.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('money.payments')} data-testid="order-payments">
          {order.payments.map((p) => (
            <List.Item key={p.id}>
              {t('money.payment', {
                method: t(`payment.${p.method}`),
                amount: money(p.amountCents),
                at: formatInstant(p.at, lang),
              })}
              {p.tenderedCents !== null &&
                ` · ${t('money.tendered', { tendered: money(p.tenderedCents), change: money(p.changeCents ?? 0) })}`}
              {p.reference && ` · ${p.reference}`}
            </List.Item>
          ))}
        </List>
      )}
      {order.refunds.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('money.refunds')} data-testid="order-refunds">
          {order.refunds.map((r) => (
            <List.Item key={r.id}>
              {t('money.refund', {
                method: t(`payment.${r.method}`),
                amount: money(r.amountCents),
                at: formatInstant(r.at, lang),
              })}
              {r.reason && ` · ${r.reason}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
