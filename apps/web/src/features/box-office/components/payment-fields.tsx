import { Button, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseEurosToCents } from '@encore/shared/money';
import { invitationReasons, tenderMethods, type TenderMethod } from '@encore/shared/money/money-facts';
import type { PaymentInput, ValidateOrderInput } from '@encore/shared/orders/cart.schema';
import type { PaymentMethod } from '@encore/shared/orders/order.schema';
import { formatMoney } from '../lib/format';

/** One line of a split payment as typed: euros as text ("12,50"). */
export interface PaymentLine {
  method: TenderMethod;
  amount: string;
  tendered: string;
}

/** The payment part of the validate dialog's state (issue 23). */
export interface PaymentState {
  method: PaymentMethod;
  invitationReason: string | null;
  /** Cash tendered for a single cash payment, as typed. */
  tendered: string;
  split: boolean;
  lines: PaymentLine[];
}

export const initialPayment: PaymentState = {
  method: 'card',
  invitationReason: null,
  tendered: '',
  split: false,
  lines: [],
};

const cents = (text: string) => (text.trim() ? parseEurosToCents(text) : null);

/** The change due on the cash tendered, or null when nothing (or not enough) was tendered. */
export function changeDue(state: PaymentState, totalCents: number): number | null {
  const cash = state.split
    ? state.lines.filter((l) => l.method === 'cash' && cents(l.tendered) !== null)
    : state.method === 'cash' && cents(state.tendered) !== null
      ? [{ amount: String(totalCents / 100), tendered: state.tendered }]
      : [];
  if (!cash.length) return null;
  let change = 0;
  for (const line of cash) {
    const diff = (cents(line.tendered) ?? 0) - (cents(line.amount) ?? 0);
    if (diff < 0) return null;
    change += diff;
  }
  return change;
}

/** What is left to split among the lines (negative: too much). */
export const leftToSplit = (state: PaymentState, totalCents: number) =>
  totalCents - state.lines.reduce((n, l) => n + (cents(l.amount) ?? 0), 0);

/** The validation's payment fields: an invitation, one payment (by the shorthand), or the lines typed. */
export function paymentRequest(
  state: PaymentState,
  totalCents: number,
): Pick<ValidateOrderInput, 'paymentMethod' | 'payments' | 'invitationReason'> {
  if (state.method === 'free')
    return {
      paymentMethod: 'free',
      invitationReason: (state.invitationReason ?? undefined) as ValidateOrderInput['invitationReason'],
    };
  if (state.split)
    return {
      payments: state.lines.map((l): PaymentInput => {
        const tendered = l.method === 'cash' ? cents(l.tendered) : null;
        return {
          method: l.method,
          amountCents: cents(l.amount) ?? 0,
          ...(tendered !== null ? { tenderedCents: tendered } : {}),
        };
      }),
    };
  const tendered = state.method === 'cash' ? cents(state.tendered) : null;
  if (tendered !== null)
    return { payments: [{ method: 'cash', amountCents: totalCents, tenderedCents: tendered }] };
  return { paymentMethod: state.method };
}

interface PaymentFieldsProps {
  state: PaymentState;
  onChange: (state: PaymentState) => void;
  totalCents: number;
  /** The server's refusal of the invitation's reason, translated. */
  reasonError?: string;
}

/** Under the method's choice: the invitation's reason, the cash tendered and the change, or the split lines. */
export function PaymentFields({ state, onChange, totalCents, reasonError }: PaymentFieldsProps) {
  const { t, i18n } = useTranslation('boxOffice');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const change = changeDue(state, totalCents);
  const methods = tenderMethods.map((m) => ({ value: m, label: t(`payment.${m}`) }));
  const setLine = (i: number, line: Partial<PaymentLine>) =>
    onChange({ ...state, lines: state.lines.map((l, j) => (j === i ? { ...l, ...line } : l)) });
  if (state.method === 'free')
    return (
      <Stack gap={4}>
        <Text size="sm">{t('validate.invitation')}</Text>
        <Select
          label={t('validate.invitationReason')}
          data={invitationReasons.map((r) => ({ value: r, label: t(`invitation.${r}`) }))}
          value={state.invitationReason}
          onChange={(value) => onChange({ ...state, invitationReason: value })}
          error={reasonError}
          required
          w={260}
          data-testid="invitation-reason"
        />
      </Stack>
    );
  const left = leftToSplit(state, totalCents);
  return (
    <Stack gap="xs">
      {!state.split && state.method === 'cash' && (
        <TextInput
          label={t('validate.tendered')}
          inputMode="decimal"
          autoComplete="off"
          w={200}
          value={state.tendered}
          onChange={(e) => onChange({ ...state, tendered: e.currentTarget.value })}
          data-testid="cash-tendered"
        />
      )}
      {state.split &&
        state.lines.map((line, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="wrap" data-testid="payment-line">
            <Select
              label={t('validate.lineMethod')}
              data={methods}
              allowDeselect={false}
              value={line.method}
              onChange={(value) => value && setLine(i, { method: value as TenderMethod })}
              w={150}
            />
            <TextInput
              label={t('validate.lineAmount')}
              inputMode="decimal"
              autoComplete="off"
              value={line.amount}
              onChange={(e) => setLine(i, { amount: e.currentTarget.value })}
              w={120}
            />
            {line.method === 'cash' && (
              <TextInput
                label={t('validate.tendered')}
                inputMode="decimal"
                autoComplete="off"
                value={line.tendered}
                onChange={(e) => setLine(i, { tendered: e.currentTarget.value })}
                w={140}
              />
            )}
            <CloseButton
              aria-label={t('validate.removeLine')}
              onClick={() => onChange({ ...state, lines: state.lines.filter((_, j) => j !== i) })}
              mb={6}
            />
          </Group>
        ))}
      <Group gap="sm">
        {state.split ? (
          <>
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                onChange({
                  ...state,
                  lines: [
                    ...state.lines,
                    { method: 'card', amount: left > 0 ? (left / 100).toFixed(2) : '', tendered: '' },
                  ],
                })
              }
            >
              {t('validate.addLine')}
            </Button>
            <Text size="sm" c={left === 0 ? 'dimmed' : 'orange'} data-testid="left-to-split">
              {t('validate.left', { amount: money(left) })}
            </Text>
          </>
        ) : (
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              onChange({
                ...state,
                split: true,
                lines: [
                  {
                    method: state.method as TenderMethod,
                    amount: (totalCents / 100).toFixed(2),
                    tendered: state.tendered,
                  },
                ],
              })
            }
            data-testid="split-payment"
          >
            {t('validate.split')}
          </Button>
        )}
      </Group>
      {change !== null && (
        <Text size="lg" fw={700} data-testid="change-due">
          {t('validate.change', { amount: money(change) })}
        </Text>
      )}
    </Stack>
  );
}
