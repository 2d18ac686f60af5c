import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '@encore/shared/analytics/calendar-days';
import type { Database, Executor } from '../../db/client';
import { noSeller } from '../../db/schema';
import { figureColumnNames } from './sales-sums';
import { dimensionGrains, rollupEpoch } from './rollup-blocks';

type Rows<T> = { rows: T[] };

/** The dimensions with their own rows in sales_rollup (by day, channel and VAT rate read 'base' rows). */
export const rolledDimensions = ['show', 'event', 'priceLevel', 'seller', 'paymentMethod'] as const;
const allDimensions = sql.raw([...rolledDimensions, 'base'].map((d) => `'${d}'`).join(', '));
const sums = sql.raw(figureColumnNames.map((c) => `sum(${c})`).join(', '));
const columns = sql.raw(
  `dimension, grain, start, key, producer_id, sales_channel_id, vat_rate_bp, ${figureColumnNames.join(', ')}`,
);
const blockStart = (day: SQL, grain: number) =>
  sql`(${rollupEpoch}::date + ((${day} - ${rollupEpoch}::date) / ${sql.raw(String(grain))}) * ${sql.raw(String(grain))})`;
// One lock for every API process: two roll-ups at once would write the same blocks.
const lockKey = 0x5a1e5;

interface Status {
  rolled: string | null;
  target: string;
  dirty: boolean;
}

async function status(db: Executor): Promise<Status> {
  const { rows } = (await db.execute(sql`select
      (select rolled_through::text from sales_rollup_state) as rolled,
      ((now() at time zone 'Europe/Paris')::date - 2)::text as target,
      exists (select 1 from sales_rollup_dirty) as dirty`)) as unknown as Rows<Status>;
  return rows[0]!;
}

/** Rolls `days` (all closed) again: their base days, then every block holding one of them that is complete. */
async function rollDays(tx: Executor, days: string[], target: string) {
  const list = sql`${`{${days.join(',')}}`}::date[]`;
  await tx.execute(
    sql`delete from sales_rollup where dimension in ('base', 'day') and grain = 1 and start = any(${list})`,
  );
  // Each day's totals per VAT rate alone (producer and channel 'all'): the by-day table of everyone.
  await tx.execute(sql`insert into sales_rollup (${columns})
    select 'day', 1, day, '', ${noSeller}::uuid, ${noSeller}::uuid, vat_rate_bp, ${sums}
    from sales_daily where day = any(${list}) group by day, vat_rate_bp`);
  await tx.execute(sql`insert into sales_rollup (${columns})
    select 'base', 1, day, '', producer_id, sales_channel_id, vat_rate_bp, ${sums}
    from sales_daily where day = any(${list})
    group by day, producer_id, sales_channel_id, vat_rate_bp`);
  for (const grain of [...dimensionGrains].reverse()) {
    const g = sql.raw(String(grain));
    const blocks = sql`(select distinct ${blockStart(sql`d`, grain)} as s from unnest(${list}) d
      where ${blockStart(sql`d`, grain)} + ${g} - 1 <= ${target}::date)`;
    await tx.execute(sql`delete from sales_rollup r using ${blocks} b
      where r.dimension in (${allDimensions}) and r.grain = ${g} and r.start = b.s`);
    if (grain === 4)
      // Every dimension of a block in one pass over its sales_daily rows.
      await tx.execute(sql`insert into sales_rollup (${columns})
        select case when grouping(show_id) = 0 then 'show' when grouping(event_id) = 0 then 'event'
            when grouping(price_level_id) = 0 then 'priceLevel' when grouping(seller_id) = 0 then 'seller'
            when grouping(payment_method) = 0 then 'paymentMethod' else 'base' end,
          4, b.s, coalesce(show_id::text, event_id::text, price_level_id::text, seller_id::text,
            payment_method, ''),
          producer_id, sales_channel_id, vat_rate_bp, ${sums}
        from ${blocks} b join sales_daily on day >= b.s and day < b.s + 4
        group by grouping sets ((b.s, producer_id, sales_channel_id, vat_rate_bp, show_id),
          (b.s, producer_id, sales_channel_id, vat_rate_bp, event_id),
          (b.s, producer_id, sales_channel_id, vat_rate_bp, price_level_id),
          (b.s, producer_id, sales_channel_id, vat_rate_bp, seller_id),
          (b.s, producer_id, sales_channel_id, vat_rate_bp, payment_method),
          (b.s, producer_id, sales_channel_id, vat_rate_bp))`);
    else
      await tx.execute(sql`insert into sales_rollup (${columns})
        select r.dimension, ${g}, b.s, r.key, r.producer_id, r.sales_channel_id, r.vat_rate_bp, ${sums}
        from ${blocks} b join sales_rollup r on r.dimension in (${allDimensions})
          and r.grain = ${sql.raw(String(grain / 4))} and r.start >= b.s and r.start < b.s + ${g}
        group by r.dimension, b.s, r.key, r.producer_id, r.sales_channel_id, r.vat_rate_bp`);
  }
}

/**
 * Brings sales_rollup up to the day before yesterday (France) and redoes days written to since they were
 * rolled; returns the last day rolled. Cheap when nothing is due (one small query): the reads call it
 * first, so figures never miss a write. Closed days only: a sale made today is dated today, so the sale's
 * transaction never waits on the roll-up, and the roll-up never on a sale.
 */
export async function refreshSalesRollup(db: Database): Promise<string> {
  const first = await status(db);
  if (first.rolled !== null && first.rolled >= first.target && !first.dirty) return first.rolled;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    const { rolled, target } = await status(tx);
    const through = rolled !== null && rolled > target ? rolled : target;
    const { rows: dirty } = (await tx.execute(
      sql`delete from sales_rollup_dirty returning day::text`,
    )) as unknown as Rows<{ day: string }>;
    let from = rolled === null ? null : addDays(rolled, 1);
    if (from === null) {
      const { rows } = (await tx.execute(
        sql`select min(day)::text as day from sales_daily`,
      )) as unknown as Rows<{ day: string | null }>;
      from = rows[0]?.day ?? null;
    }
    const days = new Set(from !== null && from <= through ? daysBetween(from, through) : []);
    // A dirty day not rolled yet is rolled when its turn comes (it is read from sales_daily till then).
    for (const { day } of dirty) if (day <= through) days.add(day);
    if (days.size) await rollDays(tx, [...days].sort(), through);
    // A first roll-up (or a big import) changes the table's size: plans need its new statistics.
    if (days.size > 20) await tx.execute(sql`analyze sales_rollup`);
    await tx.execute(sql`insert into sales_rollup_state (id, rolled_through) values (true, ${through}::date)
      on conflict (id) do update set rolled_through = excluded.rolled_through`);
    return through;
  });
}
