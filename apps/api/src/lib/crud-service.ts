import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Subject } from '@encore/shared/auth/permissions';
import type { Database } from '../db/client';
import type { SessionContext } from '../plugins/auth';
import { abilityWhere, type FieldMap } from './ability-where';
import type { CrudRepository } from './crud-repository';
import { notFound } from './errors';
import { readRulesKey, type ListCache } from './list-cache';
import { allOf, type Page, type PageQuery } from './list-query';
import { assertCan } from './object-access';
import { readableFields, readsSomeFieldsOnly } from './readable-fields';

/** What the generic routes call; `session` carries the ability the rows are checked against. */
export interface CrudService<TItem, TCreate, TUpdate, TQuery> {
  list(query: TQuery, session: SessionContext): Promise<Page<TItem>>;
  get(id: string, session: SessionContext): Promise<TItem>;
  create(input: TCreate, session: SessionContext): Promise<TItem>;
  update(id: string, input: TUpdate, session: SessionContext): Promise<TItem>;
  remove(id: string, session: SessionContext): Promise<void>;
}

export interface SimpleCrudOptions<TTable extends PgTable, TItem extends object, TCreate, TUpdate, TQuery> {
  db: Database;
  /** The resource's declaration (shared): its subject and the label of its messages. */
  resource: { subject: Subject; label: string };
  repository: CrudRepository<TTable>;
  /**
   * The lists of a reader granted only some fields (a field-level rule): searching or sorting on a
   * field it may not read would reveal it, so this repository searches and sorts only the others.
   */
  fieldLimitedRepository?: CrudRepository<TTable>;
  toDto(row: TTable['$inferSelect']): TItem;
  /** Input to columns; `existing` is the current row when updating. */
  toRow(input: TCreate | TUpdate, existing?: TTable['$inferSelect']): Partial<TTable['$inferInsert']>;
  /**
   * Checks of a write beyond the rules and the schema (e.g. its picture is an upload the writer made);
   * `existing` is the current row when updating.
   */
  checkInput?(
    input: TCreate | TUpdate,
    session: SessionContext,
    existing?: TTable['$inferSelect'],
  ): Promise<void>;
  /** The entity's list filters (beyond search) as a WHERE condition. */
  filter?(query: TQuery): SQL | undefined;
  /** The columns rule conditions may name (e.g. `{ id }` for "its own producer"); none by default. */
  fields?: FieldMap;
  /**
   * Keeps the list's pages in this process until the table changes (lib/list-cache.ts): only for a table
   * the database notifies changes of (migration 0013) and whose list reads no other table.
   */
  listCache?: ListCache;
}

/**
 * A catalogue entity: list, read, create, update, delete, each checked against the session's rules,
 * lists through the same rules in SQL (a row outside them is 403 on its own, absent from lists).
 * Duplicates and deletions of rows in use are answered by the database-error mapping.
 */
export function simpleCrudService<
  TTable extends PgTable,
  TItem extends object,
  TCreate,
  TUpdate,
  TQuery extends PageQuery,
>(
  options: SimpleCrudOptions<TTable, TItem, TCreate, TUpdate, TQuery>,
): CrudService<TItem, TCreate, TUpdate, TQuery> {
  const { db, repository, toRow, listCache } = options;
  const { subject, label } = options.resource;
  // Every answer carries only the fields the session may read (all of them without a field-level rule).
  const dtoFor = (session: SessionContext) => (row: TTable['$inferSelect']) =>
    readableFields(session.ability, subject, row, options.toDto(row));
  const fields = options.fields ?? {};
  const missing = () => notFound(`${label} not found`);
  async function reachable(id: string, session: SessionContext, action: 'read' | 'update' | 'delete') {
    const row = await repository.findById(db, id);
    if (!row) throw missing();
    assertCan(session.ability, action, subject, row);
    return row;
  }
  // This process's cached pages go at once; the database's notification tells the other processes.
  const changed = () => listCache?.forget(repository.tableName);
  return {
    async list(query, session) {
      const limited = options.fieldLimitedRepository && readsSomeFieldsOnly(session.ability, subject);
      const source = limited ? options.fieldLimitedRepository! : repository;
      const load = () => {
        const allowed = abilityWhere(session.ability, 'read', subject, fields);
        return source.list(db, query, allOf(options.filter?.(query), allowed));
      };
      // The page depends on the query and on the rows the session's rules let it read, nothing else.
      const key = () =>
        `${limited ? 'some' : 'all'}|${readRulesKey(session.ability, subject)}|${JSON.stringify(query)}`;
      const page = listCache ? await listCache.read(repository.tableName, key(), load) : await load();
      return { rows: page.rows.map(dtoFor(session)), meta: page.meta };
    },
    async get(id, session) {
      return dtoFor(session)(await reachable(id, session, 'read'));
    },
    async create(input, session) {
      const values = toRow(input);
      assertCan(session.ability, 'create', subject, values);
      await options.checkInput?.(input, session);
      const row = await repository.insert(db, values as TTable['$inferInsert']);
      changed();
      return dtoFor(session)(row);
    },
    async update(id, input, session) {
      const existing = await reachable(id, session, 'update');
      const values = toRow(input, existing);
      assertCan(session.ability, 'update', subject, { ...existing, ...values });
      await options.checkInput?.(input, session, existing);
      const row = await repository.update(db, id, values);
      changed();
      if (!row) throw missing();
      return dtoFor(session)(row);
    },
    async remove(id, session) {
      await reachable(id, session, 'delete');
      const removed = await repository.remove(db, id);
      changed();
      if (!removed) throw missing();
    },
  };
}
