import { defaultRoleRules, roleNames } from '@encore/shared/auth/permissions';
import type { Executor } from '../client';
import { findRoleByName, upsertRole } from '../../modules/roles/roles.repository';

/** Creates each missing role with its default rules; roles already present keep their (edited) rules. */
export async function seedRoles(db: Executor): Promise<void> {
  for (const name of roleNames) {
    if (!(await findRoleByName(db, name))) await upsertRole(db, name, defaultRoleRules[name]);
  }
}
