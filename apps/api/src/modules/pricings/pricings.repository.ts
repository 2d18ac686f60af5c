import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { priceLevels, pricingCategories, pricings, taxClasses } from '../../db/schema';
import { crudRepository } from '../../lib/crud-repository';
import { lower } from '../../lib/list-query';

export type PricingRow = typeof pricings.$inferSelect;
export type CategoryRow = typeof pricingCategories.$inferSelect;
export type LevelRow = typeof priceLevels.$inferSelect & { taxRateBasisPoints: number };

export const pricingsRepository = crudRepository(pricings, {
  id: pricings.id,
  updatedAt: pricings.updatedAt,
  search: [pricings.name],
  sort: { name: lower(pricings.name), createdAt: pricings.createdAt, updatedAt: pricings.updatedAt },
  defaultSort: 'name',
});

/** The pricing row locked for the rest of the transaction: seat-mapping writers never lose updates. */
export async function lockPricing(tx: Executor, id: string): Promise<PricingRow | undefined> {
  const [row] = await tx.select().from(pricings).where(eq(pricings.id, id)).for('update');
  return row;
}

export function categoriesOf(db: Executor, pricingIds: string[]): Promise<CategoryRow[]> {
  if (!pricingIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(pricingCategories)
    .where(inArray(pricingCategories.pricingId, pricingIds))
    .orderBy(asc(pricingCategories.rank), asc(pricingCategories.createdAt), asc(pricingCategories.id));
}

export function levelsOf(db: Executor, pricingIds: string[]): Promise<LevelRow[]> {
  if (!pricingIds.length) return Promise.resolve([]);
  return db
    .select({ level: priceLevels, rate: taxClasses.rateBasisPoints })
    .from(priceLevels)
    .innerJoin(taxClasses, eq(taxClasses.id, priceLevels.taxClassId))
    .where(inArray(priceLevels.pricingId, pricingIds))
    .orderBy(asc(priceLevels.rank), asc(priceLevels.createdAt), asc(priceLevels.id))
    .then((rows) => rows.map((r) => ({ ...r.level, taxRateBasisPoints: r.rate })));
}

export async function findCategory(db: Executor, pricingId: string, id: string) {
  const [row] = await db
    .select()
    .from(pricingCategories)
    .where(and(eq(pricingCategories.pricingId, pricingId), eq(pricingCategories.id, id)));
  return row;
}

export async function findLevel(db: Executor, pricingId: string, id: string) {
  const [row] = await db
    .select()
    .from(priceLevels)
    .where(and(eq(priceLevels.pricingId, pricingId), eq(priceLevels.id, id)));
  return row;
}

/** The rank after the last one, so a new category or level goes at the end. */
export async function nextRank(db: Executor, table: 'categories' | 'levels', pricingId: string) {
  const t = table === 'categories' ? pricingCategories : priceLevels;
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${t.rank}) + 1, 0)::int` })
    .from(t)
    .where(eq(t.pricingId, pricingId));
  return row?.next ?? 0;
}

export async function taxClassExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: taxClasses.id }).from(taxClasses).where(eq(taxClasses.id, id));
  return Boolean(row);
}

export async function touchPricing(db: Executor, id: string, values: Partial<PricingRow> = {}) {
  await db
    .update(pricings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pricings.id, id));
}
