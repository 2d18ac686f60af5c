import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { itemAmounts } from '@encore/shared/money';
import type { AddCartItemsInput } from '@encore/shared/orders/cart.schema';
import type { Database, Transaction } from '../../db/client';
import { orderItems, orders, salesChannels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { ensureQuotaRow, holdSeats, takeAreaPlaces, takeQuota, type NewItem } from './inventory-hold';
import { notifyInventory } from './inventory-notify';
import { addHistory, lockLiveCart, refreshTotals, type OrderRow } from './order-rows';
import { categoriesOf, saleFacts, seatLabelsOf, type SaleFacts } from './sale-facts';
import {
  assertChannelOfShow,
  assertOnSale,
  cartRefusal,
  eventNotFound,
  levelOf,
  priceLevelNotAvailable,
  type LevelFacts,
} from './sale-checks';

export interface CartDeps {
  db: Database;
  holdSeconds: number;
  /** false only in tests (config.testHooks): naive writes, to prove the concurrency tests can fail. */
  safe: boolean;
}

/** Locks the live cart (renewing its hold) or throws why it cannot change. */
export async function lockCart(tx: Transaction, id: string, deps: CartDeps): Promise<OrderRow> {
  const cart = await lockLiveCart(tx, id, deps.holdSeconds);
  if (!cart) throw await cartRefusal(tx, id);
  return cart;
}

/** An order holds tickets of one show: the first item fixes it (ownership rules read these columns). */
async function fixShow(tx: Transaction, cart: OrderRow, facts: SaleFacts) {
  if (cart.showId === facts.showId) return;
  if (cart.showId) throw new AppError(400, ErrorCode.otherShow);
  await tx
    .update(orders)
    .set({ showId: facts.showId, producerId: facts.producerId })
    .where(eq(orders.id, cart.id));
}

async function channelFee(deps: CartDeps, channelId: string): Promise<number> {
  const [row] = await deps.db
    .select({ feeCents: salesChannels.feeCents })
    .from(salesChannels)
    .where(eq(salesChannels.id, channelId));
  return row?.feeCents ?? 0;
}

/** Everything checked before the transaction: event on sale, channel, level, seats or area and category. */
async function prepare(deps: CartDeps, cart: OrderRow, input: AddCartItemsInput) {
  const { db } = deps;
  const facts = await saleFacts(db, input.eventId);
  if (!facts) throw eventNotFound();
  assertOnSale(facts);
  await assertChannelOfShow(db, facts.showId, cart.salesChannelId);
  const level = await levelOf(db, input.priceLevelId, facts);
  const categories = await categoriesOf(db, facts);
  const amounts = itemAmounts(
    level.priceCents,
    level.rateBasisPoints,
    await channelFee(deps, cart.salesChannelId),
  );
  const base = (): Omit<NewItem, 'quantity'> => ({
    orderId: cart.id,
    eventId: facts.eventId,
    priceLevelId: level.id,
    categoryId: level.categoryId,
    priceLevelName: level.name,
    ...amounts,
  });
  if ('seatIds' in input) {
    const labels = await seatLabelsOf(db, facts);
    const unknown = input.seatIds.filter((id) => !labels.has(id));
    if (unknown.length)
      throw new AppError(400, ErrorCode.validation, 'This seat is not in the room', { seatIds: unknown });
    const wrong = input.seatIds.filter((id) => categories.get(id) !== level.categoryId);
    if (wrong.length) throw priceLevelNotAvailable({ seatIds: wrong });
    const rows = input.seatIds.map((seatId) => ({ ...base(), ...labels.get(seatId)!, seatId, quantity: 1 }));
    return { facts, level, rows, quantity: rows.length };
  }
  const area = facts.gaAreas.find((a) => a.id === input.gaAreaId);
  if (!area) throw new AppError(400, ErrorCode.validation, 'This area is not in the room');
  if (categories.get(area.id) !== level.categoryId) throw priceLevelNotAvailable({ gaAreaId: area.id });
  const row = { ...base(), gaAreaId: area.id, areaLabel: area.name, quantity: input.quantity };
  return { facts, level, rows: [row], quantity: input.quantity, area };
}

export async function addItems(deps: CartDeps, cart: OrderRow, input: AddCartItemsInput, userId: string) {
  const { facts, level, rows, quantity, area } = await prepare(deps, cart, input);
  await transactionWithRetry(deps.db, async (tx) => {
    const locked = await lockCart(tx, cart.id, deps);
    await fixShow(tx, locked, facts);
    await ensureQuotaRow(tx, facts.eventId, level.id, level.quota);
    if (area) {
      await takeAreaPlaces(tx, facts.eventId, area.id, quantity, area.capacity, deps.safe);
      await tx.insert(orderItems).values(rows);
    } else await holdSeats(tx, rows, deps.safe);
    await refreshTotals(tx, cart.id);
    const seatIds = area ? [] : rows.map((r) => r.seatId!);
    await addHistory(tx, cart.id, 'item_added', userId, {
      eventId: facts.eventId,
      priceLevelId: level.id,
      ...(area ? { gaAreaId: area.id, quantity } : { seatIds }),
    });
    const gaAreas = area ? [{ id: area.id, quantity }] : [];
    await notifyInventory(tx, 'hold', cart.id, [{ eventId: facts.eventId, seatIds, gaAreas }]);
    // Last: the level's counter is the hottest row, locked only until the commit.
    await takeQuota(tx, facts.eventId, level.id, quantity, level.quota, deps.safe);
  });
}

export async function itemOfCart(deps: CartDeps, cartId: string, itemId: string) {
  const [item] = await deps.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, cartId), eq(orderItems.status, 'held')));
  if (!item) throw new AppError(404, ErrorCode.notFound, 'Item not found');
  return item;
}

export type { LevelFacts };
