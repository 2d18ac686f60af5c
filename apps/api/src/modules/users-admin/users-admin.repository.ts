import { count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../../db/schema';
import { allOf, lower, orderFor, searchCondition, type Page, type PageQuery } from '../../lib/list-query';
import type { UserWithRole } from '../users';

export interface UserFilters {
  role?: string | undefined;
  activated?: boolean | undefined;
  createdBy?: string | undefined;
}

const fullName = sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`;
/** Names and e-mail in one text, the expression the trigram index of migration 0008 covers. */
const userSearchText = sql`(${users.firstName} || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email})`;

const sortColumns = {
  name: sql`lower(${fullName})`,
  email: lower(users.email),
  role: roles.name,
  activated: users.activated,
  createdAt: users.createdAt,
};

function filterCondition(filters: UserFilters): SQL | undefined {
  return allOf(
    filters.role === 'none' ? isNull(users.roleId) : filters.role ? eq(roles.name, filters.role) : undefined,
    filters.activated === undefined ? undefined : eq(users.activated, filters.activated),
    filters.createdBy ? eq(users.createdBy, filters.createdBy) : undefined,
  );
}

/** A page of users with their role, searched on names and e-mail. */
export async function listUsers(
  db: Executor,
  query: PageQuery,
  filters: UserFilters,
): Promise<Page<UserWithRole>> {
  const where = allOf(searchCondition(query.search, [userSearchText]), filterCondition(filters));
  const rows = await db
    .select({ user: users, roleId: roles.id, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(where)
    .orderBy(...orderFor(query.sort, sortColumns, '-createdAt', users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(where);
  return {
    rows: rows.map((r) => ({
      ...r.user,
      role: r.roleId && r.roleName ? { id: r.roleId, name: r.roleName } : null,
    })),
    meta: { page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 },
  };
}
