import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cartQueryKey } from '../api/box-office-keys';
import { findPickerEvent } from '../api/find-picker-event';
import { getCart } from '../api/get-cart';
import type { BoxOfficeSession } from './use-box-office-session';

/**
 * `/box-office?cart=<id>` (an order page's "Resume"): the counter takes that cart, its channel and the
 * event of its first ticket, then the address drops the parameter (a reload keeps the session's cart).
 */
export function useResumeCart(update: (patch: Partial<BoxOfficeSession>) => void) {
  const { t } = useTranslation('boxOffice');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const cartId = params.get('cart');
  // The latest callbacks, read when the cart arrives: a new `t` or `setParams` (a namespace loaded, the
  // address changed) must not restart the two requests — under load that kept the parameter for seconds.
  const latest = useRef({ client, update, setParams, t });
  latest.current = { client, update, setParams, t };
  useEffect(() => {
    if (!cartId) return;
    let current = true;
    void (async () => {
      try {
        const cart = await getCart(cartId);
        const first = cart.items.find((i) => i.status === 'held');
        const event =
          first && cart.showId
            ? await findPickerEvent(cart.showId, first.eventId, first.eventStartsAt)
            : null;
        if (!current) return;
        latest.current.client.setQueryData(cartQueryKey(cart.id), cart);
        latest.current.update({
          cartId: cart.id,
          channelId: cart.salesChannelId,
          lastOrderId: null,
          ...(event ? { event } : {}),
        });
      } catch (error) {
        const { t } = latest.current;
        if (current)
          notify(
            'error',
            error instanceof ApiError
              ? t(`errors:${error.code}`, { defaultValue: t('errors:generic') })
              : t('errors:network'),
          );
      }
      if (current) latest.current.setParams((p) => (p.delete('cart'), p), { replace: true });
    })();
    return () => {
      current = false;
    };
  }, [cartId]);
}
