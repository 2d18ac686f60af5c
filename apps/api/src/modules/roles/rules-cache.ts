import type { PermissionRule } from '@encore/shared/auth/permissions';
import type { Executor } from '../../db/client';
import { findRulesOfRole } from './roles.repository';

/**
 * Every authenticated request needs its role's rules; they change rarely, so each process keeps them a
 * minute (role edits in this process clear the entry at once). This halves the database work per request.
 */
const TTL_MS = 60_000;
const cache = new Map<string, { rules: PermissionRule[]; until: number }>();

export async function cachedRulesOfRole(db: Executor, roleId: string): Promise<PermissionRule[]> {
  const hit = cache.get(roleId);
  if (hit && hit.until > Date.now()) return hit.rules;
  const rules = await findRulesOfRole(db, roleId);
  cache.set(roleId, { rules, until: Date.now() + TTL_MS });
  return rules;
}

export function forgetRulesOfRole(roleId?: string): void {
  if (roleId) cache.delete(roleId);
  else cache.clear();
}
