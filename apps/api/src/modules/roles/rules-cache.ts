import type { PermissionRule } from '@encore/shared/auth/permissions';

/**
 * Every authenticated request needs its role's rules; they change rarely, so each app keeps them a
 * minute. This halves the database work per request. The loader is given (the roles repository), so the
 * cache imports no repository and the repository no cache.
 */
const TTL_MS = 60_000;

export function createRulesCache(load: (roleId: string) => Promise<PermissionRule[]>) {
  const cache = new Map<string, { rules: PermissionRule[]; until: number }>();
  return {
    async rulesOfRole(roleId: string): Promise<PermissionRule[]> {
      const hit = cache.get(roleId);
      if (hit && hit.until > Date.now()) return hit.rules;
      const rules = await load(roleId);
      cache.set(roleId, { rules, until: Date.now() + TTL_MS });
      return rules;
    },
    /** Drops a role's entry (or all) after its rules are written in this process. */
    forget(roleId?: string): void {
      if (roleId) cache.delete(roleId);
      else cache.clear();
    },
  };
}

export type RulesCache = ReturnType<typeof createRulesCache>;
