import type { MessageKey } from '@encore/shared/validation/message-key';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import {
  pricingMessages,
  type Pricing,
  type priceLevelCreateSchema,
  type priceLevelUpdateSchema,
  type pricingCategoryCreateSchema,
  type pricingCategoryUpdateSchema,
} from '@encore/shared/pricings/pricing.schema';
import type { Database, Executor } from '../../db/client';
import { priceLevels, pricingCategories } from '../../db/schema';
import { definedOnly } from '../../lib/dto';
import { AppError, notFound } from '../../lib/errors';
import {
  findCategory,
  findLevel,
  lockPricing,
  nextRank,
  taxClassExists,
  touchPricing,
} from './pricings.repository';
import { loadPricing, pricingNotFound } from './pricings.service';
import { withoutCategory } from './seat-categories.service';

type CategoryCreate = z.output<typeof pricingCategoryCreateSchema>;
type CategoryUpdate = z.output<typeof pricingCategoryUpdateSchema>;
type LevelCreate = z.output<typeof priceLevelCreateSchema>;
type LevelUpdate = z.output<typeof priceLevelUpdateSchema>;

const fieldError = (path: string, message: MessageKey) =>
  new AppError(400, ErrorCode.validation, undefined, [{ path, message }]);
const categoryMissing = () => notFound(pricingMessages.categoryNotAvailable);
const levelMissing = () => notFound(pricingMessages.priceLevelNotAvailable);

/**
 * Categories and price levels are sub-resources of a pricing, saved one at a time as the editor does
 * ('Failed to save category', 'Failed to save price level'); every answer is the whole updated pricing.
 * Each write locks the pricing row so it never interleaves with a seat-mapping save.
 */
export function createPricingPartsService(db: Database) {
  async function inPricing(pricingId: string, work: (tx: Executor) => Promise<void>): Promise<Pricing> {
    await db.transaction(async (tx) => {
      if (!(await lockPricing(tx, pricingId))) throw pricingNotFound();
      await work(tx);
      await touchPricing(tx, pricingId);
    });
    return loadPricing(db, pricingId);
  }

  async function checkLevelRefs(tx: Executor, pricingId: string, input: LevelUpdate) {
    if (input.categoryId && !(await findCategory(tx, pricingId, input.categoryId)))
      throw fieldError('categoryId', pricingMessages.categoryNotAvailable);
    if (input.taxClassId && !(await taxClassExists(tx, input.taxClassId)))
      throw fieldError('taxClassId', pricingMessages.taxRequired);
  }

  return {
    addCategory: (pricingId: string, input: CategoryCreate) =>
      inPricing(pricingId, async (tx) => {
        const rank = input.rank ?? (await nextRank(tx, 'categories', pricingId));
        await tx.insert(pricingCategories).values({ ...input, rank, pricingId });
      }),
    updateCategory: (pricingId: string, id: string, input: CategoryUpdate) =>
      inPricing(pricingId, async (tx) => {
        if (!(await findCategory(tx, pricingId, id))) throw categoryMissing();
        await tx
          .update(pricingCategories)
          .set({ ...definedOnly(input), updatedAt: new Date() })
          .where(eq(pricingCategories.id, id));
      }),
    /** Its price levels go with it (cascade) and its seats become unassigned. */
    removeCategory: (pricingId: string, id: string) =>
      inPricing(pricingId, async (tx) => {
        if (!(await findCategory(tx, pricingId, id))) throw categoryMissing();
        await tx.delete(pricingCategories).where(eq(pricingCategories.id, id));
        await withoutCategory(tx, pricingId, id);
      }),
    addLevel: (pricingId: string, input: LevelCreate) =>
      inPricing(pricingId, async (tx) => {
        await checkLevelRefs(tx, pricingId, input);
        const rank = input.rank ?? (await nextRank(tx, 'levels', pricingId));
        await tx
          .insert(priceLevels)
          .values({ ...input, description: input.description ?? null, rank, pricingId });
      }),
    updateLevel: (pricingId: string, id: string, input: LevelUpdate) =>
      inPricing(pricingId, async (tx) => {
        if (!(await findLevel(tx, pricingId, id))) throw levelMissing();
        await checkLevelRefs(tx, pricingId, input);
        await tx
          .update(priceLevels)
          .set({ ...definedOnly(input), updatedAt: new Date() })
          .where(eq(priceLevels.id, id));
      }),
    removeLevel: (pricingId: string, id: string) =>
      inPricing(pricingId, async (tx) => {
        const removed = await tx
          .delete(priceLevels)
          .where(and(eq(priceLevels.pricingId, pricingId), eq(priceLevels.id, id)))
          .returning({ id: priceLevels.id });
        if (!removed.length) throw levelMissing();
      }),
    /** Ranks from a full ordered list of ids: a partial or foreign list would leave ranks ambiguous. */
    reorder: (pricingId: string, what: 'categories' | 'levels', ids: string[]) =>
      inPricing(pricingId, async (tx) => {
        const table = what === 'categories' ? pricingCategories : priceLevels;
        const current = await tx.select({ id: table.id }).from(table).where(eq(table.pricingId, pricingId));
        const known = new Set(current.map((r) => r.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          throw fieldError('ids', pricingMessages.reorderIncomplete);
        for (const [rank, id] of ids.entries()) await tx.update(table).set({ rank }).where(eq(table.id, id));
      }),
  };
}

export type PricingPartsService = ReturnType<typeof createPricingPartsService>;
