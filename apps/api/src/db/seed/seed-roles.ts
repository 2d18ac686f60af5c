import { isDeepStrictEqual } from 'node:util';
import { defaultRoleRules, roleNames } from '@encore/shared/auth/permissions';
import type { Executor } from '../client';
import { findRoleByName, findRulesOfRole, upsertRole } from '../../modules/roles/roles.repository';
import { earlierRoleRules } from './legacy-role-rules';

/**
 * Creates each missing role with its default rules; roles already present keep their (edited) rules,
 * except rules still equal to an older default, which become today's (run at every start: idempotent).
 */
export async function seedRoles(db: Executor): Promise<void> {
  for (const name of roleNames) {
    const role = await findRoleByName(db, name);
    if (!role) {
      await upsertRole(db, name, defaultRoleRules[name]);
      continue;
    }
    const current = await findRulesOfRole(db, role.id);
    if ((earlierRoleRules[name] ?? []).some((earlier) => isDeepStrictEqual(current, earlier)))
      await upsertRole(db, name, defaultRoleRules[name]);
  }
}
