import { sql } from 'drizzle-orm';
import type { InventoryChange, InventoryChangeKind } from '@encore/shared/orders/availability.schema';
import type { Executor } from '../../db/client';

/** The PostgreSQL channel every API process LISTENs on (availability-stream.ts). */
export const inventoryChannel = 'encore_inventory';
/** NOTIFY payloads must stay under 8,000 bytes: big changes are sent in several messages. */
const seatsPerMessage = 200;

export interface InventoryStep {
  eventId: string;
  seatIds: string[];
  gaAreas: { id: string; quantity: number }[];
}

/**
 * Tells every open seller about a change, inside the transaction making it: PostgreSQL delivers a NOTIFY
 * only when (and if) the transaction commits, so nobody hears of a hold that was rolled back.
 */
export async function notifyInventory(
  tx: Executor,
  kind: InventoryChangeKind,
  orderId: string,
  steps: InventoryStep[],
): Promise<void> {
  const at = new Date().toISOString();
  for (const step of steps) {
    const chunks: string[][] = [];
    for (let i = 0; i < step.seatIds.length; i += seatsPerMessage)
      chunks.push(step.seatIds.slice(i, i + seatsPerMessage));
    if (!chunks.length) chunks.push([]);
    for (const [i, seatIds] of chunks.entries()) {
      const change: InventoryChange = {
        eventId: step.eventId,
        kind,
        orderId,
        seatIds,
        gaAreas: i === 0 ? step.gaAreas : [],
        at,
      };
      await tx.execute(sql`select pg_notify(${inventoryChannel}, ${JSON.stringify(change)})`);
    }
  }
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
