import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useEventStream } from '@/lib/sse/use-event-stream';
import { inboxQueryKey, unreadCountQueryKey } from './inbox-keys';

const getStreamToken = async () =>
  (await api.post<{ data: { token: string } }>('/account/notifications/stream-token', {})).data.token;

/**
 * The signed-in user's unread count, live: `GET /api/account/notifications/stream` (Server-Sent Events)
 * sends it at once and after every change of their notifications, whichever API process wrote it. Each
 * message also refetches the open inbox lists.
 */
export function useInboxStream(userId: string | null) {
  const client = useQueryClient();
  useEventStream(userId, {
    path: '/account/notifications/stream',
    token: getStreamToken,
    event: 'unread',
    onMessage: (data) => {
      const { unread } = JSON.parse(data) as { unread: number };
      const previous = client.getQueryData<number>(unreadCountQueryKey);
      client.setQueryData(unreadCountQueryKey, unread);
      if (previous !== unread)
        void client.invalidateQueries({
          queryKey: inboxQueryKey,
          predicate: (q) => q.queryKey[1] !== 'unread',
        });
    },
    retry: { baseMs: 1000, maxMs: 30_000 },
  });
}
