import { useCallback, useEffect, useState } from 'react';
import type { PickerEvent } from '../api/list-events';

export interface BoxOfficeSession {
  event: PickerEvent | null;
  channelId: string | null;
  cartId: string | null;
  /** The last sale validated here, shown with its number and tickets' buttons until dismissed. */
  lastOrderId: string | null;
}

const KEY = 'encore.box-office';
const empty: BoxOfficeSession = { event: null, channelId: null, cartId: null, lastOrderId: null };

function load(): BoxOfficeSession {
  try {
    return { ...empty, ...(JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as BoxOfficeSession | null) };
  } catch {
    return empty;
  }
}

/**
 * The counter's current sale, kept per browser tab (sessionStorage): a reload keeps the event, the channel,
 * the cart being built and the last sale; a second tab is a second counter with its own cart.
 */
export function useBoxOfficeSession() {
  const [session, setSession] = useState(load);
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(session));
    } catch {
      /* private mode: the sale simply does not survive a reload */
    }
  }, [session]);
  const update = useCallback(
    (patch: Partial<BoxOfficeSession>) => setSession((s) => ({ ...s, ...patch })),
    [],
  );
  return { session, update };
}
