import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@encore/shared/errors';
import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { SeatMapIndex } from '@encore/shared/rooms/seat-map-index';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAbandonCart } from '../api/abandon-cart';
import { useAddCartItems } from '../api/add-cart-items';
import { availabilityQueryKey } from '../api/box-office-keys';
import { useCreateCart } from '../api/create-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { saleErrorMessage, takenSeatIds } from '../lib/sale-error';
import type { BoxOfficeSession } from './use-box-office-session';

/**
 * The cart writes of the counter, with the spec's messages: the cart is created on the first add (on the
 * chosen channel); a seat taken meanwhile refreshes the map and names the seats; an expired or vanished
 * cart is dropped so the next add starts a new one.
 */
export function useSale(
  session: BoxOfficeSession,
  update: (patch: Partial<BoxOfficeSession>) => void,
  index: SeatMapIndex | null,
) {
  const { t } = useTranslation('boxOffice');
  const client = useQueryClient();
  const create = useCreateCart();
  const add = useAddCartItems();
  const change = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const abandon = useAbandonCart();
  const busy = create.isPending || add.isPending || change.isPending || remove.isPending || abandon.isPending;

  const fail = (error: unknown) => {
    notify('error', saleErrorMessage(t, error, index));
    if (!(error instanceof ApiError)) return;
    if (takenSeatIds(error).length && session.event)
      void client.invalidateQueries({ queryKey: availabilityQueryKey(session.event.id) });
    if (
      error.code === ErrorCode.cartExpired ||
      error.code === ErrorCode.notFound ||
      error.code === ErrorCode.orderState
    )
      update({ cartId: null });
  };

  /** Adds every request (one per price level); true when all went in. */
  const addItems = async (inputs: AddCartItemsInput[]): Promise<boolean> => {
    if (!session.channelId) {
      notify('warning', t('channel.required'));
      return false;
    }
    try {
      let cartId = session.cartId;
      if (!cartId) {
        cartId = (await create.mutateAsync(session.channelId)).id;
        update({ cartId });
      }
      for (const input of inputs) await add.mutateAsync({ cartId, input });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const run = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      (error: unknown) => (fail(error), false),
    );

  return {
    busy,
    addItems,
    changeLevel: (itemId: string, priceLevelId: string) =>
      session.cartId ? run(change.mutateAsync({ cartId: session.cartId, itemId, priceLevelId })) : null,
    removeItem: (itemId: string) =>
      session.cartId ? run(remove.mutateAsync({ cartId: session.cartId, itemId })) : null,
    abandonCart: async () => {
      if (!session.cartId) return;
      if (await run(abandon.mutateAsync(session.cartId))) {
        update({ cartId: null });
        notify('info', t('cart.abandoned'));
      }
    },
  };
}
