import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useCart } from '../api/get-cart';
import type { BoxOfficeSession } from './use-box-office-session';

/**
 * The cart this counter builds, while it is one: a cart validated elsewhere, abandoned, or expired and
 * swept is dropped (the next add starts a new one). `onExpired` is the countdown's end.
 */
export function useCurrentCart(
  session: BoxOfficeSession,
  update: (patch: Partial<BoxOfficeSession>) => void,
) {
  const { t } = useTranslation('boxOffice');
  const query = useCart(session.cartId);
  const cart = query.data?.status === 'cart' ? query.data : null;
  useEffect(() => {
    if ((query.data && query.data.status !== 'cart') || query.isError) update({ cartId: null });
  }, [query.data, query.isError, update]);
  const onExpired = useCallback(() => {
    notify('warning', t('errors:E03005'));
    update({ cartId: null });
  }, [t, update]);
  const heldItems = cart?.items.filter((i) => i.status === 'held').length ?? 0;
  return { cart, heldItems, onExpired };
}
