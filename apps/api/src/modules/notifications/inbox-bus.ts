import { z } from 'zod';
import { onReconnected, type DatabaseHandle } from '../../db/client';
import { inboxChannel } from './inbox-notify';

type Listener = () => void;
const messageSchema = z.array(z.string());

/**
 * Fans the database's inbox notifications out to this process's open inbox streams, per user. One LISTEN
 * per process: with PostgreSQL every process hears every commit, so a notification written through one
 * process reaches a reader connected to another.
 */
export function createInboxBus(handle: DatabaseHandle) {
  const listeners = new Map<string, Set<Listener>>();
  const notify = (userIds: Iterable<string>) => {
    for (const userId of userIds) for (const listener of listeners.get(userId) ?? []) listener();
  };
  const unlisten = handle.listen(
    inboxChannel,
    (payload) => {
      let userIds: string[];
      try {
        userIds = messageSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      notify(userIds);
    },
    // Back after a lost connection (a failover): every open inbox counts its unread again.
    onReconnected(() => notify([...listeners.keys()])),
  );
  // A failed LISTEN must not stop the server: the inbox still refetches its count.
  unlisten.catch((error: unknown) => console.warn('inbox LISTEN failed:', (error as Error).message));

  return {
    ready: unlisten.then(() => undefined),
    subscribe(userId: string, listener: Listener): () => void {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      await (
        await unlisten.catch(() => undefined)
      )?.();
    },
  };
}
export type InboxBus = ReturnType<typeof createInboxBus>;
