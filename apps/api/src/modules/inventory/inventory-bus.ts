import { z } from 'zod';
import { inventoryChangeSchema, type InventoryChange } from '@encore/shared/orders/availability.schema';
import { onReconnected, type DatabaseHandle } from '../../db/client';
import { inventoryChannel } from './inventory-notify';

type Listener = (change: InventoryChange) => void;
/** One NOTIFY carries the changes committed together (inventory-notify.ts). */
const inventoryMessageSchema = z.array(inventoryChangeSchema);

/**
 * Fans the database's inventory notifications out to this process's open streams, per event. One LISTEN
 * per process (PostgreSQL: every process hears every commit; PGlite: its own).
 */
export function createInventoryBus(handle: DatabaseHandle) {
  const listeners = new Map<string, Set<Listener>>();
  const resyncs = new Set<() => void>();
  const unlisten = handle.listen(
    inventoryChannel,
    (payload) => {
      let changes: InventoryChange[];
      try {
        changes = inventoryMessageSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      for (const change of changes)
        for (const listener of listeners.get(change.eventId) ?? []) listener(change);
    },
    // Back after a lost connection (a failover): the changes committed meanwhile were never heard, so every
    // subscriber starts again from a fresh snapshot.
    onReconnected(() => {
      for (const resync of [...resyncs]) resync();
    }),
  );
  // A failed LISTEN must not stop the server: the screens still refetch availability.
  unlisten.catch((error: unknown) => console.warn('inventory LISTEN failed:', (error as Error).message));

  return {
    ready: unlisten.then(() => undefined),
    /** `resync`: the notifications were interrupted; the subscriber must read the availability afresh. */
    subscribe(eventId: string, listener: Listener, resync?: () => void): () => void {
      let set = listeners.get(eventId);
      if (!set) listeners.set(eventId, (set = new Set()));
      set.add(listener);
      if (resync) resyncs.add(resync);
      return () => {
        set.delete(listener);
        if (resync) resyncs.delete(resync);
        if (!set.size) listeners.delete(eventId);
      };
    },
    async close() {
      listeners.clear();
      resyncs.clear();
      await (
        await unlisten.catch(() => undefined)
      )?.();
    },
  };
}
export type InventoryBus = ReturnType<typeof createInventoryBus>;
