import type { ListResponse } from '@encore/shared/common/list.schema';
import { api } from '@/lib/api-client';
import type { PickerEvent } from './list-events';

/**
 * One event as the picker shows it (`GET /api/events` of its show, from its start): the event a cart
 * resumed from its order page is sold on. Null when it is no longer listed.
 */
export async function findPickerEvent(showId: string, eventId: string, startsAt: string) {
  const qs = new URLSearchParams({ page: '1', pageSize: '25', showId, from: startsAt, sort: 'startsAt' });
  const page = await api.get<ListResponse<PickerEvent>>(`/events?${qs.toString()}`);
  return page.data.find((e) => e.id === eventId) ?? null;
}
