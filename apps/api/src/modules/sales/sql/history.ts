import { sql } from 'drizzle-orm';
import { orderHistory } from '../../../db/schema';
import type { HistoryStep } from '../order-rows';

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
  return sql`insert into ${orderHistory} (order_id, action, user_id, details, at)
    values ${sql.join(values, sql`, `)} returning id`;
}
