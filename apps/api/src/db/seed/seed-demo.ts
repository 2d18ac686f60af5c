import { sql } from 'drizzle-orm';
import { roleNames, type RoleName } from '@encore/shared/auth/permissions';
import type { Database } from '../client';
import { users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { findRoleByName } from '../../modules/roles/roles.repository';
import { insertUser } from '../../modules/users/users.repository';

export const DEMO_PASSWORD = 'Encore-demo-2026';

const demoPeople: Record<RoleName, [string, string]> = {
  SUPER_ADMIN: ['Sophie', 'Marchand'],
  ADMIN: ['Antoine', 'Lefèvre'],
  SHOW_MANAGER: ['Camille', 'Roussel'],
  PRODUCER: ['Julien', 'Garnier'],
  BOX_OFFICE: ['Léa', 'Fontaine'],
  ARTIST: ['Hugo', 'Moreau'],
};

const demoLogin: Record<RoleName, string> = {
  SUPER_ADMIN: 'superadmin',
  ADMIN: 'admin',
  SHOW_MANAGER: 'manager',
  PRODUCER: 'producer',
  BOX_OFFICE: 'boxoffice',
  ARTIST: 'artist',
};

export const demoEmail = (role: RoleName) => `${demoLogin[role]}@encore.test`;

/** One activated account per role, only on an empty database. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const role of roleNames) {
      const [firstName, lastName] = demoPeople[role];
      const roleRow = await findRoleByName(tx, role);
      await insertUser(tx, {
        email: demoEmail(role),
        passwordHash,
        firstName,
        lastName,
        roleId: roleRow!.id,
        activated: true,
      });
    }
  });
  return true;
}
