import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalRoles, type ApprovalRole, type Order } from '@encore/shared/orders/order.schema';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useApproveOrder } from '../api/approve-order';
import { useCancelOrder } from '../api/cancel-order';
import { ConfirmActionButton } from './confirm-action-button';
import { RefundFields } from './refund-fields';
import type { ApprovalRefusal } from '../lib/order-permissions';
import { initialRefund, owedFor, refundProblem, refundRequest, type RefundState } from '../lib/refund';

interface OrderActionsProps {
  order: Order;
  allowed: {
    approveAsManager: boolean;
    approveAsProducer: boolean;
    cancel: boolean;
    /** The approval the user's role would give, refused to them as a person: said instead of a button. */
    approvalRefused?: ApprovalRefusal | null;
  };
}

/**
 * Approve (as show manager, as producer) and cancel the order: each after a confirmation. Whoever the API
 * would refuse as approver (the seller, the giver of the other approval) reads why instead of a button.
 */
export function OrderActions({ order, allowed }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const approve = useApproveOrder();
  const cancel = useCancelOrder();
  const owed = owedFor(order);
  const [refund, setRefund] = useState<RefundState>(() => initialRefund(order, owed));
  // An approval refused because the sale closed meanwhile says why (the event cancelled, started...).
  const failed = (error: unknown) => notify('error', apiErrorMessage(t, error));
  const approveAs = async (as: ApprovalRole) => {
    try {
      const next = await approve.mutateAsync({ orderId: order.id, as });
      notify(
        'success',
        t(`approvals.given.${as}`),
        next.status === 'confirmed' ? t('approvals.confirmed') : undefined,
      );
    } catch (error) {
      failed(error);
    }
  };
  const approveButton = (as: ApprovalRole) => (
    <ConfirmActionButton
      key={as}
      icon={<IconCircleCheck size={16} aria-hidden />}
      label={t(`approvals.approve.${as}`)}
      title={t(`approvals.approve.${as}`)}
      body={t('approvals.body', { number: order.number })}
      confirmLabel={t('approvals.confirm')}
      onConfirm={() => approveAs(as)}
      testId={`approve-${as}`}
    />
  );
  const refused = allowed.approvalRefused ?? null;
  if (!allowed.approveAsManager && !allowed.approveAsProducer && !allowed.cancel && !refused) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {approvalRoles
        .filter((as) => (as === 'producer' ? allowed.approveAsProducer : allowed.approveAsManager))
        .map(approveButton)}
      {refused && (
        <Group gap={6} wrap="nowrap" maw={360} data-testid="approval-refused">
          <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{t(`approvals.refused.${refused}`)}</Text>
        </Group>
      )}
      {allowed.cancel && (
        <ConfirmActionButton
          variant="default"
          color="red"
          icon={<IconReceiptOff size={16} aria-hidden />}
          label={t('actions.cancel')}
          title={t('actions.cancelTitle', { number: order.number })}
          body={t('actions.cancelBody')}
          confirmLabel={t('actions.cancelConfirm')}
          danger
          onOpen={() => setRefund(initialRefund(order, owed))}
          confirmDisabled={owed > 0 && refundProblem(refund, order, owed) !== null}
          onConfirm={async () => {
            try {
              await cancel.mutateAsync({ orderId: order.id, refund: refundRequest(refund, order, owed) });
              notify('success', t('actions.cancelled'));
            } catch (error) {
              failed(error);
            }
          }}
          testId="cancel-order"
        >
          <RefundFields order={order} owedCents={owed} state={refund} onChange={setRefund} />
        </ConfirmActionButton>
      )}
    </Group>
  );
}
