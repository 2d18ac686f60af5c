import path from 'node:path';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { TokenService } from './lib/tokens';
import type { SessionLookup } from './plugins/auth';
import { createAccountService } from './modules/account/account.service';
import { artistsRepository } from './modules/artists/artists.repository';
import { createArtistsService } from './modules/artists/artists.service';
import { createAuthService } from './modules/auth/auth.service';
import * as sessionsRepository from './modules/auth/sessions.repository';
import * as outboxRepository from './modules/mail/outbox.repository';
import { createPricingPartsService } from './modules/pricings/pricing-parts.service';
import { pricingsRepository } from './modules/pricings/pricings.repository';
import { createPricingsService } from './modules/pricings/pricings.service';
import { createSeatCategoriesService } from './modules/pricings/seat-categories.service';
import { heldByEvent, heldOfEvent } from './modules/carts/availability.service';
import { producersRepository } from './modules/producers/producers.repository';
import { createProducersService } from './modules/producers/producers.service';
import * as rolesRepository from './modules/roles/roles.repository';
import { createRulesCache } from './modules/roles/rules-cache';
import * as roomFacts from './modules/rooms/room-facts';
import { createBackgroundService } from './modules/rooms/rooms.background.service';
import { createSeatMapService } from './modules/rooms/rooms.seat-map.service';
import { createRoomsService } from './modules/rooms/rooms.service';
import { createSalesChannelsService } from './modules/sales-channels/sales-channels.service';
import { createShowCategoriesService } from './modules/show-categories/show-categories.service';
import { createEventSearchService } from './modules/shows/event-search.service';
import { createEventsService } from './modules/shows/events.service';
import { linksOf } from './modules/shows/shows.repository';
import { createShowsService } from './modules/shows/shows.service';
import { createTaxClassesService } from './modules/tax-classes/tax-classes.service';
import { s3ImageStore } from './modules/uploads/uploads.s3-storage';
import { createUploadsService } from './modules/uploads/uploads.service';
import { localImageStore } from './modules/uploads/uploads.storage';
import * as usersRepository from './modules/users/users.repository';
import { createUsersAdminService } from './modules/users-admin/users-admin.service';

/**
 * The one place that builds repositories and services and hands each service what it needs (its
 * dependency object): no service imports another module's repository, and a transaction handle passes
 * explicitly through the repositories it is given. app.ts registers the routes with these services.
 */
export function composeServices(config: Config, database: DatabaseHandle, tokens: TokenService) {
  const db = database.db;
  const rules = createRulesCache((roleId) => rolesRepository.findRulesOfRole(db, roleId));
  const sessionLookup: SessionLookup = {
    userById: (id) => usersRepository.findUserById(db, id),
    rulesOfRole: rules.rulesOfRole,
    sessionOpen: (userId, sessionId) => sessionsRepository.isSessionOpen(db, userId, sessionId),
  };
  const uploads = createUploadsService(
    config.s3 ? s3ImageStore(config.s3) : localImageStore(path.join(config.dataDir, 'uploads')),
  );
  const refreshTtlSeconds = config.refreshTokenTtl;
  const inventory = { heldOfEvent, heldByEvent };
  return {
    sessionLookup,
    uploads,
    /** The artists of shows, for the box office's Event checks (the shows module owns the links). */
    showLinks: linksOf,
    auth: createAuthService({
      db,
      tokens,
      refreshTtlSeconds,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      smtpConfigured: Boolean(config.smtpUrl),
      users: usersRepository,
      roles: rolesRepository,
      outbox: outboxRepository,
    }),
    account: createAccountService({
      db,
      tokens,
      uploads,
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
    }),
    artists: createArtistsService(db),
    showCategories: createShowCategoriesService(db),
    producers: createProducersService(db),
    salesChannels: createSalesChannelsService(db),
    taxClasses: createTaxClassesService(db),
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
    shows: {
      shows: createShowsService({ db, rooms: roomFacts, pricings: pricingsRepository }),
      events: createEventsService({ db, inventory }),
      eventSearch: createEventSearchService({ db, inventory }),
    },
  };
}

export type Services = ReturnType<typeof composeServices>;
