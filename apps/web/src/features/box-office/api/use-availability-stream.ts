import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Availability, InventoryChange } from '@encore/shared/orders/availability.schema';
import { api } from '@/lib/api-client';
import { useEventStream } from '@/lib/sse/use-event-stream';
import { applyInventoryChange } from '../lib/apply-inventory-change';
import { availabilityQueryKey } from './box-office-keys';

const getStreamToken = async (eventId: string) =>
  (await api.post<{ data: { token: string } }>(`/events/${eventId}/availability/stream-token`)).data.token;

/** After a change, the counts (areas, quotas) come with one refetch for a burst of messages. */
const REFETCH_AFTER_MS = 250;

/**
 * Live holds and sales of one event: `GET /api/events/{id}/availability/stream` (Server-Sent Events), with
 * a token for that event. A connection opened again refetches what it may have missed. `onChange` hears
 * every message (notices).
 */
export function useAvailabilityStream(
  eventId: string | null,
  cartId: string | null,
  onChange?: (change: InventoryChange) => void,
) {
  const client = useQueryClient();
  const refetch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetch.current), [eventId]);
  const key = availabilityQueryKey(eventId ?? '');
  useEventStream(eventId, {
    path: `/events/${eventId}/availability/stream`,
    token: () => getStreamToken(eventId ?? ''),
    event: 'inventory',
    onMessage: (data) => {
      const change = JSON.parse(data) as InventoryChange;
      client.setQueriesData<Availability>({ queryKey: key }, (current) =>
        current ? applyInventoryChange(current, change, cartId) : current,
      );
      onChange?.(change);
      clearTimeout(refetch.current);
      refetch.current = setTimeout(() => void client.invalidateQueries({ queryKey: key }), REFETCH_AFTER_MS);
    },
    onReconnected: () => void client.invalidateQueries({ queryKey: key }),
    retry: { baseMs: 500, maxMs: 10_000 },
  });
}
