import type { Database } from '../../db/client';
import type { OrderChangeHook, SaleTickets } from '../../lib/order-change';
import type { JournalRecorder } from '../../lib/journal-recorder';
import type { TillSessions } from './order-money';
import type { InventoryWrites, ShowLinks } from '../inventory';
import type { CartDeps } from './cart-items.service';
import { createCartsService } from './carts.service';
import { createSaleContexts } from './sale-contexts';
import { createOrderActionsService } from './order-actions.service';
import type { OrderLocks } from './order-writes';
import type { SellerCaps } from './sql/seller-holds';
import { createOrdersReadService } from './orders-read.service';

/**
 * What the sales module (carts and orders: one aggregate, the `orders` table) is handed by the composition
 * root. It reaches the rest only through these: the inventory (its writes, its statements' rules from
 * modules/inventory), ticket issuing (the tickets module's), the order-change hook (tickets, then inbox),
 * the shows module's artist links for Event rules. Event facts come from the shows module's public surface.
 */
export interface SalesDeps {
  db: Database;
  holdSeconds: number;
  /** Open carts and held seats a seller may have at once (config.ts: MAX_OPEN_CARTS_PER_SELLER, ...). */
  caps: SellerCaps;
  onOrderChange: OrderChangeHook;
  saleTickets: SaleTickets;
  showLinks: ShowLinks;
  /** Other implementations of the guarded writes (the negative controls' naive ones, src/test); unset: ours. */
  inventory?: InventoryWrites;
  validate?: CartDeps['validate'];
  orderLocks?: OrderLocks;
  /**
   * Money (issue 23): the journal's recorder, called in the transaction of each sale, payment, invitation,
   * cancellation and refund; the seller's till session of a counter payment or refund (the tills module's
   * `tillSessionsFor`), which may refuse (E04001: cash without an open session). Required: the server
   * never sells unjournalled.
   */
  journal: JournalRecorder;
  tills: TillSessions;
}

/** The sales module's services, built once in composition-root.ts; the route plugins only register them. */
export function createSalesModule(deps: SalesDeps) {
  const { db, onOrderChange } = deps;
  const money = { journal: deps.journal, tills: deps.tills };
  return {
    deps,
    carts: createCartsService({
      db,
      holdSeconds: deps.holdSeconds,
      caps: deps.caps,
      onOrderChange,
      saleTickets: deps.saleTickets,
      inventory: deps.inventory,
      validate: deps.validate,
      // What this process saw of carts and the catalogue, kept between adds (sale-contexts.ts).
      contexts: createSaleContexts(),
      ...money,
    }),
    orders: createOrdersReadService(db),
    orderActions: createOrderActionsService(db, onOrderChange, deps.orderLocks, money),
  };
}

export type SalesModule = ReturnType<typeof createSalesModule>;
