import { taxClassResource } from '@encore/shared/catalogue/tax-class.resource';
import type { z } from 'zod';
import type {
  TaxClass,
  taxClassCreateSchema,
  taxClassListQuerySchema,
  taxClassUpdateSchema,
} from '@encore/shared/catalogue/tax-class.schema';
import type { Database } from '../../db/client';
import type { taxClasses } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { definedOnly, iso } from '../../lib/dto';
import type { ListCache } from '../../lib/list-cache';
import { taxClassesRepository } from './tax-classes.repository';

/** `listCache`: its list pages kept until the table changes (lib/list-cache.ts). */
export function createTaxClassesService(db: Database, listCache?: ListCache) {
  return simpleCrudService<
    typeof taxClasses,
    TaxClass,
    z.output<typeof taxClassCreateSchema>,
    z.output<typeof taxClassUpdateSchema>,
    z.output<typeof taxClassListQuerySchema>
  >({
    db,
    listCache,
    resource: taxClassResource,
    repository: taxClassesRepository,
    toRow: (input) => definedOnly({ name: input.name, rateBasisPoints: input.rateBasisPoints }),
    toDto: (row) => ({
      id: row.id,
      name: row.name,
      rateBasisPoints: row.rateBasisPoints,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }),
  });
}

export type TaxClassesService = ReturnType<typeof createTaxClassesService>;
