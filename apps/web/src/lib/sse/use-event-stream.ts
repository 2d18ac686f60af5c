import { useEffect, useRef } from 'react';
import { apiBaseUrl } from '@/lib/api-client';

export interface EventStream {
  /** The stream's path under the API (`/account/notifications/stream`). */
  path: string;
  /**
   * A short-lived token for one connection, asked through api-client (bearer and refresh included):
   * EventSource cannot send the bearer header, so the token goes in the address.
   */
  token: () => Promise<string>;
  /** The server-sent event listened to, and what to do with each message's data. */
  event: string;
  onMessage: (data: string) => void;
  /** A connection opened again after a failure, or a `snapshot` sent: what it may have missed can be refetched. */
  onReconnected?: () => void;
  /** The wait before a reconnection: `baseMs` × 2^(failures in a row, up to 5), at most `maxMs`. */
  retry: { baseMs: number; maxMs: number };
}

/**
 * One Server-Sent Events stream of the API while `key` is set (a new key, a new stream): every connection
 * asks for a fresh token, a dropped one reconnects with backoff, and the stream closes on unmount. The
 * options are read when used, so handlers may change on every render without reconnecting.
 */
export function useEventStream(key: string | null, stream: EventStream) {
  const latest = useRef(stream);
  useEffect(() => {
    latest.current = stream;
  });

  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    // The last `id:` received: a new connection asks the server for what came after it (a stream that
    // numbers its messages replays them, or sends a `snapshot`); EventSource sends it only on its own
    // reconnections, which a fresh token in the address rules out.
    let lastEventId = '';
    const remember = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
    };
    const connect = async () => {
      try {
        const { path, token, event } = latest.current;
        const resume = lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : '';
        const url = `${apiBaseUrl}${path}?token=${encodeURIComponent(await token())}${resume}`;
        if (stopped) return;
        source = new EventSource(url);
        source.addEventListener(event, (message: MessageEvent<string>) => {
          remember(message);
          latest.current.onMessage(message.data);
        });
        source.addEventListener('ready', remember);
        // What was missed could not be replayed: the whole state is to be read again.
        source.addEventListener('snapshot', (message: MessageEvent<string>) => {
          remember(message);
          latest.current.onReconnected?.();
        });
        source.onopen = () => {
          if (failures > 0) latest.current.onReconnected?.();
          failures = 0;
        };
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
      const { baseMs, maxMs } = latest.current.retry;
      retry = setTimeout(() => void connect(), Math.min(maxMs, baseMs * 2 ** Math.min(failures, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [key]);
}
