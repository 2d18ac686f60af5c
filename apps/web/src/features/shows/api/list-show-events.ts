import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowEvent } from '@encore/shared/shows/event.schema';
import { api } from '@/lib/api-client';
import { showsQueryKey } from './list-shows';

export const listShowEvents = async (showId: string) =>
  (await api.get<{ data: ShowEvent[] }>(`/shows/${showId}/events`)).data;

// Under the shows key: saving a show's schedule refreshes its events too.
export const showEventsQueryKey = (showId: string) => [...showsQueryKey, 'events', showId] as const;

export const showEventsQueryOptions = (showId: string) =>
  queryOptions({
    queryKey: showEventsQueryKey(showId),
    queryFn: () => listShowEvents(showId),
    // Held and sold counts move with every sale and every lapsed hold.
    refetchInterval: 30_000,
  });

export const useShowEvents = (showId: string) => useQuery(showEventsQueryOptions(showId));
