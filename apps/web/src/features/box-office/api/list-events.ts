import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { api } from '@/lib/api-client';
import { boxOfficeQueryKey } from './box-office-keys';

/** An event as `GET /api/events` lists it: show, room, start and live counts. */
export type PickerEvent = EventSearchItem;

/**
 * The events a cart can take (`onSale`: scheduled, not started, of a published show with a pricing and a
 * sales channel), the next first, whose show name matches `search`.
 */
export function listPickerEvents(search: string, from: string) {
  const qs = new URLSearchParams({ page: '1', pageSize: '25', onSale: 'true', from, sort: 'startsAt' });
  if (search) qs.set('search', search);
  return api.get<ListResponse<PickerEvent>>(`/events?${qs.toString()}`);
}

export const pickerEventsQueryOptions = (search: string, from: string) =>
  queryOptions({
    queryKey: [...boxOfficeQueryKey, 'events', search, from],
    queryFn: () => listPickerEvents(search, from),
    placeholderData: keepPreviousData,
  });

// The hour is enough precision: the key stays the same while the seller types.
export const upcomingFrom = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();

/** The events to come whose show matches `search`; "to come" from the start of this hour. */
export function useUpcomingEvents(search: string) {
  const [from] = useState(upcomingFrom);
  return useQuery(pickerEventsQueryOptions(search, from));
}
