import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { OrderChangeHook, SaleTickets } from '../../lib/order-change';
import { availabilityRoutes, type ShowLinks } from './availability.routes';
import { startCartSweeper } from './cart-expiry';
import { cartsRoutes } from './carts.routes';
import { createCartsService } from './carts.service';
import { createInventoryBus } from './inventory-bus';

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
  ): FastifyPluginAsync =>
  async (app) => {
    const deps = {
      db: database.db,
      holdSeconds: config.cartHoldSeconds,
      safe: config.testHooks?.inventoryGuard !== false,
      onOrderChange,
      saleTickets,
    };
    const bus = createInventoryBus(database);
    const stopSweeper = startCartSweeper(database.db);
    app.addHook('onClose', async () => {
      await stopSweeper();
      await bus.close();
    });
    await bus.ready.catch(() => undefined);
    // Tickets a stopped process owed to sales it committed (sale-statement.ts), once at start. Not awaited:
    // it reads the last two days' confirmed orders (a scan of the orders table), and the server need not
    // wait for it to answer; a sale's own tickets never depend on it.
    if (saleTickets)
      app.addHook('onReady', async () => {
        void saleTickets.repair().catch((error: Error) => console.warn('tickets repair:', error.message));
      });
    await app.register(cartsRoutes(createCartsService(deps)));
    await app.register(availabilityRoutes(database.db, bus, showLinks));
  };
