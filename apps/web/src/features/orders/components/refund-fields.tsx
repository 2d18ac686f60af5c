import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tenderMethods, type TenderMethod } from '@encore/shared/money/money-facts';
import type { Order } from '@encore/shared/orders/order.schema';
import { formatMoney } from '../lib/order-format';
import { originalMethod, refundProblem, type RefundState } from '../lib/refund';

interface RefundFieldsProps {
  order: Order;
  owedCents: number;
  state: RefundState;
  onChange: (state: RefundState) => void;
}

/** In a cancel dialog: what is owed back, by which method, how much, and why when the method differs. */
export function RefundFields({ order, owedCents, state, onChange }: RefundFieldsProps) {
  const { t, i18n } = useTranslation('orders');
  if (owedCents === 0 || !state.method) return null;
  const problem = refundProblem(state, order, owedCents);
  const otherMethod = state.method !== originalMethod(order);
  return (
    <Stack gap="xs" mt="md" data-testid="refund-fields">
      <Text size="sm" fw={500}>
        {t('refund.owed', { amount: formatMoney(owedCents, i18n.language) })}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('refund.method')}
          data={tenderMethods.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
          allowDeselect={false}
          value={state.method}
          onChange={(value) => value && onChange({ ...state, method: value as TenderMethod })}
          w={160}
          data-testid="refund-method"
        />
        <TextInput
          label={t('refund.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={state.amount}
          onChange={(e) => onChange({ ...state, amount: e.currentTarget.value })}
          error={
            problem === 'amount'
              ? t('refund.amountInvalid')
              : problem === 'tooHigh'
                ? t('refund.tooHigh')
                : undefined
          }
          w={140}
          data-testid="refund-amount"
        />
      </Group>
      {otherMethod && (
        <TextInput
          label={t('refund.reason')}
          required
          value={state.reason}
          onChange={(e) => onChange({ ...state, reason: e.currentTarget.value })}
          error={problem === 'reason' ? t('refund.reasonRequired') : undefined}
          data-testid="refund-reason"
        />
      )}
    </Stack>
  );
}
