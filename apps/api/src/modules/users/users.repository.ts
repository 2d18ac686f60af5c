import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithRole = UserRow & { role: { id: string; name: string } | null };

const withRole = {
  user: users,
  roleId: roles.id,
  roleName: roles.name,
};

function toUserWithRole(row: {
  user: UserRow;
  roleId: string | null;
  roleName: string | null;
}): UserWithRole {
  return { ...row.user, role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null };
}

export async function findUserById(db: Executor, id: string): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select(withRole)
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, id));
  return row ? toUserWithRole(row) : undefined;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select(withRole)
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ? toUserWithRole(row) : undefined;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Ends every access token of the user at once (they carry the version they were signed with). */
export async function bumpTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Writes the given columns (never the password: see updateUserPassword) and stamps updatedAt. */
export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'tokenVersion'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
