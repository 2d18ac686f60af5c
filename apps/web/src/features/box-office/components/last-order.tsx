import { Alert, Anchor, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@encore/shared/orders/order.schema';
import { formatMoney } from '../lib/format';

/** The sale just validated, with its number to read to the customer; the counter is ready for the next. */
export function LastOrder({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('boxOffice');
  return (
    <Alert
      color={order.status === 'pending_approval' ? 'orange' : 'teal'}
      icon={<IconCircleCheck aria-hidden />}
      withCloseButton
      closeButtonLabel={t('lastOrder.close')}
      onClose={onClose}
      data-testid="last-order"
    >
      <Text size="sm">
        {t(order.status === 'pending_approval' ? 'lastOrder.pending' : 'lastOrder.confirmed', {
          total: formatMoney(order.totalInclTaxCents, i18n.language),
        })}{' '}
        <Anchor component={Link} to={`/order/${order.id}`} fw={700}>
          {t('lastOrder.number', { number: order.number })}
        </Anchor>
      </Text>
    </Alert>
  );
}
