import { vatIncludedCents } from '@encore/shared/money';
import type { Pricing } from '@encore/shared/pricings/pricing.schema';
import type { Executor } from '../../db/client';
import { iso } from '../../lib/dto';
import { categoriesOf, levelsOf, type PricingRow } from './pricings.repository';
import { roomFactsByIds } from '../rooms';

/** Pricings with their room, categories and levels, in four queries whatever the number of pricings. */
export async function pricingDtos(db: Executor, rows: PricingRow[]): Promise<Pricing[]> {
  const ids = rows.map((r) => r.id);
  const rooms = await roomFactsByIds(
    db,
    rows.map((r) => r.roomId),
  );
  const categories = await categoriesOf(db, ids);
  const levels = await levelsOf(db, ids);
  return rows.map((row) => {
    const room = rooms.get(row.roomId);
    return {
      id: row.id,
      name: row.name,
      roomId: row.roomId,
      roomName: room?.name ?? '',
      roomKind: room?.kind ?? 'placed',
      roomSeatCount: room?.mappableCount ?? 0,
      categories: categories
        .filter((c) => c.pricingId === row.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          defaultColour: c.defaultColour,
          activeColour: c.activeColour,
          textColour: c.textColour,
          rank: c.rank,
          seatCount: c.seatCount,
        })),
      priceLevels: levels
        .filter((l) => l.pricingId === row.id)
        .map((l) => ({
          id: l.id,
          categoryId: l.categoryId,
          name: l.name,
          description: l.description,
          taxClassId: l.taxClassId,
          taxRateBasisPoints: l.taxRateBasisPoints,
          priceCents: l.priceCents,
          vatCents: vatIncludedCents(l.priceCents, l.taxRateBasisPoints),
          quota: l.quota,
          rank: l.rank,
        })),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}
