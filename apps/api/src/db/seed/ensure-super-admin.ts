import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { roles, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { findRoleByName } from '../../modules/roles/roles.repository';
import { findUserByEmail, insertUser } from '../../modules/users/users.repository';

/**
 * Creates or promotes the given account to SUPER_ADMIN (production's first administrator, from
 * ADMIN_EMAIL/ADMIN_PASSWORD at start or the create-admin command). Returns what it did.
 */
export async function ensureSuperAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const role = await findRoleByName(db, 'SUPER_ADMIN');
  if (!role) throw new Error('Roles are not seeded');
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .update(users)
      .set({ roleId: role.id, activated: true, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  await insertUser(db, { email, passwordHash, firstName: 'Admin', roleId: role.id, activated: true });
  return 'created';
}

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(roles.name, 'SUPER_ADMIN'))
    .limit(1);
  return rows.length > 0;
}
