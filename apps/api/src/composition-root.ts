import path from 'node:path';
import sharp from 'sharp';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { catalogueList } from '@encore/shared/catalogue/catalogue-list';
import type { BuiltCatalogueModule, CatalogueModule } from './lib/catalogue-module';
import { createListCache, type ListCache } from './lib/list-cache';
import type { TokenService } from './lib/tokens';
import { createAccountService } from './modules/account/account.service';
import { createDashboardService } from './modules/analytics/dashboard.service';
import { createBusinessService } from './modules/business';
import { createSalesExportService } from './modules/analytics/sales-export.service';
import { createSalesTableService } from './modules/analytics/sales-table.service';
import { artistsRepository } from './modules/artists/artists.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionCaches } from './modules/auth/session-caches';
import * as outboxRepository from './modules/mail/outbox.repository';
import { createPricingPartsService } from './modules/pricings/pricing-parts.service';
import { pricingsRepository } from './modules/pricings/pricings.repository';
import { createPricingsService } from './modules/pricings/pricings.service';
import { createSeatCategoriesService } from './modules/pricings/seat-categories.service';
import { heldByEvent, heldOfEvent, type InventoryWrites } from './modules/inventory';
import { createSalesModule, orderFields, type SalesDeps } from './modules/sales';
import { createTillsService, tillSessionsFor } from './modules/tills';
import { createReturnsService } from './modules/returns';
import { producersRepository } from './modules/producers/producers.repository';
import * as roomFacts from './modules/rooms/room-facts';
import { createBackgroundService } from './modules/rooms/rooms.background.service';
import { createSeatMapService } from './modules/rooms/rooms.seat-map.service';
import { createRoomsService } from './modules/rooms/rooms.service';
import { createEventSearchService } from './modules/shows/event-search.service';
import { createEventsService } from './modules/shows/events.service';
import { eventFields, linksOf } from './modules/shows/shows.repository';
import { createShowsService } from './modules/shows/shows.service';
import { s3ImageStore } from './modules/uploads/uploads.s3-storage';
import { createUploadsService } from './modules/uploads/uploads.service';
import { assertPictures } from './modules/uploads/picture-check';
import { localImageStore } from './modules/uploads/uploads.storage';
import { createUsersAdminService } from './modules/users-admin/users-admin.service';
import { createCheckInsService, type CheckInsDeps } from './modules/tickets/check-ins.service';
import { resolveTicketKey, type TicketKey } from './modules/tickets/ticket-key';
import { createTicketsService } from './modules/tickets/tickets.service';
import { notifyEmailFailed, notifySignup, settleSignup } from './modules/notifications/account-notifications';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notifyOrderChange } from './modules/notifications/order-notifications';
import type { OrderChangeHook } from './lib/order-change';
import { createJournalModule, resolveJournalKey, type JournalKey } from './modules/journal';

/**
 * Other implementations of the writes that guard the inventory, the orders and the door, handed to the
 * services that use them; unset, the services use their own (row locks, unique indexes, conditional
 * updates). Nothing in the server sets them.
 */
export interface Strategies {
  inventory?: InventoryWrites;
  validate?: SalesDeps['validate'];
  orderLocks?: SalesDeps['orderLocks'];
  checkInScan?: CheckInsDeps['scan'];
}

/**
 * The one place that builds repositories and services and hands each service what it needs (its
 * dependency object): no service imports another module's repository, and a transaction handle passes
 * explicitly through the repositories it is given. app.ts registers the routes with these services.
 */
export function composeServices(
  config: Config,
  database: DatabaseHandle,
  tokens: TokenService,
  ticketKey: TicketKey = resolveTicketKey(config),
  strategies: Strategies = {},
  journalKey: JournalKey = resolveJournalKey(config),
) {
  const db = database.db;
  // The tamper-evident journal: modules record through `journal.recorder`, in their own transaction.
  const journal = createJournalModule({
    db,
    key: journalKey,
    version: config.version,
    businessDayCutoff: config.businessDayCutoff,
    clock: config.journalClock,
    closingsPollMs: config.closingsPollMs,
  });
  // The repositories that change users, sessions and roles come wrapped: this process's caches forget
  // what they write at once (the database's notification tells the other processes).
  const caches = createSessionCaches(db);
  const { users: usersRepository, sessions: sessionsRepository, roles: rolesRepository } = caches;
  // Pages of the small catalogue lists, dropped when their table changes (lib/list-cache.ts).
  const lists = createListCache();
  const uploads = createUploadsService(
    config.s3 ? s3ImageStore(config.s3) : localImageStore(path.join(config.dataDir, 'uploads')),
    db,
  );
  const refreshTtlSeconds = config.refreshTokenTtl;
  const inventory = { heldOfEvent, heldByEvent };
  const salesTable = createSalesTableService(db);
  const business = createBusinessService({ db, journal: journal.recorder });
  const tickets = createTicketsService({
    db,
    key: ticketKey,
    smtpConfigured: Boolean(config.smtpUrl),
    outbox: outboxRepository,
    poster: async (id) => {
      const webp = await uploads.read(id, 320);
      return webp && sharp(webp).jpeg({ quality: 85 }).toBuffer();
    },
    business: () => business.get(),
  });
  // An order's change moves its tickets, then tells the inbox, in the same transaction.
  const onOrderChange: OrderChangeHook = async (tx, orderId, change, context) => {
    await tickets.onOrderChange(tx, orderId, change, context);
    await notifyOrderChange(tx, orderId, change, context);
  };
  return {
    journal,
    sessionLookup: caches.lookup,
    onOrderChange,
    /** An e-mail failed for good: the inbox tells the outbox's readers (and a tickets e-mail's seller). */
    onEmailFailed: notifyEmailFailed,
    notifications: createNotificationsService(db),
    sessionChanges: caches.changes,
    lists,
    uploads,
    auth: createAuthService({
      db,
      tokens,
      refreshTtlSeconds,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      smtpConfigured: Boolean(config.smtpUrl),
      users: usersRepository,
      sessions: sessionsRepository,
      roles: rolesRepository,
      outbox: outboxRepository,
      onSignup: notifySignup,
    }),
    business,
    account: createAccountService({
      db,
      tokens,
      uploads,
      assertPictures,
      refreshTtlSeconds,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      smtpConfigured: Boolean(config.smtpUrl),
      users: usersRepository,
      sessions: sessionsRepository,
      outbox: outboxRepository,
    }),
    usersAdmin: createUsersAdminService({
      db,
      users: usersRepository,
      sessions: sessionsRepository,
      roles: rolesRepository,
      producers: producersRepository,
      artists: artistsRepository,
      assertPictures,
      onActivated: settleSignup,
      journal: journal.recorder,
    }),
    rooms: {
      rooms: createRoomsService(db),
      seatMap: createSeatMapService(db),
      background: createBackgroundService(db),
    },
    pricings: {
      pricings: createPricingsService(db),
      parts: createPricingPartsService(db),
      seatCategories: createSeatCategoriesService(db),
    },
    tickets,
    checkIns: createCheckInsService({
      db,
      key: ticketKey,
      scan: strategies.checkInScan,
      doorsOpenHours: config.doorsOpenHours,
    }),
    /** Carts and orders, handed the inventory, ticket issuing and the order-change hook. */
    sales: createSalesModule({
      db,
      holdSeconds: config.cartHoldSeconds,
      caps: config.sellerCaps,
      onOrderChange,
      saleTickets: tickets.saleTickets,
      showLinks: linksOf,
      inventory: strategies.inventory,
      validate: strategies.validate,
      orderLocks: strategies.orderLocks,
      // Money (issue 23): each sale, payment, invitation, cancellation and refund is journalled in its own
      // transaction (the plain sale's events by its one statement, the journal's pendingEventsInsert); a
      // counter payment or refund belongs to the seller's open till session (cash without one: 409 E04001).
      journal: journal.recorder,
      tills: tillSessionsFor(db),
    }),
    /** Tills and their sessions (issue 23): opening, movements and closing are journal events. */
    tills: createTillsService({ db, journal: journal.recorder }),
    /** Receipts and France's returns (issue 23, points 8-9), read from the sales module's facts. */
    returns: createReturnsService({
      db,
      journal: journal.recorder,
      business: () => business.get(),
      version: config.version,
    }),
    dashboard: createDashboardService({ db, fields: { event: eventFields, order: orderFields } }),
    salesTable,
    salesExport: createSalesExportService(db, salesTable, { copy: database.kind === 'postgres' }),
    shows: {
      shows: createShowsService({ db, rooms: roomFacts, pricings: pricingsRepository, assertPictures }),
      events: createEventsService({ db, inventory }),
      eventSearch: createEventSearchService({ db, inventory }),
    },
  };
}

export type Services = ReturnType<typeof composeServices>;

/**
 * The catalogue's modules, one per entry of the shared catalogue list: each is the `catalogue` export of
 * modules/<name>/<name>.service.ts, found by name (esbuild bundles every file the pattern matches), so an
 * entity registers nowhere but in that list.
 */
export async function composeCatalogue(
  database: DatabaseHandle,
  lists: ListCache,
): Promise<BuiltCatalogueModule[]> {
  const deps = { db: database.db, lists, assertPictures };
  return Promise.all(
    catalogueList.map(async ({ name }) => {
      const module = (await import(`./modules/${name}/${name}.service.ts`)) as { catalogue: CatalogueModule };
      return module.catalogue(deps);
    }),
  );
}
