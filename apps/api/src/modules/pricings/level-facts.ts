import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { priceLevels, pricings } from '../../db/schema';

const pl = alias(priceLevels, 'pl');

/** A price level as an item copies it (its VAT rate comes from its tax class: the tax classes module). */
export interface PriceLevelFacts {
  id: string;
  pricingId: string;
  categoryId: string;
  name: string;
  priceCents: number;
  quota: number | null;
}

/**
 * A price level for another module's statement (the sales module's sale context, in one round trip):
 * `join` the level `levelId` (`from`: as the first table), read `columns`, map with `of` (null: no such
 * level). The price levels' table is read only here and in this module.
 */
export const levelFacts = {
  join: (levelId: SQL) => sql`left join ${priceLevels} ${pl} on ${pl.id} = ${levelId}`,
  from: sql`${priceLevels} ${pl}`,
  id: pl.id,
  taxClassId: pl.taxClassId,
  columns: sql`${pl.id} as level_id, ${pl.pricingId} as level_pricing_id, ${pl.categoryId} as category_id,
    ${pl.name} as level_name, ${pl.priceCents} as price_cents, ${pl.quota} as quota`,
  of: (r: Record<string, unknown>): PriceLevelFacts | null =>
    r.level_id
      ? {
          id: r.level_id as string,
          pricingId: r.level_pricing_id as string,
          categoryId: r.category_id as string,
          name: r.level_name as string,
          priceCents: Number(r.price_cents),
          quota: r.quota === null ? null : Number(r.quota),
        }
      : null,
};

/** The pricing's levels with their quotas, in their rank order (the availability's per-level counts). */
export function levelQuotasOf(db: Executor, pricingId: string) {
  return db
    .select({ id: priceLevels.id, quota: priceLevels.quota })
    .from(priceLevels)
    .where(eq(priceLevels.pricingId, pricingId))
    .orderBy(priceLevels.rank);
}

/** The pricing's seat categories as stored (JSON text: category id -> seat or area ids), or null. */
export async function seatCategoriesJsonOf(db: Executor, pricingId: string): Promise<string | null> {
  const [row] = await db
    .select({ json: pricings.seatCategoriesJson })
    .from(pricings)
    .where(eq(pricings.id, pricingId));
  return row?.json ?? null;
}
