import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderItemStatus, OrderStatus } from '@encore/shared/orders/order.schema';

const colours: Record<OrderStatus | OrderItemStatus, string> = {
  cart: 'gray',
  pending_approval: 'orange',
  confirmed: 'teal',
  cancelled: 'red',
  abandoned: 'gray',
  held: 'orange',
  sold: 'teal',
  released: 'gray',
};

/** An order's (or an item's) status: a dot and a word, never colour alone. */
export function OrderStatusBadge({
  status,
  item,
}: {
  status: OrderStatus | OrderItemStatus;
  item?: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={colours[status]} variant="dot" data-testid="order-status">
      {t(item ? `itemStatus.${status}` : `status.${status}`)}
    </Badge>
  );
}
