import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { levelFacts, type LevelFacts, type SaleFacts } from './sale-facts';
import { cartState } from './sql/cart-state';

export { eventNotFound } from '../shows';
export const cartNotFound = () => notFound('Cart not found');
export const priceLevelNotAvailable = (details?: unknown) =>
  new AppError(400, ErrorCode.priceLevelNotAvailable, undefined, details);
/** Seats or an area that no category of the show's pricing covers: nothing can be sold there. */
export const categoryNotAvailable = (details: unknown) =>
  new AppError(400, ErrorCode.categoryNotAvailable, undefined, details);

/** Only scheduled events of published shows, with a pricing, not started yet, are on sale. */
export function assertOnSale(facts: SaleFacts): void {
  const reason =
    facts.eventStatus !== 'scheduled'
      ? 'eventCancelled'
      : facts.showStatus !== 'published'
        ? 'showArchived'
        : facts.startsAt.getTime() <= Date.now()
          ? 'eventStarted'
          : !facts.pricingId
            ? 'noPricing'
            : null;
  if (reason) throw new AppError(409, ErrorCode.eventNotOnSale, undefined, { reason });
}

export const channelNotOnShow = () => new AppError(400, ErrorCode.channelNotOnShow);

/** The level, when it is one of the show's pricing; otherwise 'Price level not available'. */
export function assertLevelOf(level: LevelFacts | null, facts: SaleFacts): LevelFacts {
  if (!level || level.pricingId !== facts.pricingId) throw priceLevelNotAvailable();
  return level;
}

/** The level, when it is one of the show's pricing; otherwise 'Price level not available'. */
export async function levelOf(db: Executor, id: string, facts: SaleFacts): Promise<LevelFacts> {
  return assertLevelOf(await levelFacts(db, id), facts);
}

/**
 * Why a cart cannot change: missing (404), another seller's (403 E03014: `seller` is the one asking; it
 * must take the cart over first), its hold lapsed ('Your cart has expired', 409 E03005, nothing sold), or
 * it is no longer a cart (409 E03010).
 */
export async function cartRefusal(db: Executor, id: string, seller?: string): Promise<AppError> {
  const row = await cartState(db, id);
  if (!row) return cartNotFound();
  if (seller && row.status === 'cart' && row.created_by !== seller) return cartOfAnotherSeller();
  // The database's clock decided the conditional update; it decides here too.
  if ((row.status === 'cart' || row.status === 'abandoned') && row.lapsed)
    return new AppError(409, ErrorCode.cartExpired);
  return new AppError(409, ErrorCode.orderState, undefined, { status: row.status });
}

/** 403: only a cart's seller changes, validates or abandons it; another takes it over first. */
export const cartOfAnotherSeller = () => new AppError(403, ErrorCode.cartOfAnotherSeller);
