import { showCategoryResource } from '@encore/shared/catalogue/show-category.resource';
import type { z } from 'zod';
import type {
  ShowCategory,
  showCategoryCreateSchema,
  showCategoryListQuerySchema,
  showCategoryUpdateSchema,
} from '@encore/shared/catalogue/show-category.schema';
import type { Database } from '../../db/client';
import type { showCategories } from '../../db/schema';
import { simpleCrudService } from '../../lib/crud-service';
import { definedOnly, iso } from '../../lib/dto';
import type { ListCache } from '../../lib/list-cache';
import { showCategoriesRepository } from './show-categories.repository';

/** `listCache`: its list pages kept until the table changes (lib/list-cache.ts). */
export function createShowCategoriesService(db: Database, listCache?: ListCache) {
  return simpleCrudService<
    typeof showCategories,
    ShowCategory,
    z.output<typeof showCategoryCreateSchema>,
    z.output<typeof showCategoryUpdateSchema>,
    z.output<typeof showCategoryListQuerySchema>
  >({
    db,
    listCache,
    resource: showCategoryResource,
    repository: showCategoriesRepository,
    toRow: (input) => definedOnly({ label: input.label, reference: input.reference }),
    toDto: (row) => ({
      id: row.id,
      label: row.label,
      reference: row.reference,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }),
  });
}

export type ShowCategoriesService = ReturnType<typeof createShowCategoriesService>;
