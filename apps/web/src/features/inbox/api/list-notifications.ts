import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@encore/shared/common/list.schema';
import type { Notification } from '@encore/shared/notifications/notification.schema';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from '@/lib/inbox/inbox-keys';

/** The inbox's page size; its first page is what the route loader prefetches. */
export const notificationsPageSize = 25;

export interface NotificationParams {
  page: number;
  pageSize: number;
  unread?: boolean;
}

/** `GET /api/account/notifications`: the signed-in user's notifications, newest first. */
export const listNotifications = ({ page, pageSize, unread }: NotificationParams) =>
  api.get<ListResponse<Notification>>(
    `/account/notifications?page=${page}&pageSize=${pageSize}${unread ? '&unread=true' : ''}`,
  );

export const listNotificationsQueryOptions = (params: NotificationParams) =>
  queryOptions({
    queryKey: [...inboxQueryKey, 'list', params],
    queryFn: () => listNotifications(params),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationParams) =>
  useQuery(listNotificationsQueryOptions(params));
