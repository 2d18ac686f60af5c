import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { CrudRepository } from './crud-repository';
import { notFound } from './errors';
import type { Page, PageQuery } from './list-query';
import type { SessionContext } from '../plugins/auth';

/** What the generic routes call; `session` lets a service apply object-level rules. */
export interface CrudService<TItem, TCreate, TUpdate, TQuery> {
  list(query: TQuery, session: SessionContext): Promise<Page<TItem>>;
  get(id: string, session: SessionContext): Promise<TItem>;
  create(input: TCreate, session: SessionContext): Promise<TItem>;
  update(id: string, input: TUpdate, session: SessionContext): Promise<TItem>;
  remove(id: string, session: SessionContext): Promise<void>;
}

export interface SimpleCrudOptions<TTable extends PgTable, TItem, TCreate, TUpdate, TQuery> {
  db: Database;
  repository: CrudRepository<TTable>;
  toDto(row: TTable['$inferSelect']): TItem;
  /** Input to columns; `existing` is the current row when updating. */
  toRow(input: TCreate | TUpdate, existing?: TTable['$inferSelect']): Partial<TTable['$inferInsert']>;
  label: string;
  /** The entity's list filters (beyond search) as a WHERE condition. */
  filter?(query: TQuery): SQL | undefined;
}

/**
 * A catalogue entity whose permission is the route's (no object-level rule): list, read, create,
 * update, delete. Duplicates and deletions of rows in use are answered by the database-error mapping.
 */
export function simpleCrudService<TTable extends PgTable, TItem, TCreate, TUpdate, TQuery extends PageQuery>(
  options: SimpleCrudOptions<TTable, TItem, TCreate, TUpdate, TQuery>,
): CrudService<TItem, TCreate, TUpdate, TQuery> {
  const { db, repository, toDto, toRow } = options;
  const missing = () => notFound(`${options.label} not found`);

  return {
    async list(query) {
      const page = await repository.list(db, query, options.filter?.(query));
      return { rows: page.rows.map(toDto), meta: page.meta };
    },
    async get(id) {
      const row = await repository.findById(db, id);
      if (!row) throw missing();
      return toDto(row);
    },
    async create(input) {
      return toDto(await repository.insert(db, toRow(input) as TTable['$inferInsert']));
    },
    async update(id, input) {
      const existing = await repository.findById(db, id);
      if (!existing) throw missing();
      const row = await repository.update(db, id, toRow(input, existing));
      if (!row) throw missing();
      return toDto(row);
    },
    async remove(id) {
      if (!(await repository.remove(db, id))) throw missing();
    },
  };
}
