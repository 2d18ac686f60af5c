import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';

/**
 * An order's status, seller and whether its hold time has passed (by the database's clock), for saying
 * why a cart cannot change (sale-checks.ts: cartRefusal); undefined when there is no such order.
 */
export async function cartState(db: Executor, id: string) {
  const result = await rawRows<{ status: string; created_by: string | null; lapsed: boolean }>(
    db,
    sql`
    select status, created_by, coalesce(expires_at <= clock_timestamp(), false) as lapsed
    from orders where id = ${id}`,
  );
  return result[0];
}
