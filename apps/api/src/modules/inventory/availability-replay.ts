import { randomBytes } from 'node:crypto';
import type { InventoryChange } from '@encore/shared/orders/availability.schema';
import type { InventoryBus } from './inventory-bus';

type Listener = (id: string, change: InventoryChange) => void;
interface Tracker {
  /** The last sequence number before this tracker heard its first change. */
  since: number;
  /** The highest sequence number dropped from `entries` (kept for `keep` changes). */
  dropped: number;
  entries: { seq: number; change: InventoryChange }[];
  listeners: Set<Listener>;
  /** What ends each open stream when the notifications were interrupted (inventory-bus.ts `resync`). */
  resyncs: Map<Listener, () => void>;
  unsubscribe: () => void;
  idle?: ReturnType<typeof setTimeout>;
}

/** What a new stream is sent first: the changes it missed, or undefined when they cannot be known. */
export interface Resumed {
  currentId: string;
  missed: { id: string; change: InventoryChange }[] | undefined;
  unsubscribe: () => void;
}

/**
 * The availability stream's `id:` lines and `Last-Event-ID` replay (issue 22, point 12). Each event's
 * changes heard by this process are numbered (`<process>-<n>`) and the last `keep` kept while a stream of
 * that event is open, and `idleMs` after the last one left, so that a client back within that time gets
 * what it missed. An id from another process or older than what is kept cannot be replayed: the stream
 * sends a fresh snapshot instead.
 */
export function createAvailabilityReplay(bus: InventoryBus, keep = 1000, idleMs = 5 * 60_000) {
  const boot = randomBytes(4).toString('hex');
  let seq = 0;
  const trackers = new Map<string, Tracker>();
  const idOf = (n: number) => `${boot}-${n}`;

  function trackerOf(eventId: string): { tracker: Tracker; fresh: boolean } {
    const known = trackers.get(eventId);
    if (known) return { tracker: known, fresh: false };
    const tracker: Tracker = {
      since: seq,
      dropped: seq,
      entries: [],
      listeners: new Set(),
      resyncs: new Map(),
      unsubscribe: () => {},
    };
    const onChange = (change: InventoryChange) => {
      const n = ++seq;
      tracker.entries.push({ seq: n, change });
      if (tracker.entries.length > keep) tracker.dropped = tracker.entries.shift()!.seq;
      for (const listener of tracker.listeners) listener(idOf(n), change);
    };
    // Changes were missed (a failover): nothing kept can be replayed, every stream starts again.
    const resync = () => {
      tracker.unsubscribe();
      if (trackers.get(eventId) === tracker) trackers.delete(eventId);
      for (const end of [...tracker.resyncs.values()]) end();
    };
    tracker.unsubscribe = bus.subscribe(eventId, onChange, resync);
    trackers.set(eventId, tracker);
    return { tracker, fresh: true };
  }

  /** The sequence number of an id this process gave, or undefined. */
  function seqOf(lastEventId: string | undefined): number | undefined {
    const match = /^([0-9a-f]{8})-(\d{1,15})$/.exec(lastEventId ?? '');
    return match && match[1] === boot ? Number(match[2]) : undefined;
  }

  return {
    subscribe(
      eventId: string,
      lastEventId: string | undefined,
      listener: Listener,
      resync: () => void,
    ): Resumed {
      const { tracker, fresh } = trackerOf(eventId);
      clearTimeout(tracker.idle);
      const last = seqOf(lastEventId);
      // Every change after `last` is still kept, and this tracker heard them all.
      const replayable = !fresh && last !== undefined && last >= tracker.since && last >= tracker.dropped;
      const missed = replayable
        ? tracker.entries.filter((e) => e.seq > last).map((e) => ({ id: idOf(e.seq), change: e.change }))
        : undefined;
      tracker.listeners.add(listener);
      tracker.resyncs.set(listener, resync);
      return {
        currentId: idOf(seq),
        missed,
        unsubscribe() {
          tracker.listeners.delete(listener);
          tracker.resyncs.delete(listener);
          if (tracker.listeners.size || trackers.get(eventId) !== tracker) return;
          tracker.idle = setTimeout(() => {
            tracker.unsubscribe();
            trackers.delete(eventId);
          }, idleMs);
          tracker.idle.unref();
        },
      };
    },
  };
}
export type AvailabilityReplay = ReturnType<typeof createAvailabilityReplay>;
