import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { EventSearchItem } from '@encore/shared/shows/event-search.schema';
import { ticketApi } from '@encore/shared/tickets/ticket-api';
import type {
  CheckInAnswer,
  CheckInBatchAnswer,
  CheckInManifest,
  CheckInRequest,
  EventCheckIns,
} from '@encore/shared/tickets/check-in.schema';
import { api } from '@/lib/api-client';
import type { QueuedScan } from '../lib/scan-queue';

const path = (p: string) => p.replace(/^\/api/, '');
export const checkInKey = ['check-in'] as const;

/** Where the door's event list starts: the start of the hour, 6 h back (the key stays while the doorman types). */
export const doorEventsFrom = () =>
  new Date(Math.floor(Date.now() / 3_600_000 - 6) * 3_600_000).toISOString();

/** Events of the day and to come (one that started a few hours ago still lets people in), the next first. */
export const doorEventsQueryOptions = (search: string, from: string) =>
  queryOptions({
    queryKey: [...checkInKey, 'events', search, from],
    queryFn: () => {
      const qs = new URLSearchParams({
        page: '1',
        pageSize: '25',
        status: 'scheduled',
        from,
        sort: 'startsAt',
      });
      if (search) qs.set('search', search);
      return api.get<ListResponse<EventSearchItem>>(`/events?${qs.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

export function useDoorEvents(search: string) {
  const [from] = useState(doorEventsFrom);
  return useQuery(doorEventsQueryOptions(search, from));
}

/** A door never waits long: without an answer in 4 s the scan is checked on the device instead. */
export const postCheckIn = async (body: CheckInRequest) =>
  (
    await api.post<{ data: CheckInAnswer }>(path(ticketApi.checkIn()), body, {
      signal: AbortSignal.timeout(4000),
      idempotent: true,
    })
  ).data;

export const postCheckInBatch = async (eventId: string, scans: QueuedScan[]) =>
  (
    await api.post<{ data: CheckInBatchAnswer[] }>(
      path(ticketApi.checkInBatch()),
      {
        eventId,
        scans: scans.map(({ code, nonce, scannedAt, device }) => ({ code, nonce, scannedAt, device })),
      },
      { idempotent: true },
    )
  ).data;

export const getManifest = async (eventId: string) =>
  (await api.get<{ data: CheckInManifest }>(path(ticketApi.manifest(eventId)))).data;

/** The running count, refreshed every few seconds (other doors scan too). */
export const useEventCheckIns = (eventId: string | null, online: boolean) =>
  useQuery({
    queryKey: [...checkInKey, 'counts', eventId],
    queryFn: async () =>
      (await api.get<{ data: EventCheckIns }>(path(ticketApi.eventCheckIns(eventId!)))).data,
    enabled: !!eventId && online,
    refetchInterval: 5000,
  });
