import { Grid, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Order } from '@encore/shared/orders/order.schema';
import { selectedCount } from '@encore/shared/rooms/seat-selection';
import { useAvailability } from '../api/get-availability';
import { soldOrderQueryKey, useSoldOrder } from '../api/get-sold-order';
import { useAvailabilityStream } from '../api/use-availability-stream';
import type { BoxOfficeSession } from '../hooks/use-box-office-session';
import { useCurrentCart } from '../hooks/use-current-cart';
import { useSale } from '../hooks/use-sale';
import { useFocusRequest } from '../hooks/use-focus-request';
import { useSeatSelling } from '../hooks/use-seat-selling';
import type { SaleSetup } from '../lib/sale-setup';
import type { ShortcutHandlers } from '../lib/shortcuts';
import { useToastsKeepClearOf } from '@/lib/toast-placement';
import { CartBar } from './cart-bar';
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
  /** When the seller picked the event (0: restored by a reload, the focus stays where it is). */
  pickedAt: number;
  orderTools?: (order: Order) => ReactNode;
}

/** One event on sale: the map (or areas) on the left, the cart on the right; below each other when narrow. */
export function SaleWorkspace(props: SaleWorkspaceProps) {
  const { setup, session, update, handlers, pickedAt } = props;
  const { event, pricing, index } = setup;
  const { cart, heldItems, onExpired } = useCurrentCart(session, update);
  const availability = useAvailability(event.id, session.cartId);
  useAvailabilityStream(event.id, session.cartId);
  const sale = useSale(session, update, index);
  const seats = useSeatSelling(setup, availability.data, sale.addItems);
  const [validating, setValidating] = useState(false);
  const client = useQueryClient();
  // The last sale survives a reload (its id is in the tab's session), read back for its status and number.
  const lastOrder = useSoldOrder(session.lastOrderId).data ?? null;
  const bestRef = useRef<HTMLInputElement>(null);
  const [addRef, focusAdd] = useFocusRequest<HTMLButtonElement>(
    selectedCount(seats.selection) > 0 && !sale.busy,
  );
  const cartRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const [validateRef, focusValidate] = useFocusRequest<HTMLButtonElement>(heldItems > 0 && !sale.busy);
  // A toast never covers "Add to cart" (a seat warning at the bottom right landed on it).
  useToastsKeepClearOf(addRef);
  // Below the side-by-side layout the cart is under the map: its total and Valider go to a bar kept on screen.
  const stacked = useMediaQuery(`(width < ${useMantineTheme().breakpoints.lg})`) ?? false;
  const barRef = useRef<HTMLDivElement>(null);
  // The counter's flow by keyboard: event -> how many seats -> Add -> Validate -> the next sale.
  const thenValidate = (added: boolean) => {
    if (added) focusValidate();
    return added;
  };
  const addSelection = () => seats.add().then(thenValidate);
  // Once per pick, when "how many seats" is there: the seats wait for the event's availability.
  const seatsReady = !index || seats.states !== null;
  const focusedPick = useRef<typeof pickedAt>(undefined);
  useEffect(() => {
    if (!pickedAt || !seatsReady || focusedPick.current === pickedAt) return;
    focusedPick.current = pickedAt;
    bestRef.current?.focus();
  }, [pickedAt, seatsReady]);

  const clockOffset = availability.data
    ? Date.parse(availability.data.serverTime) - availability.dataUpdatedAt
    : 0;
  const onValidated = (order: Order) => {
    setValidating(false);
    client.setQueryData(soldOrderQueryKey(order.id), order);
    update({ cartId: null, lastOrderId: order.id });
    seats.clear();
    bestRef.current?.focus();
  };

  useEffect(() => {
    handlers.current = {
      map: () => mapRef.current?.querySelector('canvas')?.focus(),
      best: () => bestRef.current?.focus(),
      add: () => void addSelection(),
      clear: seats.clear,
      // The first ticket's price level (what a seller changes there), not its delete button: Enter on
      // that deleted a ticket.
      cart: () =>
        (
          cartRef.current?.querySelector<HTMLElement>(
            'input[data-cart-level]:not(:disabled), [data-testid="validate-button"]',
          ) ?? validateRef.current
        )?.focus(),
      validate: () => heldItems > 0 && setValidating(true),
    };
  });

  const channel = setup.channels.find((c) => c.id === session.channelId) ?? null;
  return (
    <Stack gap="md">
      {lastOrder && (
        <LastOrder order={lastOrder} onClose={() => update({ lastOrderId: null })}>
          {props.orderTools?.(lastOrder)}
        </LastOrder>
      )}
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
                addRef={addRef}
                onBest={(categoryId, count) => {
                  const found = seats.best(categoryId, count);
                  if (found) focusAdd();
                  return found;
                }}
                onAdd={() => void addSelection()}
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
                  sale.addItems([{ eventId: event.id, gaAreaId, priceLevelId, quantity }]).then(thenValidate)
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
            validateRef={stacked ? undefined : validateRef}
            validateInBar={stacked}
          />
        </Grid.Col>
      </Grid>
      {stacked && (
        <CartBar
          cart={cart}
          busy={sale.busy}
          onValidate={() => setValidating(true)}
          validateRef={validateRef}
          barRef={barRef}
        />
      )}
      <ValidateDialog
        cart={cart}
        opened={validating}
        onClose={() => setValidating(false)}
        onValidated={onValidated}
        onExpired={onExpired}
        onHoldAgain={sale.addItems}
      />
    </Stack>
  );
}
