import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, apiBaseUrl } from '@/lib/api-client';
import { inboxQueryKey, unreadCountQueryKey } from './inbox-keys';

const getStreamToken = async () =>
  (await api.post<{ data: { token: string } }>('/account/notifications/stream-token', {})).data.token;

/**
 * The signed-in user's unread count, live: `GET /api/account/notifications/stream` (Server-Sent Events)
 * sends it at once and after every change of their notifications, whichever API process wrote it. Each
 * message also refetches the open inbox lists. EventSource sends no bearer header: every connection
 * first asks for a short-lived token; a dropped one reconnects with a new token.
 */
export function useInboxStream(userId: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const onUnread = (event: MessageEvent<string>) => {
      const { unread } = JSON.parse(event.data) as { unread: number };
      const previous = client.getQueryData<number>(unreadCountQueryKey);
      client.setQueryData(unreadCountQueryKey, unread);
      if (previous !== unread)
        void client.invalidateQueries({
          queryKey: inboxQueryKey,
          predicate: (q) => q.queryKey[1] !== 'unread',
        });
    };
    const connect = async () => {
      try {
        const token = await getStreamToken();
        if (stopped) return;
        source = new EventSource(
          `${apiBaseUrl}/account/notifications/stream?token=${encodeURIComponent(token)}`,
        );
        source.addEventListener('unread', onUnread);
        source.onopen = () => (failures = 0);
        source.onerror = () => {
          source?.close();
          reconnect();
        };
      } catch {
        reconnect();
      }
    };
    const reconnect = () => {
      if (stopped) return;
      failures += 1;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [client, userId]);
}
