import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@encore/shared/orders/order.schema';
import { formatMoney } from '../lib/format';

interface LastOrderProps {
  order: Order;
  onClose: () => void;
  /** The tickets' buttons: printed or e-mailed before the next sale. */
  children?: ReactNode;
}

/** The sale just validated, with its number to read to the customer; the counter is ready for the next. */
export function LastOrder({ order, onClose, children }: LastOrderProps) {
  const { t, i18n } = useTranslation('boxOffice');
  const ref = useRef<HTMLDivElement>(null);
  // The focus went to the next sale's seat count, maybe below: the sale and its tickets' buttons stay in view.
  // A block body: Chromium's scrollIntoView now returns a Promise, which React would call as the cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [order.id]);
  return (
    <Alert
      ref={ref}
      // Below the fixed header (56 px) when scrolled to.
      style={{ scrollMarginTop: 72 }}
      color={order.status === 'pending_approval' ? 'orange' : 'teal'}
      icon={<IconCircleCheck aria-hidden />}
      withCloseButton
      closeButtonLabel={t('lastOrder.close')}
      onClose={onClose}
      data-testid="last-order"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t(order.status === 'pending_approval' ? 'lastOrder.pending' : 'lastOrder.confirmed', {
            total: formatMoney(order.totalInclTaxCents, i18n.language),
          })}{' '}
          <Anchor component={Link} to={`/order/${order.id}`} fw={700}>
            {t('lastOrder.number', { number: order.number })}
          </Anchor>
        </Text>
        {children}
      </Stack>
    </Alert>
  );
}
