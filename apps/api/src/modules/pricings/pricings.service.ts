import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode } from '@encore/shared/errors';
import {
  pricingMessages,
  type Pricing,
  type pricingCreateSchema,
  type pricingListQuerySchema,
  type pricingUpdateSchema,
} from '@encore/shared/pricings/pricing.schema';
import type { Database, Executor } from '../../db/client';
import { pricings } from '../../db/schema';
import type { CrudService } from '../../lib/crud-service';
import { AppError, notFound } from '../../lib/errors';
import { pricingDtos } from './pricing-dto';
import { pricingsRepository } from './pricings.repository';
import { findRoomFacts } from '../rooms';

type CreateInput = z.output<typeof pricingCreateSchema>;
type UpdateInput = z.output<typeof pricingUpdateSchema>;
type ListQuery = z.output<typeof pricingListQuerySchema>;

export const pricingNotFound = () => notFound(pricingMessages.pricingNotFound);

/** One pricing as the API answers it, or 404. */
export async function loadPricing(db: Executor, id: string): Promise<Pricing> {
  const row = await pricingsRepository.findById(db, id);
  if (!row) throw pricingNotFound();
  const [dto] = await pricingDtos(db, [row]);
  return dto!;
}

/** Pricings are catalogue data: the route's permission on Pricing is the whole rule (no owner). */
export function createPricingsService(
  db: Database,
): CrudService<Pricing, CreateInput, UpdateInput, ListQuery> {
  return {
    async list(query) {
      const where = query.roomId ? eq(pricings.roomId, query.roomId) : undefined;
      const page = await pricingsRepository.list(db, query, where);
      return { rows: await pricingDtos(db, page.rows), meta: page.meta };
    },
    get: (id) => loadPricing(db, id),
    async create(input, session) {
      if (!(await findRoomFacts(db, input.roomId)))
        throw new AppError(400, ErrorCode.validation, undefined, [
          { path: 'roomId', message: 'rooms.roomNotFound' },
        ]);
      const row = await pricingsRepository.insert(db, {
        name: input.name,
        roomId: input.roomId,
        createdBy: session.user.id,
      });
      return loadPricing(db, row.id);
    },
    async update(id, input) {
      const row = await pricingsRepository.update(
        db,
        id,
        input.name === undefined ? {} : { name: input.name },
      );
      if (!row) throw pricingNotFound();
      return loadPricing(db, id);
    },
    async remove(id) {
      // A pricing used by a show is refused by the foreign key (409 E00008, lib/database-errors.ts).
      if (!(await pricingsRepository.remove(db, id))) throw pricingNotFound();
    },
  };
}

export type PricingsService = ReturnType<typeof createPricingsService>;
