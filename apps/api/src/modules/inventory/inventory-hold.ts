import { and, eq, inArray, sql, type WithSubquery } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../db/client';
import { eventAreaUsage, eventQuotaUsage, orderItems, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { insertListing, liveItemsOf, type LiveItem } from './sql/item-listing';
import { insertQuotaRow } from './sql/quota-row';
import { holdLapsed, liveSeatIndex } from './unit-rules';

export type NewItem = typeof orderItems.$inferInsert;

/**
 * Closes the lapsed carts among `orderIds` and gives their items back (the sales module's expiry, handed in:
 * a cart's status and history are the sales module's), answering the ones it closed.
 */
export type CloseLapsed = (tx: Executor, orderIds: string[]) => Promise<string[]>;

/** Orders (carts whose hold lapsed) with a live item matching `where`, not locked by a sweep already. */
export async function lapsedHolders(tx: Executor, where: ReturnType<typeof and>): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(where, eq(orderItems.status, 'held'), holdLapsed(orders)))
    .limit(100);
  return rows.map((r) => r.id);
}

/**
 * Holds seats, all or none, and answers the cart's live items (the new ones included) as liveItemsOf does.
 * The unique index on live (event, seat) decides: ON CONFLICT DO NOTHING waits for a concurrent insert of
 * the same seat and skips it if that one commits. Seats held by a lapsed cart are freed at once (that cart
 * is closed) and tried again. Seats are inserted in id order so two carts asking for the same seats in
 * different orders cannot deadlock.
 */
export async function holdSeats(
  tx: Executor,
  rows: NewItem[],
  closeLapsed: CloseLapsed,
): Promise<LiveItem[]> {
  const sorted = [...rows].sort((a, b) => (a.seatId! < b.seatId! ? -1 : 1));
  const { eventId, orderId } = sorted[0]!;
  let live: LiveItem[] | undefined;
  const insert = async (batch: NewItem[]) => {
    const statement = tx
      .insert(orderItems)
      .values(batch)
      .onConflictDoNothing({ target: [orderItems.eventId, orderItems.seatId], where: liveSeatIndex })
      .returning();
    live = await insertListing(tx, orderId, statement.getSQL());
    const inserted = new Set(live.map((l) => l.item.id));
    return batch.filter((r) => !inserted.has(r.id!));
  };
  let missing = await insert(sorted);
  if (missing.length) {
    const seatIds = missing.map((r) => r.seatId!);
    const lapsed = await lapsedHolders(
      tx,
      and(eq(orderItems.eventId, eventId), inArray(orderItems.seatId, seatIds)),
    );
    if ((await closeLapsed(tx, lapsed)).length) missing = await insert(missing);
  }
  if (missing.length)
    throw new AppError(409, ErrorCode.seatTaken, undefined, { seatIds: missing.map((r) => r.seatId!) });
  return live ?? (await liveItemsOf(tx, orderId));
}

/**
 * Takes `quantity` places of a general-admission area: `used + n <= capacity` in one conditional update of
 * the (event, area) row, the only row contended. A full area first frees lapsed carts' places.
 */
export async function takeAreaPlaces(
  tx: Executor,
  eventId: string,
  gaAreaId: string,
  quantity: number,
  capacity: number,
  closeLapsed: CloseLapsed,
): Promise<void> {
  await tx.insert(eventAreaUsage).values({ eventId, gaAreaId, used: 0 }).onConflictDoNothing();
  const key = and(eq(eventAreaUsage.eventId, eventId), eq(eventAreaUsage.gaAreaId, gaAreaId));
  const attempt = () => conditionalAdd(tx, eventAreaUsage, key, quantity, capacity);
  if (await attempt()) return;
  const lapsed = await lapsedHolders(
    tx,
    and(eq(orderItems.eventId, eventId), eq(orderItems.gaAreaId, gaAreaId)),
  );
  if ((await closeLapsed(tx, lapsed)).length && (await attempt())) return;
  throw new AppError(409, ErrorCode.areaFull);
}

/**
 * Counts tickets on a price level's counter for one event, checked against its quota when it has one
 * (held + sold <= quota), as the LAST write of the transaction: the counter row is the hottest of a popular
 * level, so its lock lasts only to the commit. Every live item counts, quota or not: releases give back
 * whatever they take out, so a quota removed, changed or set again finds the counter right (issue 21).
 * `own`: the items this transaction put on the level (not counted again when the counter is created).
 */
export async function takeQuota(
  tx: Executor,
  eventId: string,
  priceLevelId: string,
  quantity: number,
  quota: number | null,
  own: string[],
  closeLapsed: CloseLapsed,
  first?: WithSubquery,
): Promise<void> {
  const key = and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId));
  const attempt = (cte?: WithSubquery) => conditionalAdd(tx, eventQuotaUsage, key, quantity, quota, cte);
  if (await attempt(first)) return;
  if ((await createQuotaRow(tx, eventId, priceLevelId, own)) && (await attempt())) return;
  const lapsed = await lapsedHolders(
    tx,
    and(eq(orderItems.eventId, eventId), eq(orderItems.priceLevelId, priceLevelId)),
  );
  if ((await closeLapsed(tx, lapsed)).length && (await attempt())) return;
  throw new AppError(409, ErrorCode.quotaExhausted);
}

/**
 * A level's counter is created on its first use, from the live items other transactions committed (a
 * quota set after sales started starts from them); false when it already existed. Concurrent first uses
 * meet on its primary key: the loser waits for the winner's commit, then adds to its row.
 */
async function createQuotaRow(tx: Executor, eventId: string, priceLevelId: string, own: string[]) {
  const [exists] = await tx
    .select({ used: eventQuotaUsage.used })
    .from(eventQuotaUsage)
    .where(and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId)));
  if (exists) return false;
  await insertQuotaRow(tx, eventId, priceLevelId, own);
  return true;
}

type CounterTable = typeof eventAreaUsage | typeof eventQuotaUsage;

async function conditionalAdd(
  tx: Executor,
  table: CounterTable,
  key: ReturnType<typeof and>,
  n: number,
  bound: number | null,
  cte?: WithSubquery,
): Promise<boolean> {
  const rows = await (cte ? tx.with(cte) : tx)
    .update(table)
    .set({ used: sql`${table.used} + ${n}` })
    .where(and(key, bound === null ? undefined : sql`${table.used} + ${n} <= ${bound}`))
    .returning({ used: table.used });
  return rows.length > 0;
}
