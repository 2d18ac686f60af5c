import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { availabilityRoutes, createInventoryBus } from '../inventory';
import { startTicketRepair } from '../tickets';
import { startCartSweeper } from './cart-expiry';
import { cartsRoutes } from './carts.routes';
import type { SalesModule } from './sales-module';

/**
 * The selling side of the box office: carts, validation, availability and its live stream, plus the
 * background work every process shares: the sweep of lapsed holds and the repair of tickets owed. Stops
 * its LISTEN connection, sweep and repair when the server closes. The services come built
 * (composition-root.ts); this plugin only registers them and runs the background work.
 */
export const boxOfficeRoutes =
  (database: DatabaseHandle, sales: SalesModule): FastifyPluginAsync =>
  async (app) => {
    const bus = createInventoryBus(database);
    const stopSweeper = startCartSweeper(database.db);
    app.addHook('onClose', async () => {
      await stopSweeper();
      await bus.close();
    });
    await bus.ready.catch(() => undefined);
    // Tickets a stopped process owed to sales it committed (sql/sell-cart.ts): every process repairs
    // them, at start then every few seconds, so another node covers a crashed one. Started once the
    // server is ready (the start's pass reads two days of orders; a sale's own tickets never wait for it).
    const { saleTickets } = sales.deps;
    let stopRepair: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopRepair = startTicketRepair((recent) => saleTickets.repair(recent));
    });
    app.addHook('onClose', async () => stopRepair?.());
    await app.register(cartsRoutes(sales.carts));
    await app.register(availabilityRoutes(database.db, bus, sales.deps.showLinks));
  };
