import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  buildAbility,
  type Action,
  type PermissionRule,
  type Subject,
} from '@encore/shared/auth/permissions';
import type { Executor } from '../../db/client';
import { permissionRules, roles, users } from '../../db/schema';

/** The active accounts of a role (by name): show managers are the SHOW_MANAGER accounts. */
export async function usersOfRole(db: Executor, roleName: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, roleName), eq(users.activated, true)));
  return rows.map((r) => r.id);
}

/** The active accounts of a producer: they approve and follow its shows' orders. */
export async function usersOfProducer(db: Executor, producerId: string | null): Promise<string[]> {
  if (!producerId) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.producerId, producerId), eq(users.activated, true)));
  return rows.map((r) => r.id);
}

/**
 * The active accounts whose role may do `action` on `subject` (any object of it), read from the roles'
 * rules as stored: "user admins" are whoever may update users, whatever their roles are called.
 */
export async function usersWhoCan(db: Executor, action: Action, subject: Subject): Promise<string[]> {
  const rules = await db
    .select()
    .from(permissionRules)
    .orderBy(asc(permissionRules.roleId), asc(permissionRules.position));
  const byRole = new Map<string, PermissionRule[]>();
  for (const rule of rules) {
    const list = byRole.get(rule.roleId) ?? [];
    list.push(rule as PermissionRule);
    byRole.set(rule.roleId, list);
  }
  const able = [...byRole].filter(([, list]) => buildAbility(list).can(action, subject)).map(([id]) => id);
  if (!able.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleId, able), eq(users.activated, true)));
  return rows.map((r) => r.id);
}
