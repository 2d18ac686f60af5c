import { asc, eq } from 'drizzle-orm';
import type { PermissionRule } from '@encore/shared/auth/permissions';
import type { Executor } from '../../db/client';
import { permissionRules, roles } from '../../db/schema';

export async function findRulesOfRole(db: Executor, roleId: string): Promise<PermissionRule[]> {
  const rows = await db
    .select()
    .from(permissionRules)
    .where(eq(permissionRules.roleId, roleId))
    .orderBy(asc(permissionRules.position));
  return rows.map((r) => ({
    action: r.action,
    subject: r.subject,
    ...(r.conditions ? { conditions: r.conditions } : {}),
    ...(r.fields ? { fields: r.fields } : {}),
    ...(r.inverted ? { inverted: true } : {}),
  })) as PermissionRule[];
}

export async function findRoleByName(db: Executor, name: string) {
  const [role] = await db.select().from(roles).where(eq(roles.name, name)).limit(1);
  return role;
}

/**
 * Creates the role if missing and replaces its rules, in order. Every API process's cached sessions and
 * rules drop at the commit (the database notifies `encore_auth`, migration 0010).
 */
export async function upsertRole(db: Executor, name: string, rules: PermissionRule[]): Promise<string> {
  const [row] = await db
    .insert(roles)
    .values({ name })
    .onConflictDoUpdate({ target: roles.name, set: { name } })
    .returning({ id: roles.id });
  const roleId = row!.id;
  await db.delete(permissionRules).where(eq(permissionRules.roleId, roleId));
  if (rules.length) {
    await db.insert(permissionRules).values(
      rules.map((rule, position) => ({
        roleId,
        position,
        action: rule.action,
        subject: rule.subject,
        conditions: rule.conditions ?? null,
        fields: rule.fields ?? null,
        inverted: rule.inverted ?? false,
      })),
    );
  }
  return roleId;
}
