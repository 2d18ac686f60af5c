import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@encore/shared/orders/availability.schema';
import { api } from '@/lib/api-client';
import { availabilityQueryKey } from './box-office-keys';

export const getAvailability = async (eventId: string, cartId: string | null) =>
  (
    await api.get<{ data: Availability }>(
      `/events/${eventId}/availability${cartId ? `?cartId=${encodeURIComponent(cartId)}` : ''}`,
    )
  ).data;

/**
 * Kept fresh by the event's stream (use-availability-stream), which patches the cached answer at once and
 * then asks for a refetch (the counts per area and per level). The poll is a safety net only.
 */
export const availabilityQueryOptions = (eventId: string, cartId: string | null) =>
  queryOptions({
    queryKey: [...availabilityQueryKey(eventId), cartId],
    queryFn: () => getAvailability(eventId, cartId),
    refetchInterval: 30_000,
  });

export const useAvailability = (eventId: string | null, cartId: string | null) =>
  useQuery({ ...availabilityQueryOptions(eventId ?? '', cartId), enabled: Boolean(eventId) });
