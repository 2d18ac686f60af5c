import { Alert, Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CopyValueButton } from '@/components/common/copy-value-button';
import { DetailState, isMissing } from '@/components/resource/detail-state';
import { useAbility } from '@/lib/ability';
import { useSession } from '@/lib/session/session-store';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderCartActions } from '@/features/orders/components/order-cart-actions';
import { OrderApprovals } from '@/features/orders/components/order-approvals';
import { OrderCustomer } from '@/features/orders/components/order-customer';
import { OrderHistory } from '@/features/orders/components/order-history';
import { OrderItems } from '@/features/orders/components/order-items';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderSummary } from '@/features/orders/components/order-summary';
import { orderPermissions } from '@/features/orders/lib/order-permissions';
import { OrderEmails } from '@/features/tickets/components/order-emails';
import { OrderTicketList } from '@/features/tickets/components/order-ticket-list';
import { TicketActions } from '@/features/tickets/components/ticket-actions';
import { ReceiptButton } from '@/features/returns/components/receipt-button';

/** `/order/:orderId`: summary, customer, items, approvals, history, and the actions the user's rules allow. */
export function Component() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('orders');
  const ability = useAbility();
  const session = useSession();
  const query = useOrder(orderId);
  if (!query.data)
    return query.isError && !isMissing(query.error) ? (
      <Alert color="red" role="alert">
        {t('detail.loadFailed')}
      </Alert>
    ) : (
      <DetailState isError={query.isError} error={query.error} />
    );
  const order = query.data;
  const allowed = orderPermissions(ability, order, session.user?.id ?? null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/order/all" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Group gap="xs">
            <Title order={1}>{t('detail.title', { number: order.number })}</Title>
            <CopyValueButton value={order.number} />
          </Group>
          <OrderStatusBadge status={order.status} />
        </Group>
        <OrderActions order={order} allowed={allowed} />
        {allowed.cart && <OrderCartActions order={order} userId={session.user?.id ?? null} />}
      </Group>
      <Group gap="xs" wrap="wrap">
        <TicketActions order={order} />
        <ReceiptButton order={order} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <OrderSummary order={order} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderCustomer customer={order.customer} />
        </Grid.Col>
        <Grid.Col span={12}>
          <OrderItems order={order} canCancel={allowed.cancelItem} />
        </Grid.Col>
        <Grid.Col span={12}>
          <OrderTicketList order={order} />
        </Grid.Col>
        <Grid.Col span={12}>
          <OrderEmails orderId={order.id} />
        </Grid.Col>
        {order.needsApproval && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <OrderApprovals order={order} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: order.needsApproval ? 6 : 12 }}>
          <OrderHistory history={order.history} refunds={order.refunds} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
