import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/session-store';
import { useCart } from '../api/get-cart';
import type { BoxOfficeSession } from './use-box-office-session';

/**
 * The cart this counter builds, while it is one and this seller's: a cart validated elsewhere, abandoned,
 * expired and swept, or taken over by another seller is dropped (the next add starts a new one). `onExpired` is the countdown's end.
 */
export function useCurrentCart(
  session: BoxOfficeSession,
  update: (patch: Partial<BoxOfficeSession>) => void,
) {
  const { t } = useTranslation('boxOffice');
  const query = useCart(session.cartId);
  const me = useSession().user?.id;
  // Another seller took it over (from its order page): it is theirs now, this counter lets it go.
  const takenOver = Boolean(me && query.data?.createdBy && query.data.createdBy !== me);
  const cart = query.data?.status === 'cart' && !takenOver ? query.data : null;
  useEffect(() => {
    if (takenOver) notify('warning', t('cart.takenOver'));
    if ((query.data && query.data.status !== 'cart') || query.isError || takenOver) update({ cartId: null });
  }, [query.data, query.isError, takenOver, update, t]);
  const onExpired = useCallback(() => {
    notify('warning', t('errors:E03005'));
    update({ cartId: null });
  }, [t, update]);
  const heldItems = cart?.items.filter((i) => i.status === 'held').length ?? 0;
  return { cart, heldItems, onExpired };
}
