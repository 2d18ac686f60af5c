import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import type { Database } from '../db/client';
import type { CrudRepository } from './crud-repository';
import { simpleCrudService } from './crud-service';
import { definedOnly, iso } from './dto';
import type { ListCache } from './list-cache';

/** A catalogue row: its id and dates, the rest are the columns its module names. */
type CatalogueRow = { id: string; createdAt: Date; updatedAt: Date };
type CatalogueTable = PgTable & { $inferSelect: CatalogueRow };

/**
 * A catalogue entity whose API item is its row as it is (id, the named columns, ISO dates) and whose every
 * column is written from the same key of the input (show categories, sales channels, tax classes): its
 * module names the resource, the repository, the columns and its list filters, nothing else. What differs
 * more (artists, producers...) uses `simpleCrudService` directly.
 */
export function catalogueService<
  TTable extends CatalogueTable,
  TResource extends ResourceDefinition,
  const TColumn extends keyof z.output<TResource['schemas']['item']> & keyof TTable['$inferSelect'],
>(definition: {
  resource: TResource;
  repository: CrudRepository<TTable>;
  columns: readonly TColumn[];
  filter?: (query: z.output<TResource['schemas']['listQuery']>) => SQL | undefined;
}) {
  type Schemas = TResource['schemas'];
  type Item = z.output<Schemas['item']> & object;
  const pick = (source: object) => {
    const values = source as Record<TColumn, unknown>;
    return Object.fromEntries(definition.columns.map((column) => [column, values[column]]));
  };
  /** `listCache`: its list pages kept until the table changes (lib/list-cache.ts). */
  return (db: Database, listCache?: ListCache) =>
    simpleCrudService<
      TTable,
      Item,
      z.output<Schemas['create']>,
      z.output<Schemas['update']>,
      z.output<Schemas['listQuery']>
    >({
      db,
      listCache,
      resource: definition.resource,
      repository: definition.repository,
      filter: definition.filter,
      // PATCH leaves alone what the input does not name.
      toRow: (input) => definedOnly(pick(input as object)) as Partial<TTable['$inferInsert']>,
      // The route's response schema checks the item whole: a column left out fails every answer.
      toDto: (row) =>
        ({
          id: row.id,
          ...pick(row),
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        }) as unknown as Item,
    });
}
