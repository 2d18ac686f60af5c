import { sql } from 'drizzle-orm';
import { orderHistory } from '../../../db/schema';
import { bareList } from '../../../db/sql-names';
import type { HistoryStep } from '../order-rows';

/** The columns a history step is written with: order, action, user, details, time. */
export const historyColumns = bareList(
  orderHistory.orderId,
  orderHistory.action,
  orderHistory.userId,
  orderHistory.details,
  orderHistory.at,
);

/**
 * `insert into order_history` of the steps, for a statement that makes them (no round trip of its own).
 * Each step is stamped a microsecond after the one before: steps of one statement keep their order even
 * when clock_timestamp() reads the same microsecond twice.
 */
export function historyInsert(orderId: string, steps: HistoryStep[]) {
  const values = steps.map((step, i) => {
    const details = step.details ? JSON.stringify(step.details) : null;
    return sql`(${orderId}, ${step.action}, ${step.userId}, ${details}::jsonb,
      clock_timestamp() + interval '1 microsecond' * ${i})`;
  });
  return sql`insert into ${orderHistory} (${historyColumns})
    values ${sql.join(values, sql`, `)} returning id`;
}
