import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Availability, InventoryChange } from '@encore/shared/orders/availability.schema';
import { api, apiBaseUrl } from '@/lib/api-client';
import { applyInventoryChange } from '../lib/apply-inventory-change';
import { availabilityQueryKey } from './box-office-keys';

const getStreamToken = async (eventId: string) =>
  (await api.post<{ data: { token: string } }>(`/events/${eventId}/availability/stream-token`)).data.token;

/** After a change, the counts (areas, quotas) come with one refetch for a burst of messages. */
const REFETCH_AFTER_MS = 250;

/**
 * Live holds and sales of one event: `GET /api/events/{id}/availability/stream` (Server-Sent Events). An
 * EventSource cannot send the bearer header, so each connection first asks the API (through api-client,
 * bearer and refresh included) for a short-lived token for that event. A dropped connection reconnects
 * with a new token and refetches what it may have missed. `onChange` hears every message (notices).
 */
export function useAvailabilityStream(
  eventId: string | null,
  cartId: string | null,
  onChange?: (change: InventoryChange) => void,
) {
  const client = useQueryClient();
  const latest = useRef({ cartId, onChange });
  useEffect(() => {
    latest.current = { cartId, onChange };
  });

  useEffect(() => {
    if (!eventId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refetch: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const key = availabilityQueryKey(eventId);
    const refresh = () => {
      clearTimeout(refetch);
      refetch = setTimeout(() => void client.invalidateQueries({ queryKey: key }), REFETCH_AFTER_MS);
    };
    const onMessage = (event: MessageEvent<string>) => {
      const change = JSON.parse(event.data) as InventoryChange;
      client.setQueriesData<Availability>({ queryKey: key }, (current) =>
        current ? applyInventoryChange(current, change, latest.current.cartId) : current,
      );
      latest.current.onChange?.(change);
      refresh();
    };
    const connect = async () => {
      try {
        const token = await getStreamToken(eventId);
        if (stopped) return;
        const url = `${apiBaseUrl}/events/${eventId}/availability/stream?token=${encodeURIComponent(token)}`;
        source = new EventSource(url);
        source.addEventListener('inventory', onMessage);
        source.onopen = () => {
          if (failures > 0) void client.invalidateQueries({ queryKey: key });
          failures = 0;
        };
        source.onerror = () => {
          source?.close();
          reconnect();
        };
      } catch {
        reconnect();
      }
    };
    const reconnect = () => {
      if (stopped) return;
      failures += 1;
      retry = setTimeout(() => void connect(), Math.min(10_000, 500 * 2 ** Math.min(failures, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(refetch);
      source?.close();
    };
  }, [client, eventId]);
}
