import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import type { Executor } from '../../db/client';
import { showSalesChannels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { SaleFacts } from './sale-facts';

export const eventNotFound = () => notFound('Event not found');
export const cartNotFound = () => notFound('Cart not found');
export const priceLevelNotAvailable = (details?: unknown) =>
  new AppError(400, ErrorCode.priceLevelNotAvailable, undefined, details);

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

export async function assertChannelOfShow(db: Executor, showId: string, channelId: string): Promise<void> {
  const [link] = await db
    .select({ showId: showSalesChannels.showId })
    .from(showSalesChannels)
    .where(and(eq(showSalesChannels.showId, showId), eq(showSalesChannels.salesChannelId, channelId)));
  if (!link) throw new AppError(400, ErrorCode.channelNotOnShow);
}

export interface LevelFacts {
  id: string;
  pricingId: string;
  categoryId: string;
  name: string;
  priceCents: number;
  quota: number | null;
  rateBasisPoints: number;
}

/** The level, when it is one of the show's pricing; otherwise 'Price level not available'. */
export async function levelOf(db: Executor, id: string, facts: SaleFacts): Promise<LevelFacts> {
  const result = (await db.execute(sql`
    select pl.id, pl.pricing_id, pl.category_id, pl.name, pl.price_cents, pl.quota, tc.rate_basis_points
    from price_levels pl join tax_classes tc on tc.id = pl.tax_class_id where pl.id = ${id}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const r = result.rows[0];
  if (!r || r.pricing_id !== facts.pricingId) throw priceLevelNotAvailable();
  return {
    id: r.id as string,
    pricingId: r.pricing_id as string,
    categoryId: r.category_id as string,
    name: r.name as string,
    priceCents: Number(r.price_cents),
    quota: r.quota === null ? null : Number(r.quota),
    rateBasisPoints: Number(r.rate_basis_points),
  };
}

/**
 * Why a cart cannot change: missing (404), its hold lapsed ('Your cart has expired', 409 E03005, nothing
 * sold), or it is no longer a cart (409 E03010).
 */
export async function cartRefusal(db: Executor, id: string): Promise<AppError> {
  const result = (await db.execute(sql`
    select status, coalesce(expires_at <= clock_timestamp(), false) as lapsed from orders where id = ${id}`)) as unknown as {
    rows: { status: string; lapsed: boolean }[];
  };
  const row = result.rows[0];
  if (!row) return cartNotFound();
  // The database's clock decided the conditional update; it decides here too.
  if ((row.status === 'cart' || row.status === 'abandoned') && row.lapsed)
    return new AppError(409, ErrorCode.cartExpired);
  return new AppError(409, ErrorCode.orderState, undefined, { status: row.status });
}
