import { sql } from 'drizzle-orm';
import { roleNames, type RoleName } from '@encore/shared/auth/permissions';
import type { Database } from '../client';
import { businessSettings, users } from '../schema';
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

/**
 * The demo business's legal mentions (Settings > Business), so tickets and receipts print a full header
 * out of the box; kept when an admin already filled them in. The SIRET and VAT number are well-formed
 * but fictitious.
 */
export async function seedDemoBusiness(db: Database): Promise<void> {
  await db
    .insert(businessSettings)
    .values({
      legalName: 'Encore Spectacles SAS',
      street: '12 rue des Lilas',
      postalCode: '75019',
      city: 'Paris',
      country: 'France',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      licenceNumber: 'PLATESV-R-2021-004512',
      updatedAt: new Date(),
    })
    .onConflictDoNothing();
}
