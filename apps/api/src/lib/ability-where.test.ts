import { subject } from '@casl/ability';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type Action, type PermissionRule } from '@encore/shared/auth/permissions';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { abilityWhere, arrayField, type FieldMap } from './ability-where';

// A table of its own (not the app's): the helper is checked against CASL on every row, rule by rule.
const items = pgTable('kernel_items', { id: text().primaryKey(), owner: text(), status: text() });
const rows = [
  { id: 'a', owner: 'p1', status: 'draft', tags: ['t1'] },
  { id: 'b', owner: 'p2', status: 'published', tags: ['t1', 't2'] },
  { id: 'c', owner: null, status: 'published', tags: [] },
  { id: 'd', owner: 'p1', status: 'archived', tags: ['t3'] },
];
const fields: FieldMap = {
  id: items.id,
  owner: items.owner,
  status: items.status,
  tags: arrayField(
    (values) =>
      sql`exists (select 1 from kernel_item_tags t where t.item_id = ${items.id} and t.tag in ${values})`,
  ),
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await handle.db.execute(sql`create table kernel_items (id text primary key, owner text, status text)`);
  await handle.db.execute(sql`create table kernel_item_tags (item_id text, tag text)`);
  for (const row of rows) {
    await handle.db.insert(items).values({ id: row.id, owner: row.owner, status: row.status });
    for (const tag of row.tags)
      await handle.db.execute(sql`insert into kernel_item_tags values (${row.id}, ${tag})`);
  }
});
afterAll(() => handle.close());

/** The ids the SQL returns and the ids CASL allows one by one must be the same. */
async function agree(rules: PermissionRule[], action: Action = 'read') {
  const ability = buildAbility(rules);
  const where = abilityWhere(ability, action, 'Show', fields);
  const listed = await handle.db.select({ id: items.id }).from(items).where(where).orderBy(items.id);
  const allowed = rows.filter((row) => ability.can(action, subject('Show', { ...row, tags: row.tags })));
  expect(listed.map((r) => r.id)).toEqual(allowed.map((r) => r.id));
  return listed.map((r) => r.id);
}

describe('abilityWhere', () => {
  it('lets every row through an unconditional rule, manage and all included', async () => {
    expect(await agree([{ action: 'read', subject: 'Show' }])).toEqual(['a', 'b', 'c', 'd']);
    expect(await agree([{ action: 'manage', subject: 'all' }], 'update')).toHaveLength(4);
    expect(abilityWhere(buildAbility([{ action: 'manage', subject: 'all' }]), 'read', 'Show', {})).toBe(
      undefined,
    );
  });

  it('lets no row through without a rule', async () => {
    expect(await agree([{ action: 'read', subject: 'Room' }])).toEqual([]);
    expect(await agree([{ action: 'read', subject: 'Show' }], 'delete')).toEqual([]);
  });

  it('translates equality, null equality, $in and $ne', async () => {
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { owner: 'p1' } }])).toEqual([
      'a',
      'd',
    ]);
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { owner: null } }])).toEqual(['c']);
    expect(
      await agree([
        { action: 'read', subject: 'Show', conditions: { status: { $in: ['draft', 'archived'] } } },
      ]),
    ).toEqual(['a', 'd']);
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { owner: { $in: [] } } }])).toEqual(
      [],
    );
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { owner: { $ne: 'p1' } } }])).toEqual([
      'b',
      'c',
    ]);
  });

  it('translates array fields (any of the values, none of them) into EXISTS', async () => {
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { tags: { $in: ['t1'] } } }])).toEqual(
      ['a', 'b'],
    );
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { tags: 't3' } }])).toEqual(['d']);
    expect(await agree([{ action: 'read', subject: 'Show', conditions: { tags: { $ne: 't1' } } }])).toEqual([
      'c',
      'd',
    ]);
  });

  it('joins several granting rules with OR and several fields with AND', async () => {
    const rules: PermissionRule[] = [
      { action: 'read', subject: 'Show', conditions: { owner: 'p2' } },
      { action: 'read', subject: 'Show', conditions: { owner: 'p1', status: 'draft' } },
    ];
    expect(await agree(rules)).toEqual(['a', 'b']);
  });

  it('subtracts inverted rules that come first, and ignores those after a granting one', async () => {
    const denyFirst: PermissionRule[] = [
      { action: 'read', subject: 'Show', conditions: { status: 'archived' }, inverted: true },
      { action: 'manage', subject: 'all' },
    ];
    expect(await agree(denyFirst)).toEqual(['a', 'b', 'c']);
    const denyByTag: PermissionRule[] = [
      { action: 'read', subject: 'Show', conditions: { tags: 't2' }, inverted: true },
      { action: 'read', subject: 'Show', conditions: { owner: { $in: ['p1', 'p2'] } } },
    ];
    expect(await agree(denyByTag)).toEqual(['a', 'd']);
    const unconditionalDeny: PermissionRule[] = [
      { action: 'read', subject: 'Show', inverted: true },
      { action: 'read', subject: 'Show' },
    ];
    expect(await agree(unconditionalDeny)).toEqual([]);
  });

  it('refuses a condition it cannot express instead of listing more than the object check allows', () => {
    const unknownField = buildAbility([{ action: 'read', subject: 'Show', conditions: { secret: 1 } }]);
    expect(() => abilityWhere(unknownField, 'read', 'Show', fields)).toThrow(/Show\.secret/);
    const unknownOperator = buildAbility([
      { action: 'read', subject: 'Show', conditions: { status: { $regex: '^d' } } },
    ]);
    expect(() => abilityWhere(unknownOperator, 'read', 'Show', fields)).toThrow(/regex/);
  });
});
