import pg from 'pg';

/**
 * One dedicated connection LISTENing on `channel` (a pooled connection would be handed to other queries).
 * A lost connection is reopened after a second, so a database restart only pauses the notifications.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnection?: (up: boolean) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  // A failed reconnection tries again a second later, until it works or the listener is stopped.
  const retryLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch(retryLater);
    }, 1000);
  };

  async function connect(): Promise<void> {
    // keepAlive: a server that vanished without closing (a dead host) is noticed, and the LISTEN reopened.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      console.warn('PostgreSQL LISTEN connection lost:', error?.message ?? 'closed');
      void next.end().catch(() => undefined);
      client = undefined;
      onConnection?.(false);
      retryLater();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    if (!stopped) onConnection?.(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
