import { eq } from 'drizzle-orm';
import { ErrorCode, type FieldErrorDetail } from '@encore/shared/errors';
import { pricingMessages } from '@encore/shared/pricings/pricing.schema';
import type { SeatCategories } from '@encore/shared/pricings/seat-categories.schema';
import type { Database, Executor } from '../../db/client';
import { pricingCategories } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { categoriesOf, lockPricing, pricingsRepository, touchPricing } from './pricings.repository';
import { pricingNotFound } from './pricings.service';
import { mappableIdsOfRoom } from '../rooms';

/** Stored grouped by category (`{ [categoryId]: seatId[] }`), answered per seat. */
type Grouped = Record<string, string[]>;

const parse = (json: string | null): Grouped => (json ? (JSON.parse(json) as Grouped) : {});

function perSeat(grouped: Grouped): Record<string, string> {
  const seats: Record<string, string> = {};
  for (const [categoryId, ids] of Object.entries(grouped)) for (const id of ids) seats[id] = categoryId;
  return seats;
}

/** Writes the mapping and each category's seat count, inside the caller's transaction. */
async function save(tx: Executor, pricingId: string, grouped: Grouped) {
  const categories = await categoriesOf(tx, [pricingId]);
  for (const c of categories) {
    const seatCount = grouped[c.id]?.length ?? 0;
    if (seatCount !== c.seatCount)
      await tx.update(pricingCategories).set({ seatCount }).where(eq(pricingCategories.id, c.id));
  }
  await touchPricing(tx, pricingId, { seatCategoriesJson: JSON.stringify(grouped) });
}

/** Drops a removed category's seats from the mapping (the pricing row is locked by the caller). */
export async function withoutCategory(tx: Executor, pricingId: string, categoryId: string) {
  const row = await pricingsRepository.findById(tx, pricingId);
  const grouped = parse(row?.seatCategoriesJson ?? null);
  if (!(categoryId in grouped)) return;
  delete grouped[categoryId];
  await save(tx, pricingId, grouped);
}

export function createSeatCategoriesService(db: Database) {
  /**
   * Answers per seat, leaving out seats the room no longer has (its seat map may have been edited since):
   * they show as gone, not as assigned, and the next save drops them.
   */
  async function answer(json: string | null, roomId: string): Promise<SeatCategories> {
    const roomIds = (await mappableIdsOfRoom(db, roomId)) ?? new Set<string>();
    const seats = Object.fromEntries(Object.entries(perSeat(parse(json))).filter(([id]) => roomIds.has(id)));
    return { seats, assignedCount: Object.keys(seats).length, roomSeatCount: roomIds.size };
  }

  return {
    async get(pricingId: string): Promise<SeatCategories> {
      const row = await pricingsRepository.findById(db, pricingId);
      if (!row) throw pricingNotFound();
      return answer(row.seatCategoriesJson, row.roomId);
    },

    /** Replaces the whole mapping; every seat must be the room's and every category the pricing's. */
    async replace(pricingId: string, seats: Record<string, string>): Promise<SeatCategories> {
      const json = await db.transaction(async (tx) => {
        const pricing = await lockPricing(tx, pricingId);
        if (!pricing) throw pricingNotFound();
        const roomIds = (await mappableIdsOfRoom(tx, pricing.roomId)) ?? new Set<string>();
        const categoryIds = new Set((await categoriesOf(tx, [pricingId])).map((c) => c.id));
        const grouped: Grouped = {};
        const details: FieldErrorDetail[] = [];
        for (const [seatId, categoryId] of Object.entries(seats)) {
          if (!roomIds.has(seatId))
            details.push({ path: `seats.${seatId}`, message: pricingMessages.unknownSeat });
          else if (!categoryIds.has(categoryId))
            details.push({ path: `seats.${seatId}`, message: pricingMessages.categoryNotAvailable });
          else (grouped[categoryId] ??= []).push(seatId);
        }
        // The first few problems are enough to fix a client; thousands would only bloat the answer.
        if (details.length) throw new AppError(400, ErrorCode.validation, undefined, details.slice(0, 20));
        await save(tx, pricingId, grouped);
        return JSON.stringify(grouped);
      });
      const row = await pricingsRepository.findById(db, pricingId);
      return answer(json, row!.roomId);
    },
  };
}

export type SeatCategoriesService = ReturnType<typeof createSeatCategoriesService>;
