import { Group, Paper, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { useToastsKeepClearOf } from '@/lib/toast-placement';
import { formatMoney } from '../lib/format';
import { ValidateButton } from './validate-button';

interface CartBarProps {
  cart: Order | null;
  busy: boolean;
  onValidate: () => void;
  validateRef?: RefObject<HTMLButtonElement | null>;
  barRef: RefObject<HTMLDivElement | null>;
}

/**
 * On a phone (or any window where the cart sits under the map) the cart's total and "Valider" stay at
 * the bottom of the screen while the seller scrolls the map: the sale ends without scrolling down to it.
 */
export function CartBar({ cart, busy, onValidate, validateRef, barRef }: CartBarProps) {
  const { t, i18n } = useTranslation('boxOffice');
  const tickets = (cart?.items ?? []).reduce((n, i) => n + (i.status === 'held' ? i.quantity : 0), 0);
  // Kept clear of toasts after "Add to cart" (rank 1): a phone may have no room for both.
  useToastsKeepClearOf(barRef, 1);
  // An empty cart has nothing to total nor validate: the bar would only cover the map.
  if (tickets === 0) return null;
  return (
    <Paper
      ref={barRef}
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 3 }}
      component="section"
      aria-label={t('cart.bar')}
      data-testid="cart-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t('cart.title', { count: tickets })}
          </Text>
          <Text fw={700} size="lg" data-testid="cart-bar-total">
            {t('cart.barTotal', { total: formatMoney(cart?.totalInclTaxCents ?? 0, i18n.language) })}
          </Text>
        </div>
        <ValidateButton disabled={!cart || busy} onValidate={onValidate} validateRef={validateRef} />
      </Group>
    </Paper>
  );
}
