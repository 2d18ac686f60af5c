import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRoleRules, type PermissionRule } from '@encore/shared/auth/permissions';
import { findRoleByName, findRulesOfRole, upsertRole } from '../../modules/roles/roles.repository';
import { migrate, openDatabase, type DatabaseHandle } from '../client';
import { beforeTickets, beforeUploads, earlierRoleRules, legacyRoleRules } from './legacy-role-rules';
import { seedRoles } from './seed-roles';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrate(handle);
});
afterAll(() => handle.close());

const rulesOf = async (name: string) =>
  findRulesOfRole(handle.db, (await findRoleByName(handle.db, name))!.id);

describe('seedRoles', () => {
  it('moves a database still on the old default rules to the conditional ones, and keeps edits', async () => {
    const edited: PermissionRule[] = [{ action: 'read_own', subject: 'Show' }];
    await upsertRole(handle.db, 'PRODUCER', legacyRoleRules.PRODUCER!);
    await upsertRole(handle.db, 'ARTIST', edited);
    await seedRoles(handle.db);
    expect(await rulesOf('PRODUCER')).toEqual(defaultRoleRules.PRODUCER);
    expect(await rulesOf('ARTIST')).toEqual(edited);
    expect(await rulesOf('BOX_OFFICE')).toEqual(defaultRoleRules.BOX_OFFICE);
    await seedRoles(handle.db);
    expect(await rulesOf('PRODUCER')).toEqual(defaultRoleRules.PRODUCER);
  });

  it('takes BOX_OFFICE from its earlier defaults (which let sellers approve orders) to today', async () => {
    await upsertRole(handle.db, 'BOX_OFFICE', earlierRoleRules.BOX_OFFICE!.at(-1)!);
    await seedRoles(handle.db);
    expect(await rulesOf('BOX_OFFICE')).toEqual(defaultRoleRules.BOX_OFFICE);
  });

  it('gives the door (CheckIn) and tickets to roles still on their defaults from before tickets', async () => {
    for (const name of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE'] as const)
      await upsertRole(handle.db, name, beforeTickets[name]!);
    await seedRoles(handle.db);
    for (const name of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE'] as const)
      expect(await rulesOf(name)).toEqual(defaultRoleRules[name]);
  });

  it('lets show managers and producers on their defaults from before upload rules send pictures', async () => {
    for (const name of ['SHOW_MANAGER', 'PRODUCER'] as const) {
      await upsertRole(handle.db, name, beforeUploads[name]!);
      await seedRoles(handle.db);
      expect(await rulesOf(name)).toEqual(defaultRoleRules[name]);
      expect(defaultRoleRules[name]).toContainEqual({ action: 'create', subject: 'Upload' });
    }
  });

  it("takes ARTIST from its earlier default (which read producers' personal fields) to today", async () => {
    await upsertRole(handle.db, 'ARTIST', earlierRoleRules.ARTIST!.at(-1)!);
    await seedRoles(handle.db);
    expect(await rulesOf('ARTIST')).toEqual(defaultRoleRules.ARTIST);
    expect(defaultRoleRules.ARTIST).not.toEqual(earlierRoleRules.ARTIST!.at(-1));
  });
});
