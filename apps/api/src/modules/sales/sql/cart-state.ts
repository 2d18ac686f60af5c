import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { orders } from '../../../db/schema';
import { holdTimePassed } from '../../inventory';

/**
 * An order's status, seller and whether its hold time has passed (by the database's clock), for saying
 * why a cart cannot change (sale-checks.ts: cartRefusal); undefined when there is no such order.
 */
export async function cartState(db: Executor, id: string) {
  const result = await rawRows<{ status: string; created_by: string | null; lapsed: boolean }>(
    db,
    sql`
    select ${orders.status} as status, ${orders.createdBy} as created_by,
      coalesce(${holdTimePassed(orders)}, false) as lapsed
    from ${orders} where ${orders.id} = ${id}`,
  );
  return result[0];
}
