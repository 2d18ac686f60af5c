import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { OrderChangeHook, SaleTickets } from '../../lib/order-change';
import { availabilityRoutes, type ShowLinks } from './availability.routes';
import { startCartSweeper } from './cart-expiry';
import { cartsRoutes } from './carts.routes';
import type { CartDeps } from './cart-items.service';
import { createCartsService } from './carts.service';
import { createInventoryBus } from './inventory-bus';
import { startTicketRepair } from '../tickets';

/**
 * The selling side of the box office: carts, validation, availability and its live stream, plus the
 * background sweep of lapsed holds. Stops its LISTEN connection and sweep when the server closes.
 */
export const boxOfficeRoutes =
  (
    config: Config,
    database: DatabaseHandle,
    showLinks: ShowLinks,
    onOrderChange?: OrderChangeHook,
    saleTickets?: SaleTickets,
    /** Other implementations of the inventory's writes and of validation (composition-root.ts). */
    strategies: Pick<CartDeps, 'inventory' | 'validate'> = {},
  ): FastifyPluginAsync =>
  async (app) => {
    const deps: CartDeps = {
      db: database.db,
      holdSeconds: config.cartHoldSeconds,
      onOrderChange,
      saleTickets,
      ...strategies,
    };
    const bus = createInventoryBus(database);
    const stopSweeper = startCartSweeper(database.db);
    app.addHook('onClose', async () => {
      await stopSweeper();
      await bus.close();
    });
    await bus.ready.catch(() => undefined);
    // Tickets a stopped process owed to sales it committed (sale-statement.ts): every process repairs
    // them, at start then every few seconds, so another node covers a crashed one. Started once the
    // server is ready (the start's pass reads two days of orders; a sale's own tickets never wait for it).
    if (saleTickets) {
      let stopRepair: (() => Promise<void>) | undefined;
      app.addHook('onReady', async () => {
        stopRepair = startTicketRepair((recent) => saleTickets.repair(recent));
      });
      app.addHook('onClose', async () => stopRepair?.());
    }
    await app.register(cartsRoutes(createCartsService(deps)));
    await app.register(availabilityRoutes(database.db, bus, showLinks));
  };
