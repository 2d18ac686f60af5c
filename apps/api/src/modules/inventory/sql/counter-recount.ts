import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { eventAreaUsage, eventQuotaUsage, events, orderItems, soldOf } from '../../../db/schema';
import { liveItem } from '../unit-rules';
import { rawRows } from '../../../db/raw-rows';

const i = alias(orderItems, 'i');
const q = alias(eventQuotaUsage, 'u');
const a = alias(eventAreaUsage, 'a');

/**
 * Every stored counter of the live stock that differs from a recount of the facts (the items), as
 * `kind key: stored != counted` lines: none when the counters are right. For tests after each kind of change.
 */
export async function counterDrift(db: Executor): Promise<string[]> {
  const drift = await rawRows<{ key: string; stored: number; counted: number }>(
    db,
    sql`
    select 'quota ' || ${q.eventId} || '/' || ${q.priceLevelId} as key, ${q.used} as stored,
      (select coalesce(sum(${i.quantity}), 0)::int from ${orderItems} ${i} where ${i.eventId} = ${q.eventId}
        and ${i.priceLevelId} = ${q.priceLevelId} and ${liveItem(i)}) as counted
    from ${eventQuotaUsage} ${q}
    union all
    select 'area ' || ${a.eventId} || '/' || ${a.gaAreaId}, ${a.used},
      (select coalesce(sum(${i.quantity}), 0)::int from ${orderItems} ${i} where ${i.eventId} = ${a.eventId}
        and ${i.gaAreaId} = ${a.gaAreaId} and ${liveItem(i)})
    from ${eventAreaUsage} ${a}
    union all
    select 'sold ' || ${events.id}, ${soldOf(events.id)},
      (select coalesce(sum(${i.quantity}), 0)::int from ${orderItems} ${i} where ${i.eventId} = ${events.id}
        and ${i.status} = 'sold')
    from ${events}`,
  );
  return drift
    .filter((r) => Number(r.stored) !== Number(r.counted))
    .map((r) => `${r.key}: ${r.stored} != ${r.counted}`);
}
