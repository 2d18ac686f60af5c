import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode } from '@encore/shared/errors';
import {
  customerInputSchema,
  hasCustomerInfo,
  type AddCartItemsInput,
} from '@encore/shared/orders/cart.schema';
import { customerLanguages, paymentMethods, type Order } from '@encore/shared/orders/order.schema';
import { ApiError } from '@/lib/api-client';
import { applyServerError, issuesByPath, translateErrors } from '@/lib/form/zod-form';
import { notify } from '@/lib/notify';
import { useCurrentTill } from '../api/current-till';
import { useValidateOrder } from '../api/validate-order';
import { formatMoney } from '../lib/format';
import { holdAgainInputs } from '../lib/hold-again';
import { saleErrorMessage } from '../lib/sale-error';
import { initialPayment, PaymentFields, paymentRequest, type PaymentState } from './payment-fields';

interface ValidateDialogProps {
  cart: Order | null;
  opened: boolean;
  onClose: () => void;
  onValidated: (order: Order) => void;
  /** The cart expired meanwhile: the screen starts a new one. */
  onExpired: () => void;
  /** Holds the expired cart's tickets again (a new cart); true when all went in. */
  onHoldAgain?: (inputs: AddCartItemsInput[]) => Promise<boolean>;
}

const initial = { name: '', email: '', phone: '', language: 'fr' };
/** The server's paths of the customer's fields, by the dialog's field names. */
const customerPaths = { 'customer.name': 'name', 'customer.email': 'email', 'customer.phone': 'phone' };

/** Customer (name, and e-mail or phone), language for e-mails and tickets, and payment method. */
export function ValidateDialog(props: ValidateDialogProps) {
  const { cart, opened, onClose, onValidated, onExpired, onHoldAgain } = props;
  const { t, i18n } = useTranslation('boxOffice');
  const form = useForm({ initialValues: initial });
  const [problem, setProblem] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentState>(initialPayment);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const narrow = useMediaQuery('(max-width: 30em)');
  const validate = useValidateOrder();
  // Cash is taken in the seller's open till session (issue 23): said before the sale, not only refused.
  const paysCash = payment.split
    ? payment.lines.some((line) => line.method === 'cash')
    : payment.method === 'cash';
  const till = useCurrentTill(opened);
  const noTill = paysCash && till.data === null;
  // The cart as the dialog opened on it: when its hold lapses meanwhile (the screen drops it), the dialog
  // says so and offers to hold the same tickets again instead of an amount that vanished.
  const [shown, setShown] = useState<Order | null>(null);
  if (opened && cart && cart !== shown) setShown(cart);
  const expired = opened && !cart && !!shown;
  const [holding, setHolding] = useState(false);
  const holdAgain = async () => {
    if (!shown || !onHoldAgain) return;
    setHolding(true);
    try {
      await onHoldAgain(holdAgainInputs(shown));
    } finally {
      setHolding(false);
    }
  };
  const close = () => {
    setProblem(null);
    setPayment(initialPayment);
    setReasonError(undefined);
    setShown(null);
    onClose();
  };
  const submit = form.onSubmit(async (customer) => {
    if (!cart) return;
    if (!hasCustomerInfo(customer)) return setProblem(t('errors:E03004'));
    setProblem(null);
    // An invitation says why (issue 23): asked here before anything is sent.
    if (payment.method === 'free' && !payment.invitationReason)
      return setReasonError(t('validation:orders.invitationReasonRequired'));
    setReasonError(undefined);
    // A malformed e-mail or phone is said under its field ('Invalid email'), before anything is sent.
    const invalid = translateErrors(t, issuesByPath(customerInputSchema.safeParse(customer)));
    if (Object.keys(invalid).length) return form.setErrors(invalid);
    try {
      const order = await validate.mutateAsync({
        orderId: cart.id,
        input: {
          customer: { ...customer, language: customer.language as 'fr' | 'en' },
          ...paymentRequest(payment, cart.totalInclTaxCents),
        },
      });
      // Waiting for approvals is not a finished sale: not green, and what happened comes first (the title).
      if (order.status === 'pending_approval')
        notify('warning', t('validate.pending'), t('validate.pendingTitle'));
      else notify('success', t('validate.success'));
      form.reset();
      setPayment(initialPayment);
      onValidated(order);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.customerRequired)
        return setProblem(t('errors:E03004'));
      // No open till session (closed meanwhile): the dialog says so, with the way to the till; nothing
      // was sold.
      if (error instanceof ApiError && error.code === ErrorCode.noOpenTillSession) {
        const { data } = await till.refetch();
        if (data === null) return;
      }
      if (error instanceof ApiError && error.code === ErrorCode.validation) {
        const paths = Object.keys(customerPaths);
        const rest = applyServerError(error, t, form.setFieldError, paths, {}, customerPaths);
        if (rest === null) return;
      }
      notify('error', saleErrorMessage(t, error), t('validate.failed'));
      if (error instanceof ApiError && error.code === ErrorCode.cartExpired) {
        close();
        onExpired();
      }
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('validate.title')} size="lg" fullScreen={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {cart && payment.method !== 'free' && (
            <Text size="sm">
              {t('validate.amount', { total: formatMoney(cart.totalInclTaxCents, i18n.language) })}
            </Text>
          )}
          {expired && (
            <Alert color="orange" role="alert" title={t('validate.expiredTitle')} data-testid="cart-expired">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('validate.expired')}</Text>
                {onHoldAgain && (
                  <Button
                    size="xs"
                    loading={holding}
                    onClick={() => void holdAgain()}
                    data-testid="hold-again"
                  >
                    {t('validate.holdAgain')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {noTill && (
            <Alert color="orange" role="alert" title={t('errors:E04001')} data-testid="no-till-session">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('validate.noTill')}</Text>
                <Button component={Link} to="/till" size="xs" data-testid="open-till">
                  {t('validate.openTill')}
                </Button>
              </Stack>
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert" data-testid="customer-problem">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t('validate.name')}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('name')}
          />
          {/* Top-aligned: a field's error below it must not push its neighbour's label down. */}
          <Group grow gap="sm" wrap="wrap" align="flex-start">
            <TextInput
              label={t('validate.email')}
              type="email"
              autoComplete="off"
              miw={200}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('validate.phone')}
              type="tel"
              autoComplete="off"
              miw={160}
              {...form.getInputProps('phone')}
            />
          </Group>
          <Select
            label={t('validate.language')}
            data={customerLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            allowDeselect={false}
            w={200}
            {...form.getInputProps('language')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payment-method-label">
              {t('validate.payment')}
            </Text>
            {!payment.split && (
              <SegmentedControl
                aria-labelledby="payment-method-label"
                data={paymentMethods.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
                fullWidth
                // Six methods do not fit side by side on a phone: the last ones were cut off.
                orientation={narrow ? 'vertical' : 'horizontal'}
                value={payment.method}
                onChange={(value) => setPayment({ ...payment, method: value as PaymentState['method'] })}
              />
            )}
          </Stack>
          {cart && (
            <PaymentFields
              state={payment}
              onChange={(next) => {
                if (next.invitationReason) setReasonError(undefined);
                setPayment(next);
              }}
              totalCents={cart.totalInclTaxCents}
              reasonError={reasonError}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close}>
              {t('validate.cancel')}
            </Button>
            <Button
              type="submit"
              loading={validate.isPending}
              disabled={expired}
              data-testid="confirm-validate"
            >
              {t('validate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
