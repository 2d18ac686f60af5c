import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { OutboxEmail, OutboxStatus } from '@encore/shared/notifications/outbox.schema';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from '@/lib/inbox/inbox-keys';

export interface OutboxParams {
  page: number;
  pageSize: number;
  status?: OutboxStatus | undefined;
  /** One e-mail only (the one a notification opens). */
  id?: string | undefined;
}

/** `GET /api/outbox`: every e-mail with its state (admins). */
export const listOutbox = ({ page, pageSize, status, id }: OutboxParams) =>
  api.get<ListResponse<OutboxEmail>>(
    `/outbox?page=${page}&pageSize=${pageSize}${status ? `&status=${status}` : ''}${id ? `&id=${id}` : ''}`,
  );

export const listOutboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: [...inboxQueryKey, 'outbox', params],
    queryFn: () => listOutbox(params),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (params: OutboxParams) => useQuery(listOutboxQueryOptions(params));
