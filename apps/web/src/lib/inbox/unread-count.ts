import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountQueryKey } from './inbox-keys';

/** `GET /api/account/notifications/unread-count`: the number beside the shell's inbox button. */
export const getUnreadCount = async () =>
  (await api.get<{ data: { unread: number } }>('/account/notifications/unread-count')).data.unread;

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });
