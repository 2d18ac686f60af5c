import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconHandGrab, IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderDetail } from '@encore/shared/orders/order.schema';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useReleaseCart } from '../api/release-cart';
import { useTakeOverCart } from '../api/take-over-cart';
import { cartSellerName, heldTickets } from '../lib/cart-seller';
import { ConfirmActionButton } from './confirm-action-button';

interface OrderCartActionsProps {
  order: OrderDetail;
  /** The signed-in user: the cart's seller resumes or releases it, another seller takes it over. */
  userId: string | null;
}

/** Where the box office opens a cart: its route loads it from the address (use-resume-cart.ts). */
export const boxOfficeCartPath = (orderId: string) => `/box-office?cart=${encodeURIComponent(orderId)}`;

/**
 * A cart left open (a tab closed mid-sale) on its order page: its seller resumes it in the box office or
 * releases its seats (after a confirmation); another seller takes it over first (recorded in its history).
 */
export function OrderCartActions({ order, userId }: OrderCartActionsProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const release = useReleaseCart();
  const takeOver = useTakeOverCart();
  const failed = (error: unknown) =>
    notify(
      'error',
      error instanceof ApiError
        ? t(`errors:${error.code}`, { defaultValue: t('errors:generic') })
        : t('errors:network'),
    );
  if (order.createdBy && order.createdBy !== userId)
    return (
      <ConfirmActionButton
        icon={<IconHandGrab size={16} aria-hidden />}
        label={t('cart.takeOver')}
        title={t('cart.takeOverTitle', { number: order.number })}
        body={t('cart.takeOverBody', { name: cartSellerName(order) ?? t('history.system') })}
        confirmLabel={t('cart.takeOverConfirm')}
        onConfirm={async () => {
          try {
            await takeOver.mutateAsync({ orderId: order.id });
            notify('success', t('cart.takenOver'));
            await navigate(boxOfficeCartPath(order.id));
          } catch (error) {
            failed(error);
          }
        }}
        testId="take-over-cart"
      />
    );
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to={boxOfficeCartPath(order.id)}
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        data-testid="resume-cart"
      >
        {t('cart.resume')}
      </Button>
      <ConfirmActionButton
        variant="default"
        color="red"
        icon={<IconShoppingCartOff size={16} aria-hidden />}
        label={t('cart.release')}
        title={t('cart.releaseTitle', { number: order.number })}
        body={t('cart.releaseBody', { count: heldTickets(order) })}
        confirmLabel={t('cart.releaseConfirm')}
        danger
        onConfirm={async () => {
          try {
            await release.mutateAsync({ orderId: order.id });
            notify('success', t('cart.released'));
          } catch (error) {
            failed(error);
          }
        }}
        testId="release-cart"
      />
    </Group>
  );
}
