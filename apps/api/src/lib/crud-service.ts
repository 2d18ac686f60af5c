import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Subject } from '@encore/shared/auth/permissions';
import type { Database } from '../db/client';
import type { SessionContext } from '../plugins/auth';
import { abilityWhere, type FieldMap } from './ability-where';
import type { CrudRepository } from './crud-repository';
import { notFound } from './errors';
import { allOf, type Page, type PageQuery } from './list-query';
import { assertCan } from './object-access';

/** What the generic routes call; `session` carries the ability the rows are checked against. */
export interface CrudService<TItem, TCreate, TUpdate, TQuery> {
  list(query: TQuery, session: SessionContext): Promise<Page<TItem>>;
  get(id: string, session: SessionContext): Promise<TItem>;
  create(input: TCreate, session: SessionContext): Promise<TItem>;
  update(id: string, input: TUpdate, session: SessionContext): Promise<TItem>;
  remove(id: string, session: SessionContext): Promise<void>;
}

export interface SimpleCrudOptions<TTable extends PgTable, TItem, TCreate, TUpdate, TQuery> {
  db: Database;
  /** The resource's declaration (shared): its subject and the label of its messages. */
  resource: { subject: Subject; label: string };
  repository: CrudRepository<TTable>;
  toDto(row: TTable['$inferSelect']): TItem;
  /** Input to columns; `existing` is the current row when updating. */
  toRow(input: TCreate | TUpdate, existing?: TTable['$inferSelect']): Partial<TTable['$inferInsert']>;
  /** The entity's list filters (beyond search) as a WHERE condition. */
  filter?(query: TQuery): SQL | undefined;
  /** The columns rule conditions may name (e.g. `{ id }` for "its own producer"); none by default. */
  fields?: FieldMap;
}

/**
 * A catalogue entity: list, read, create, update, delete, each checked against the session's rules,
 * lists through the same rules in SQL (a row outside them is 403 on its own, absent from lists).
 * Duplicates and deletions of rows in use are answered by the database-error mapping.
 */
export function simpleCrudService<TTable extends PgTable, TItem, TCreate, TUpdate, TQuery extends PageQuery>(
  options: SimpleCrudOptions<TTable, TItem, TCreate, TUpdate, TQuery>,
): CrudService<TItem, TCreate, TUpdate, TQuery> {
  const { db, repository, toDto, toRow } = options;
  const { subject, label } = options.resource;
  const fields = options.fields ?? {};
  const missing = () => notFound(`${label} not found`);
  async function reachable(id: string, session: SessionContext, action: 'read' | 'update' | 'delete') {
    const row = await repository.findById(db, id);
    if (!row) throw missing();
    assertCan(session.ability, action, subject, row);
    return row;
  }
  return {
    async list(query, session) {
      const allowed = abilityWhere(session.ability, 'read', subject, fields);
      const page = await repository.list(db, query, allOf(options.filter?.(query), allowed));
      return { rows: page.rows.map(toDto), meta: page.meta };
    },
    async get(id, session) {
      return toDto(await reachable(id, session, 'read'));
    },
    async create(input, session) {
      const values = toRow(input);
      assertCan(session.ability, 'create', subject, values);
      return toDto(await repository.insert(db, values as TTable['$inferInsert']));
    },
    async update(id, input, session) {
      const existing = await reachable(id, session, 'update');
      const values = toRow(input, existing);
      assertCan(session.ability, 'update', subject, { ...existing, ...values });
      const row = await repository.update(db, id, values);
      if (!row) throw missing();
      return toDto(row);
    },
    async remove(id, session) {
      await reachable(id, session, 'delete');
      if (!(await repository.remove(db, id))) throw missing();
    },
  };
}
