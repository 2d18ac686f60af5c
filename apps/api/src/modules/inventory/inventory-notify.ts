import type { InventoryChange, InventoryChangeKind } from '@encore/shared/orders/availability.schema';
import type { Database, Executor } from '../../db/client';
import { afterCommit } from '../../db/ambient-transaction';
import { onCommit } from '../../lib/transaction-retry';
import { notify } from './sql/notify';

/** The PostgreSQL channel every API process LISTENs on (inventory-bus.ts). */
export const inventoryChannel = 'encore_inventory';
/** NOTIFY payloads must stay under 8,000 bytes: changes are packed into messages of at most this size. */
const maxPayload = 7000;
const seatsPerChange = 150;

export interface InventoryStep {
  eventId: string;
  seatIds: string[];
  gaAreas: { id: string; quantity: number }[];
}

/** Under load, at most one NOTIFY a process in this time: what is committed meanwhile leaves together. */
const spacingMs = 50;

/**
 * Sends committed changes as NOTIFY messages (a JSON array each), one at a time per process and at most one
 * every `spacingMs`: the changes committed while one is on its way, or within the spacing, leave together
 * in the next (a hot event's holds and sales made a NOTIFY for every two sales, each its own round trip and
 * commit: issue 21's bench). Not inside the selling transactions: PostgreSQL serializes the commits of
 * every transaction that notified (a global lock held through the commit), which capped a hot event at a
 * few hundred holds and sales per second for the whole database. The NOTIFY's own commit does not wait for
 * the disk (notify.ts): a message lost in a crash is no loss, screens refetch availability on reconnect.
 */
function createPublisher(db: Database) {
  const queue: string[] = [];
  let sending = false;
  let lastSent = 0;
  const pack = () => {
    let message = queue.shift()!;
    while (queue.length && message.length + queue[0]!.length + 1 < maxPayload)
      message += `,${queue.shift()!}`;
    return `[${message}]`;
  };
  const drain = async () => {
    sending = true;
    while (queue.length) {
      const wait = lastSent + spacingMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastSent = Date.now();
      const payload = pack();
      // Lost on a dead connection: screens refetch availability after every message and on reconnect.
      await notify(db, inventoryChannel, payload).catch((error: unknown) =>
        console.warn('inventory NOTIFY failed:', (error as Error).message),
      );
    }
    sending = false;
  };
  return (changes: InventoryChange[]) => {
    for (const change of changes) queue.push(JSON.stringify(change));
    if (!sending) void drain();
  };
}

const publishers = new WeakMap<Database, ReturnType<typeof createPublisher>>();
function publish(db: Database, changes: InventoryChange[]) {
  let send = publishers.get(db);
  if (!send) publishers.set(db, (send = createPublisher(db)));
  send(changes);
}

/**
 * Tells every open seller about a change made by the transaction `tx`, once it has committed: nobody
 * hears of a hold that was rolled back. Big changes are split so each message fits a NOTIFY payload.
 */
export function notifyInventory(
  tx: Executor,
  kind: InventoryChangeKind,
  orderId: string,
  steps: InventoryStep[],
): void {
  const changes = changesOf(kind, orderId, steps);
  onCommit(tx, (db) => publish(db, changes));
}

/**
 * Tells every open seller about a change a single statement made and committed (sales/sql/hold-seats.ts),
 * or will commit with the request's ambient transaction (an idempotent write).
 */
export function publishInventory(
  db: Database,
  kind: InventoryChangeKind,
  orderId: string,
  steps: InventoryStep[],
): void {
  const changes = changesOf(kind, orderId, steps);
  afterCommit(() => publish(db, changes));
}

function changesOf(kind: InventoryChangeKind, orderId: string, steps: InventoryStep[]): InventoryChange[] {
  const at = new Date().toISOString();
  const changes: InventoryChange[] = [];
  for (const step of steps) {
    const chunks: string[][] = [];
    for (let i = 0; i < step.seatIds.length; i += seatsPerChange)
      chunks.push(step.seatIds.slice(i, i + seatsPerChange));
    if (!chunks.length) chunks.push([]);
    for (const [i, seatIds] of chunks.entries())
      changes.push({
        eventId: step.eventId,
        kind,
        orderId,
        seatIds,
        gaAreas: i === 0 ? step.gaAreas : [],
        at,
      });
  }
  return changes;
}

/** Items grouped per event, as notifications carry them. */
export function stepsOf(
  items: { eventId: string; seatId: string | null; gaAreaId: string | null; quantity: number }[],
): InventoryStep[] {
  const byEvent = new Map<string, InventoryStep>();
  for (const item of items) {
    let step = byEvent.get(item.eventId);
    if (!step) byEvent.set(item.eventId, (step = { eventId: item.eventId, seatIds: [], gaAreas: [] }));
    if (item.seatId) step.seatIds.push(item.seatId);
    else if (item.gaAreaId) {
      const area = step.gaAreas.find((a) => a.id === item.gaAreaId);
      if (area) area.quantity += item.quantity;
      else step.gaAreas.push({ id: item.gaAreaId, quantity: item.quantity });
    }
  }
  return [...byEvent.values()];
}
