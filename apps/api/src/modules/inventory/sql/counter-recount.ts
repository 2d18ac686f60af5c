import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { events, soldOf } from '../../../db/schema';
import { liveItem } from '../unit-rules';
import { rawRows } from '../../../db/raw-rows';

/**
 * Every stored counter of the live stock that differs from a recount of the facts (the items), as
 * `kind key: stored != counted` lines: none when the counters are right. For tests after each kind of change.
 */
export async function counterDrift(db: Executor): Promise<string[]> {
  const drift = await rawRows<{ key: string; stored: number; counted: number }>(
    db,
    sql`
    select 'quota ' || u.event_id || '/' || u.price_level_id as key, u.used as stored,
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.event_id = u.event_id
        and i.price_level_id = u.price_level_id and ${liveItem('i')}) as counted
    from event_quota_usage u
    union all
    select 'area ' || u.event_id || '/' || u.ga_area_id, u.used,
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.event_id = u.event_id
        and i.ga_area_id = u.ga_area_id and ${liveItem('i')})
    from event_area_usage u
    union all
    select 'sold ' || ${events.id}, ${soldOf(events.id)},
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.event_id = ${events.id}
        and i.status = 'sold')
    from ${events}`,
  );
  return drift
    .filter((r) => Number(r.stored) !== Number(r.counted))
    .map((r) => `${r.key}: ${r.stored} != ${r.counted}`);
}
