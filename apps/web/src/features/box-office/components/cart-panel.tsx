import { Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import type { PriceLevel } from '@encore/shared/pricings/pricing.schema';
import { levelsOf } from '../lib/seat-requests';
import { sortItems } from '../lib/sort-items';
import { AbandonCartButton } from './abandon-cart-button';
import { CartItemRow } from './cart-item-row';
import { CartTotals } from './cart-totals';
import { HoldCountdown } from './hold-countdown';
import { ValidateButton } from './validate-button';

interface CartPanelProps {
  cart: Order | null;
  channelName: string | null;
  priceLevels: PriceLevel[];
  currentEventId: string | null;
  clockOffset: number;
  busy: boolean;
  onLevelChange: (itemId: string, priceLevelId: string) => void;
  onRemove: (itemId: string) => void;
  onValidate: () => void;
  onAbandon: () => void;
  onExpired: () => void;
  validateRef?: RefObject<HTMLButtonElement | null>;
  /** On a narrow screen "Valider" is in the cart's bar at the bottom of the screen (cart-bar.tsx). */
  validateInBar?: boolean;
}

/** The cart being sold: tickets with their level, the hold countdown, the four totals, validate. */
export function CartPanel(props: CartPanelProps) {
  const { cart, busy } = props;
  const { t } = useTranslation('boxOffice');
  const items = sortItems((cart?.items ?? []).filter((i) => i.status === 'held'));
  const tickets = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cart-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id="cart-title">
              {t('cart.title', { count: tickets })}
            </Title>
            {props.channelName && (
              <Text size="xs" c="dimmed">
                {t('cart.channel', { name: props.channelName })}
              </Text>
            )}
          </div>
          {cart?.expiresAt && items.length > 0 && (
            <HoldCountdown
              expiresAt={cart.expiresAt}
              clockOffset={props.clockOffset}
              onExpired={props.onExpired}
            />
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            {t('cart.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="42vh" type="auto">
            <Stack
              component="ul"
              gap="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('cart.items')}
            >
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  levels={levelsOf(props.priceLevels, item.categoryId)}
                  showStart={item.eventId !== props.currentEventId}
                  busy={busy}
                  onLevelChange={(levelId) => props.onLevelChange(item.id, levelId)}
                  onRemove={() => props.onRemove(item.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {cart && items.length > 0 && <CartTotals totals={cart} />}
        <Stack gap={6}>
          {!props.validateInBar && (
            <ValidateButton
              fullWidth
              disabled={!cart || items.length === 0 || busy}
              onValidate={props.onValidate}
              validateRef={props.validateRef}
            />
          )}
          <AbandonCartButton
            tickets={tickets}
            disabled={!cart || items.length === 0 || busy}
            onAbandon={props.onAbandon}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
