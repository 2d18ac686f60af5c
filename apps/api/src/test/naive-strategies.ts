import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../db/client';
import { eventAreaUsage, eventQuotaUsage, orderItems, orders } from '../db/schema';
import { AppError } from '../lib/errors';
import { preparedStatement } from '../lib/prepared-statement';
import type { Strategies } from '../composition-root';
import type { CartDeps, ValidateInput } from '../modules/sales/cart-items.service';
import { customerColumns } from '../modules/sales/cart-validate';
import { lapsedHolders, type CloseLapsed, type NewItem } from '../modules/inventory/inventory-hold';
import { liveItemsOf } from '../modules/inventory/sql/item-listing';
import type { InventoryWrites } from '../modules/inventory/inventory-writes';
import { orderDto } from '../modules/sales/order-dto';
import { findOrder } from '../modules/sales/order-rows';
import { cartRefusal } from '../modules/sales/sale-checks';
import type { OrderLocks, OrderStep } from '../modules/sales/order-writes';
import { scanQuery, scanRunner } from '../modules/tickets/check-in-statement';
import { liveItem } from '../modules/inventory/unit-rules';

/**
 * The negative controls' naive strategies: check-then-write code, handed to the services through the
 * composition root (createTestApp's `strategies`) so a concurrency test proves its race is real. The server
 * never uses them. Each pauses between its check and its write to widen the race window.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Look, then insert: two sellers can both look before either inserts. Lapsed carts are freed first. */
async function holdSeats(tx: Executor, rows: NewItem[], closeLapsed: CloseLapsed) {
  const { eventId, orderId } = rows[0]!;
  const seatIds = rows.map((r) => r.seatId!);
  const onSeats = and(eq(orderItems.eventId, eventId), inArray(orderItems.seatId, seatIds));
  // Lapsed carts are found as the real inventory finds them (one hold-expiry condition), then freed.
  await closeLapsed(tx, await lapsedHolders(tx, onSeats));
  const taken = await tx
    .select({ seatId: orderItems.seatId })
    .from(orderItems)
    .where(and(onSeats, liveItem(orderItems)));
  if (taken.length)
    throw new AppError(409, ErrorCode.seatTaken, undefined, { seatIds: taken.map((r) => r.seatId) });
  await sleep(5);
  await tx.insert(orderItems).values(rows);
  return liveItemsOf(tx, orderId!);
}

type Counter = typeof eventAreaUsage | typeof eventQuotaUsage;

/** Read, decide, then write what was read plus n: a lost update. */
async function naiveAdd(tx: Executor, table: Counter, key: ReturnType<typeof and>, n: number, bound: number) {
  const [row] = await tx.select({ used: table.used }).from(table).where(key);
  if (!row || row.used + n > bound) return false;
  await sleep(5);
  await tx
    .update(table)
    .set({ used: row.used + n })
    .where(key);
  return true;
}

export const naiveInventory: InventoryWrites = {
  holdSeats,
  async takeAreaPlaces(tx, eventId, gaAreaId, quantity, capacity) {
    await tx.insert(eventAreaUsage).values({ eventId, gaAreaId, used: 0 }).onConflictDoNothing();
    const key = and(eq(eventAreaUsage.eventId, eventId), eq(eventAreaUsage.gaAreaId, gaAreaId));
    if (!(await naiveAdd(tx, eventAreaUsage, key, quantity, capacity)))
      throw new AppError(409, ErrorCode.areaFull);
  },
  async takeQuota(tx, eventId, priceLevelId, quantity, quota, own) {
    const key = and(eq(eventQuotaUsage.eventId, eventId), eq(eventQuotaUsage.priceLevelId, priceLevelId));
    const ownIds = own.length ? sql`and id not in ${own}` : sql``;
    await tx.execute(sql`
      insert into event_quota_usage (event_id, price_level_id, used)
      select ${eventId}, ${priceLevelId}, coalesce(sum(quantity), 0) from order_items
      where event_id = ${eventId} and price_level_id = ${priceLevelId} and ${liveItem()} ${ownIds}
      on conflict do nothing`);
    if (!(await naiveAdd(tx, eventQuotaUsage, key, quantity, quota ?? Number.MAX_SAFE_INTEGER)))
      throw new AppError(409, ErrorCode.quotaExhausted);
  },
};

/**
 * Checks the hold, waits (`afterCheck`, 500 ms by default), then writes unconditionally: a lapse in between
 * is missed.
 */
export function naiveValidation(afterCheck?: (cartId: string) => Promise<unknown>) {
  return async (deps: CartDeps, id: string, input: ValidateInput, userId: string) => {
    const row = await findOrder(deps.db, id);
    if (!row || row.status !== 'cart' || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
      throw await cartRefusal(deps.db, id);
    await (afterCheck?.(id) ?? sleep(500));
    await deps.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'confirmed', expiresAt: null, ...customerColumns(input), validatedBy: userId })
        .where(eq(orders.id, id));
      await tx.update(orderItems).set({ status: 'sold' }).where(eq(orderItems.orderId, id));
    });
    return (await orderDto(deps.db, id))!;
  };
}

/**
 * Reads the order without locking it (then `afterRead`) and sells every item of an approved order whatever
 * its status, as code trusting an unlocked read would: a cancelled seat then comes back sold.
 */
export function unlockedOrders(afterRead?: (step: OrderStep, orderId: string) => Promise<void> | undefined) {
  const locks: OrderLocks = {
    async lock(tx, id, step) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      await afterRead?.(step, id);
      return row;
    },
    sellItems: (tx, orderId) =>
      tx
        .update(orderItems)
        .set({ status: 'sold', updatedAt: new Date() })
        .where(eq(orderItems.orderId, orderId))
        .returning(),
  };
  return locks;
}

/** The door's claim reading the statement's snapshot instead of the row under its lock. */
export const snapshotCheckIn = scanRunner(
  preparedStatement('encore_check_in_snapshot', scanQuery(sql.raw('f.checked_in_at'))),
);

/** Every naive strategy of the inventory and its validation (the carts' negative controls). */
export const naiveSelling = (afterCheck?: (cartId: string) => Promise<unknown>): Strategies => ({
  inventory: naiveInventory,
  validate: naiveValidation(afterCheck),
});
