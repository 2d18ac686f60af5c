import { isDeepStrictEqual } from 'node:util';
import { defaultRoleRules, roleNames } from '@encore/shared/auth/permissions';
import type { Executor } from '../client';
import { findRoleByName, findRulesOfRole, upsertRole } from '../../modules/roles/roles.repository';
import { legacyRoleRules } from './legacy-role-rules';

/**
 * Creates each missing role with its default rules; roles already present keep their (edited) rules,
 * except rules still equal to an older default, which become today's (run at every start: idempotent).
 */
export async function seedRoles(db: Executor): Promise<void> {
  for (const name of roleNames) {
    const role = await findRoleByName(db, name);
    const legacy = legacyRoleRules[name];
    if (!role) await upsertRole(db, name, defaultRoleRules[name]);
    else if (legacy && isDeepStrictEqual(await findRulesOfRole(db, role.id), legacy))
      await upsertRole(db, name, defaultRoleRules[name]);
  }
}
