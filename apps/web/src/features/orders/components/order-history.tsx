import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { historyActions, type OrderHistoryEntry } from '@encore/shared/orders/order.schema';
import { formatInstant } from '../lib/order-format';

const rank = (h: OrderHistoryEntry) => historyActions.indexOf(h.action);
/** Oldest first; steps of the same instant in their natural order (validated, then confirmed). */
const sorted = (history: OrderHistoryEntry[]) =>
  [...history].sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));

/** Who did what, when: the order's history, oldest first. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const { t, i18n } = useTranslation('orders');
  // An approval says which one: the spec's 'Accepted by Show Manager' / 'Accepted by Producer'.
  const titleOf = (h: OrderHistoryEntry) => {
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
                {t('history.by', {
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
