import { Grid, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@encore/shared/orders/order.schema';
import { notify } from '@/lib/notify';
import { useAvailability } from '../api/get-availability';
import { useCart } from '../api/get-cart';
import { useAvailabilityStream } from '../api/use-availability-stream';
import type { BoxOfficeSession } from '../hooks/use-box-office-session';
import { useSale } from '../hooks/use-sale';
import { useSeatSelling } from '../hooks/use-seat-selling';
import type { SaleSetup } from '../lib/sale-setup';
import type { ShortcutHandlers } from './box-office-screen';
import { CartPanel } from './cart-panel';
import { GaAreasPanel } from './ga-areas-panel';
import { LastOrder } from './last-order';
import { SeatSalePanel } from './seat-sale-panel';
import { ValidateDialog } from './validate-dialog';

interface SaleWorkspaceProps {
  setup: SaleSetup;
  session: BoxOfficeSession;
  update: (patch: Partial<BoxOfficeSession>) => void;
  handlers: RefObject<ShortcutHandlers>;
}

/** One event on sale: the map (or areas) on the left, the cart on the right; below each other when narrow. */
export function SaleWorkspace({ setup, session, update, handlers }: SaleWorkspaceProps) {
  const { t } = useTranslation('boxOffice');
  const { event, pricing, index } = setup;
  const cartQuery = useCart(session.cartId);
  const cart = cartQuery.data?.status === 'cart' ? cartQuery.data : null;
  const availability = useAvailability(event.id, session.cartId);
  useAvailabilityStream(event.id, session.cartId);
  const sale = useSale(session, update, index);
  const seats = useSeatSelling(setup, availability.data, sale.addItems);
  const [validating, setValidating] = useState(false);
  const [lastOrder, setLastOrder] = useState<Order | null>(null);
  const bestRef = useRef<HTMLInputElement>(null);
  const cartRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const heldItems = cart?.items.filter((i) => i.status === 'held').length ?? 0;

  // A cart that is no longer one (validated elsewhere, expired and swept) is dropped.
  useEffect(() => {
    if (cartQuery.data && cartQuery.data.status !== 'cart') update({ cartId: null });
    if (cartQuery.isError) update({ cartId: null });
  }, [cartQuery.data, cartQuery.isError, update]);

  const clockOffset = availability.data
    ? Date.parse(availability.data.serverTime) - availability.dataUpdatedAt
    : 0;
  const onExpired = useCallback(() => {
    notify('warning', t('errors:E03005'));
    update({ cartId: null });
  }, [t, update]);
  const onValidated = (order: Order) => {
    setValidating(false);
    setLastOrder(order);
    update({ cartId: null });
    seats.clear();
    mapRef.current?.querySelector('canvas')?.focus();
  };

  useEffect(() => {
    handlers.current = {
      map: () => mapRef.current?.querySelector('canvas')?.focus(),
      best: () => bestRef.current?.focus(),
      add: () => void seats.add(),
      clear: seats.clear,
      cart: () => cartRef.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus(),
      validate: () => heldItems > 0 && setValidating(true),
    };
  });

  const channel = setup.channels.find((c) => c.id === session.channelId) ?? null;
  return (
    <Stack gap="md">
      {lastOrder && <LastOrder order={lastOrder} onClose={() => setLastOrder(null)} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md" ref={mapRef}>
            {index && seats.states && (
              <SeatSalePanel
                index={index}
                states={seats.states}
                categories={pricing!.categories}
                selection={seats.selection}
                onSelectionChange={seats.setSelection}
                backgroundUrl={setup.backgroundUrl}
                fitKey={event.roomId}
                busy={sale.busy}
                bestRef={bestRef}
                onBest={seats.best}
                onAdd={() => void seats.add()}
              />
            )}
            {setup.room.gaAreas.length > 0 && (
              <GaAreasPanel
                areas={setup.room.gaAreas}
                categoryOfArea={setup.categoryOfSeat}
                priceLevels={pricing!.priceLevels}
                availability={availability.data}
                busy={sale.busy}
                onAdd={(gaAreaId, priceLevelId, quantity) =>
                  sale.addItems([{ eventId: event.id, gaAreaId, priceLevelId, quantity }])
                }
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} ref={cartRef}>
          <CartPanel
            cart={cart}
            channelName={channel?.name ?? null}
            priceLevels={pricing!.priceLevels}
            currentEventId={event.id}
            clockOffset={clockOffset}
            busy={sale.busy}
            onLevelChange={(itemId, levelId) => void sale.changeLevel(itemId, levelId)}
            onRemove={(itemId) => void sale.removeItem(itemId)}
            onValidate={() => setValidating(true)}
            onAbandon={() => void sale.abandonCart()}
            onExpired={onExpired}
          />
        </Grid.Col>
      </Grid>
      <ValidateDialog
        cart={cart}
        opened={validating}
        onClose={() => setValidating(false)}
        onValidated={onValidated}
        onExpired={onExpired}
      />
    </Stack>
  );
}
