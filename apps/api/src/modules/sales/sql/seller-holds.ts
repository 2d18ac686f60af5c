import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../../db/client';
import { rawRows } from '../../../db/raw-rows';
import { AppError } from '../../../lib/errors';

/**
 * What one seller may hold at once (MAX_OPEN_CARTS_PER_SELLER, MAX_HELD_SEATS_PER_SELLER): without a
 * bound, one account opened 2,000 carts in 8 s and kept 540 seats held by touching them (issue 22).
 */
export interface SellerCaps {
  openCarts: number;
  heldSeats: number;
}

/**
 * The seller's live carts and the seats and places they hold, counted by `encore_seller_holds`
 * (migration 0025) after it locked the seller's user row: the count is taken with a snapshot made after
 * the lock, so two openings (or holds) of one seller on two connections count one after the other, and
 * the cap holds under concurrency on PostgreSQL. A lapsed hold is not counted. The seller's row comes
 * FIRST in the lock order (inventory-counters.ts): no one holding a cart's row waits for it.
 */
export const sellerHoldsCte = (seller: SQL) =>
  sql`held as (select carts, seats from encore_seller_holds(${seller}))`;

export const tooManyOpenCarts = (caps: SellerCaps) =>
  new AppError(409, ErrorCode.tooManyOpenCarts, undefined, { max: caps.openCarts });

export const tooManyHeldSeats = (caps: SellerCaps) =>
  new AppError(409, ErrorCode.tooManyHeldSeats, undefined, { max: caps.heldSeats });

/** Locks the seller (see above) and answers its live carts and held seats. */
export async function sellerHolds(tx: Executor, seller: string): Promise<{ carts: number; seats: number }> {
  const [row] = await rawRows<{ carts: number; seats: number }>(
    tx,
    sql`select carts, seats from encore_seller_holds(${seller}::uuid)`,
  );
  return { carts: Number(row?.carts ?? 0), seats: Number(row?.seats ?? 0) };
}

/**
 * 409 unless the seller may hold `seats` more (and, with `cart`, one more open cart): the careful paths'
 * check, in their transaction, before they take the cart's row.
 */
export async function assertSellerRoom(
  tx: Executor,
  seller: string,
  caps: SellerCaps,
  more: { seats: number; cart?: boolean },
): Promise<void> {
  const held = await sellerHolds(tx, seller);
  if (more.cart && held.carts + 1 > caps.openCarts) throw tooManyOpenCarts(caps);
  if (held.seats + more.seats > caps.heldSeats) throw tooManyHeldSeats(caps);
}
