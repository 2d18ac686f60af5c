import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

const u = alias(users, 'u');

/** The user `userId`'s full name (null when none), as a scalar subquery for another module's statement. */
export const userName = (userId: SQL): SQL<string | null> =>
  sql`(select nullif(trim(${u.firstName} || ' ' || coalesce(${u.lastName}, '')), '') from ${users} ${u}
    where ${u.id} = ${userId})`;
