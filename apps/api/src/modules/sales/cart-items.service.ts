import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { itemAmounts, orderTotals, type OrderTotalsCents } from '@encore/shared/money';
import type { z } from 'zod';
import type { AddCartItemsInput, validateOrderSchema } from '@encore/shared/orders/cart.schema';
import type { Order } from '@encore/shared/orders/order.schema';
import type { Database, Transaction } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { OrderChangeHook, SaleTickets } from '../../lib/order-change';
import { transactionWithRetry } from '../../lib/transaction-retry';
import {
  insertListing,
  inventoryOf,
  liveItemsOf,
  notifyInventory,
  publishInventory,
  type InventoryWrites,
  type LiveItem,
  type NewItem,
} from '../inventory';
import { holdSeatsAtOnce, quotaFull, seatsTaken } from './sql/hold-seats';
import { itemDtoOf, orderDtoFrom } from './order-dto';
import { lockLiveCart, saveTotals, totalsCte, type HistoryStep, type OrderRow } from './order-rows';
import { expireCarts } from './cart-expiry';
import { assertSellerRoom, tooManyHeldSeats, type SellerCaps } from './sql/seller-holds';
import { categoriesOf, saleContext, seatLabelsOf, type LevelFacts } from './sale-facts';
import type { SaleContexts } from './sale-contexts';
import type { SaleContext } from './sql/sale-context';
import {
  assertLevelOf,
  assertOnSale,
  cartRefusal,
  categoryNotAvailable,
  channelNotOnShow,
  eventNotFound,
  priceLevelNotAvailable,
} from './sale-checks';

import type { JournalRecorder } from '../../lib/journal-recorder';
import type { TillSessions } from './order-money';

export type ValidateInput = z.output<typeof validateOrderSchema>;

export interface CartDeps {
  db: Database;
  holdSeconds: number;
  /** What one seller may hold at once (seller-holds.ts). */
  caps: SellerCaps;
  /** Another inventory's writes (inventory-writes.ts); unset: the row-level one and its one-statement paths. */
  inventory?: InventoryWrites;
  /** Another validation of a cart, answering the order as validated; unset: cart-validate.ts. */
  validate?: (deps: CartDeps, id: string, input: ValidateInput, userId: string) => Promise<Order>;
  /** The order's tickets follow its validation (lib/order-change.ts). */
  onOrderChange: OrderChangeHook;
  /** Tickets of a sale made by one statement (sql/sell-cart.ts); without it, sales take the careful path. */
  saleTickets?: SaleTickets;
  /** The journal's recorder (issue 23); unset: noJournal. */
  journal?: JournalRecorder;
  /** The seller's till session of a payment; unset: none (noTills). */
  tills?: TillSessions;
  /** Carts and catalogue facts kept between requests (sale-contexts.ts); unset: each add reads them. */
  contexts?: SaleContexts;
}

/** Locks the live cart (renewing its hold; see lockLiveCart for the options) or throws why it cannot change. */
export async function lockCart(
  tx: Transaction,
  id: string,
  deps: CartDeps,
  options?: Parameters<typeof lockLiveCart>[3],
): Promise<OrderRow> {
  const cart = await lockLiveCart(tx, id, deps.holdSeconds, options);
  if (!cart) throw await cartRefusal(tx, id, options?.seller);
  return cart;
}

type CartCheck = (cart: OrderRow | null) => OrderRow;

/**
 * Everything checked before the transaction: the cart (`check` decides whether the session may change it),
 * the event on sale, channel, level, seats or area and category. Read in one query, or, for seats the one
 * statement holds, as this process last saw them (sale-contexts.ts: the statement checks their versions);
 * a refusal from kept facts is never answered, they are read again.
 */
async function prepare(
  deps: CartDeps,
  cartId: string,
  input: AddCartItemsInput,
  check: CartCheck,
  mayUseKept: boolean,
) {
  const atOnce = 'seatIds' in input && !deps.inventory;
  const kept =
    mayUseKept && atOnce ? deps.contexts?.seen(cartId, input.eventId, input.priceLevelId) : undefined;
  if (kept) {
    try {
      return { ...(await checked(deps, kept, input, check)), seen: kept.versions };
    } catch {
      // Facts that may have changed since: read them.
    }
  }
  const context = deps.contexts
    ? await deps.contexts.read(deps.db, cartId, input.eventId, input.priceLevelId)
    : await saleContext(deps.db, cartId, input.eventId, input.priceLevelId);
  return { ...(await checked(deps, context, input, check)), seen: undefined };
}

/** The add's items and facts from its context, or why it is refused. */
async function checked(deps: CartDeps, context: SaleContext, input: AddCartItemsInput, check: CartCheck) {
  const { db } = deps;
  const { cart: found, sale } = context;
  const cart = check(found);
  if (!sale) throw eventNotFound();
  const { facts, channel } = sale;
  assertOnSale(facts);
  if (!channel.onShow) throw channelNotOnShow();
  const level = assertLevelOf(sale.level, facts);
  const categories = await categoriesOf(db, facts);
  const amounts = itemAmounts(level.priceCents, level.rateBasisPoints, channel.feeCents);
  // Ids chosen here: the quota's first use counts the level's live items but this cart's new ones.
  const base = (): Omit<NewItem, 'quantity'> => ({
    id: crypto.randomUUID(),
    orderId: cart.id,
    eventId: facts.eventId,
    priceLevelId: level.id,
    categoryId: level.categoryId,
    priceLevelName: level.name,
    ...amounts,
  });
  const common = { cart, facts, level, channel };
  if ('seatIds' in input) {
    const labels = await seatLabelsOf(db, facts);
    const unknown = input.seatIds.filter((id) => !labels.has(id));
    if (unknown.length)
      throw new AppError(400, ErrorCode.validation, 'This seat is not in the room', { seatIds: unknown });
    const unpriced = input.seatIds.filter((id) => !categories.has(id));
    if (unpriced.length) throw categoryNotAvailable({ seatIds: unpriced });
    const wrong = input.seatIds.filter((id) => categories.get(id) !== level.categoryId);
    if (wrong.length) throw priceLevelNotAvailable({ seatIds: wrong });
    const rows = input.seatIds.map((seatId) => ({ ...base(), ...labels.get(seatId)!, seatId, quantity: 1 }));
    return { ...common, rows, quantity: rows.length, area: undefined };
  }
  const area = facts.gaAreas.find((a) => a.id === input.gaAreaId);
  if (!area) throw new AppError(400, ErrorCode.validation, 'This area is not in the room');
  if (!categories.has(area.id)) throw categoryNotAvailable({ gaAreaId: area.id });
  if (categories.get(area.id) !== level.categoryId) throw priceLevelNotAvailable({ gaAreaId: area.id });
  const row = { ...base(), gaAreaId: area.id, areaLabel: area.name, quantity: input.quantity };
  return { ...common, rows: [row], quantity: input.quantity, area };
}

/**
 * Adds seats or admissions to a cart, all or nothing, and answers the cart. Round trips are few on
 * purpose (bench/box-office.mjs): the cart and everything the sale checks are one read; the cart's lock,
 * hold renewal, show and history step are one update; the hold answers the cart's items; the totals ride
 * with the quota's update; the answer is built from what the transaction wrote, not read again.
 */
export async function addItems(
  deps: CartDeps,
  cartId: string,
  input: AddCartItemsInput,
  userId: string,
  check: CartCheck,
  mayUseKept = true,
): Promise<Order> {
  const prepared = await prepare(deps, cartId, input, check, mayUseKept);
  const { cart, facts, level, channel, rows, quantity, area, seen } = prepared;
  const seatIds = area ? [] : rows.map((r) => r.seatId!);
  const step: HistoryStep = {
    action: 'item_added',
    userId,
    details: {
      eventId: facts.eventId,
      priceLevelId: level.id,
      ...(area ? { gaAreaId: area.id, quantity } : { seatIds }),
    },
  };
  const show = { showId: facts.showId, producerId: facts.producerId };
  const names = {
    salesChannelName: channel.name,
    needsApproval: channel.needsApproval,
    showName: facts.showName,
  };
  const atOnce = !deps.inventory;
  if (atOnce && !area) {
    const held = await holdSeatsAtOnce(deps.db, {
      cartId: cart.id,
      holdSeconds: deps.holdSeconds,
      userId,
      show,
      rows,
      quota: level.quota,
      maxSeats: deps.caps.heldSeats,
      added: orderTotals(rows),
      details: step.details!,
      tickets: deps.saleTickets?.codes(facts.eventId, rows.length),
      seen,
    });
    // Kept facts refused with the cart (it, or they, changed since) or on a deadlock: the add again from
    // facts read now. Refused for seats or the quota, they were current (the cart is checked first).
    if ('refused' in held && seen && !currentFactsRefusals.has(held.refused))
      return addItems(deps, cartId, input, userId, check, false);
    if ('refused' in held) {
      if (held.refused === 'held') throw tooManyHeldSeats(deps.caps);
      // Seats live carts or sales hold, or a full quota (no lapsed hold to free): the 409 at once.
      const taken = held.refused === 'seats' ? await seatsTaken(deps.db, facts.eventId, seatIds) : null;
      if (taken?.length) throw new AppError(409, ErrorCode.seatTaken, undefined, { seatIds: taken });
      const counted = { eventId: facts.eventId, priceLevelId: level.id, count: rows.length };
      if (
        held.refused === 'quota' &&
        level.quota !== null &&
        (await quotaFull(deps.db, { ...counted, quota: level.quota }))
      )
        throw new AppError(409, ErrorCode.quotaExhausted);
    } else {
      publishInventory(deps.db, 'hold', cart.id, [{ eventId: facts.eventId, seatIds, gaAreas: [] }]);
      deps.contexts?.cartSeen(held.cart, held.cartVersion);
      // Another change of this cart committed during the statement is in its totals, not in its listing.
      const complete = sameTotals(orderTotals(held.items.map((l) => l.item)), held.cart);
      const items = complete ? held.items : await liveItemsOf(deps.db, cart.id);
      return orderDtoFrom(
        held.cart,
        items.map(({ item, startsAt }) => itemDtoOf(item, startsAt)),
        names,
      );
    }
  }
  const inventory = inventoryOf(deps, expireCarts);
  const { row, items } = await transactionWithRetry(deps.db, async (tx) => {
    // The seller's row first (the lock order, inventory-counters.ts), then its cart's.
    await assertSellerRoom(tx, userId, deps.caps, { seats: quantity });
    // An order holds tickets of one show: the first item fixes it (ownership rules read these columns).
    const locked = await lockCart(tx, cart.id, deps, { show, step, seller: userId });
    if (locked.showId !== facts.showId) throw new AppError(400, ErrorCode.otherShow);
    let live: LiveItem[];
    if (area) {
      await inventory.takeAreaPlaces(tx, facts.eventId, area.id, quantity, area.capacity);
      live = await insertListing(tx, cart.id, tx.insert(orderItems).values(rows).returning().getSQL());
    } else live = await inventory.holdSeats(tx, rows);
    const lines = live.map((l) => l.item);
    const totals = orderTotals(lines);
    const gaAreas = area ? [{ id: area.id, quantity }] : [];
    notifyInventory(tx, 'hold', cart.id, [{ eventId: facts.eventId, seatIds, gaAreas }]);
    // Last: the level's counter is the hottest row, locked only until the commit. The totals ride with it.
    const own = rows.map((r) => r.id!);
    if (level.quota === null || !atOnce) await saveTotals(tx, cart.id, lines);
    const withTotals = level.quota !== null && atOnce ? totalsCte(tx, cart.id, totals) : undefined;
    await inventory.takeQuota(tx, facts.eventId, level.id, quantity, level.quota, own, withTotals);
    return { row: { ...locked, ...totals }, items: live };
  });
  return orderDtoFrom(
    row,
    items.map(({ item, startsAt }) => itemDtoOf(item, startsAt)),
    names,
  );
}

const currentFactsRefusals = new Set(['seats', 'quota']);

const sameTotals = (a: OrderTotalsCents, b: OrderTotalsCents) =>
  a.subtotalCents === b.subtotalCents &&
  a.feesCents === b.feesCents &&
  a.vatCents === b.vatCents &&
  a.totalCents === b.totalCents &&
  a.totalInclTaxCents === b.totalInclTaxCents;

export async function itemOfCart(deps: CartDeps, cartId: string, itemId: string) {
  const [item] = await deps.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, cartId), eq(orderItems.status, 'held')));
  if (!item) throw new AppError(404, ErrorCode.notFound, 'Item not found');
  return item;
}

export type { LevelFacts };
