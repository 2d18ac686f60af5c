import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@encore/shared/errors';
import { itemAmounts } from '@encore/shared/money';
import { orderItems } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { channelFeeCents } from '../sales-channels';
import { AppError } from '../../lib/errors';
import { transactionWithRetry } from '../../lib/transaction-retry';
import { itemOfCart, lockCart, type CartDeps } from './cart-items.service';
import { decrementCounters } from '../inventory';
import { notifyInventory } from '../inventory';
import { releaseItems } from '../inventory';
import { inventoryOf } from '../inventory';
import { addHistory, refreshTotals, type OrderRow } from './order-rows';
import { expireCarts } from './cart-expiry';
import { saleFacts } from './sale-facts';
import { eventNotFound, levelOf, priceLevelNotAvailable } from './sale-checks';

/** Another level of the item's category: new price, VAT and fee; the quotas of both levels follow. */
export async function changeItemLevel(
  deps: CartDeps,
  cart: OrderRow,
  itemId: string,
  priceLevelId: string,
  userId: string,
) {
  const item = await itemOfCart(deps, cart.id, itemId);
  const facts = await saleFacts(deps.db, item.eventId);
  if (!facts) throw eventNotFound();
  const level = await levelOf(deps.db, priceLevelId, facts);
  if (level.categoryId !== item.categoryId) throw priceLevelNotAvailable();
  const [channel] = await rawRows<{ fee_cents: number | null }>(
    deps.db,
    sql`select ${channelFeeCents(sql`${cart.salesChannelId}::uuid`)} as fee_cents`,
  );
  await transactionWithRetry(deps.db, async (tx) => {
    await lockCart(tx, cart.id, deps, { seller: userId });
    if (item.priceLevelId === level.id) return;
    const [changed] = await tx
      .update(orderItems)
      .set({
        priceLevelId: level.id,
        priceLevelName: level.name,
        ...itemAmounts(level.priceCents, level.rateBasisPoints, Number(channel?.fee_cents ?? 0)),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orderItems.id, item.id),
          eq(orderItems.status, 'held'),
          eq(orderItems.priceLevelId, item.priceLevelId),
        ),
      )
      .returning({ id: orderItems.id });
    if (!changed) throw new AppError(404, ErrorCode.notFound, 'Item not found');
    await decrementCounters(tx, [{ ...item, gaAreaId: null }]);
    await refreshTotals(tx, cart.id);
    await addHistory(tx, cart.id, 'item_changed', userId, {
      itemId: item.id,
      from: item.priceLevelId,
      to: level.id,
    });
    const gaAreas = item.gaAreaId ? [{ id: item.gaAreaId, quantity: item.quantity }] : [];
    const seatIds = item.seatId ? [item.seatId] : [];
    notifyInventory(tx, 'hold', cart.id, [{ eventId: item.eventId, seatIds, gaAreas }]);
    await inventoryOf(deps, expireCarts).takeQuota(tx, item.eventId, level.id, item.quantity, level.quota, [
      item.id,
    ]);
  });
}

/** Out of the cart: its seat or places and quota are free again at once. */
export async function removeItem(deps: CartDeps, cart: OrderRow, itemId: string, userId: string) {
  await transactionWithRetry(deps.db, async (tx) => {
    await lockCart(tx, cart.id, deps, { seller: userId });
    const [removed] = await releaseItems(tx, cart.id, 'delete', [itemId], ['held']);
    if (!removed) throw new AppError(404, ErrorCode.notFound, 'Item not found');
    await refreshTotals(tx, cart.id);
    await addHistory(tx, cart.id, 'item_removed', userId, {
      eventId: removed.eventId,
      ...(removed.seatId
        ? { seatIds: [removed.seatId] }
        : { gaAreaId: removed.gaAreaId, quantity: removed.quantity }),
    });
  });
}
