import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { historyActions, type Order, type OrderHistoryEntry } from '@encore/shared/orders/order.schema';
import { formatInstant, formatMoney } from '../lib/order-format';

const rank = (h: OrderHistoryEntry) => historyActions.indexOf(h.action);
/** Oldest first; steps of the same instant in their natural order (validated, then confirmed). */
const sorted = (history: OrderHistoryEntry[]) =>
  [...history].sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));

/** Who did what, when: the order's history, oldest first. */
export function OrderHistory({
  history: steps,
  refunds = [],
}: {
  history: OrderHistoryEntry[];
  /** The order's refunds, shown among its steps (issue 23). */
  refunds?: Order['refunds'];
}) {
  const { t, i18n } = useTranslation('orders');
  const history: OrderHistoryEntry[] = [
    ...steps,
    ...refunds.map((r): OrderHistoryEntry => ({
      id: r.id,
      action: 'refunded' as OrderHistoryEntry['action'],
      userId: r.refundedBy,
      userName: null,
      at: r.at,
      details: { method: r.method, amountCents: r.amountCents, reason: r.reason },
    })),
  ];
  // An approval says which one: the spec's 'Accepted by Show Manager' / 'Accepted by Producer'.
  const titleOf = (h: OrderHistoryEntry) => {
    if ((h.action as string) === 'refunded')
      return t('history.refunded', {
        amount: formatMoney(Number(h.details?.amountCents), i18n.language),
        method: t(`payment.${String(h.details?.method)}`),
      });
    const as = h.details?.as;
    if (h.action === 'approved' && (as === 'show_manager' || as === 'producer'))
      return t(`approvals.given.${as}`);
    // A take-over names whose cart it was (the history's user is the one who took it).
    const from = h.details?.fromName;
    if (h.action === 'taken_over' && typeof from === 'string' && from)
      return t('history.takenOverFrom', { name: from });
    return t(`history.actions.${h.action}`, { defaultValue: h.action });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          {t('history.title')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2} active={history.length - 1}>
          {sorted(history).map((h) => (
            <Timeline.Item key={h.id} title={titleOf(h)}>
              <Text size="xs" c="dimmed">
                {(h.action as string) === 'refunded'
                  ? formatInstant(h.at, i18n.language)
                  : t('history.by', {
                      name: h.userName ?? t('history.system'),
                      at: formatInstant(h.at, i18n.language),
                    })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
