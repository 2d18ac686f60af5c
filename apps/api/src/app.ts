import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createTokenService } from './lib/tokens';
import { loggerOptions } from './lib/logger';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import openapiPlugin from './plugins/openapi';
import authPlugin from './plugins/auth';
import spaPlugin from './plugins/spa';
import { cachedRulesOfRole } from './modules/roles/rules-cache';
import { findUserById } from './modules/users/users.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { artistsRoutes } from './modules/artists/artists.routes';
import { createArtistsService } from './modules/artists/artists.service';
import { producersRoutes } from './modules/producers/producers.routes';
import { createProducersService } from './modules/producers/producers.service';
import { salesChannelsRoutes } from './modules/sales-channels/sales-channels.routes';
import { createSalesChannelsService } from './modules/sales-channels/sales-channels.service';
import { showCategoriesRoutes } from './modules/show-categories/show-categories.routes';
import { createShowCategoriesService } from './modules/show-categories/show-categories.service';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { taxClassesRoutes } from './modules/tax-classes/tax-classes.routes';
import { pricingsRoutes } from './modules/pricings/pricings.routes';
import { showsRoutes } from './modules/shows/shows.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { boxOfficeRoutes } from './modules/carts/box-office.routes';
import { eventSearchRoutes } from './modules/events/event-search.routes';
import { ordersReadRoutes } from './modules/orders/orders-read.routes';
import { createTaxClassesService } from './modules/tax-classes/tax-classes.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { localImageStore } from './modules/uploads/uploads.storage';
import { s3ImageStore } from './modules/uploads/uploads.s3-storage';
import { usersAdminRoutes } from './modules/users-admin/users-admin.routes';
import { createUsersAdminService } from './modules/users-admin/users-admin.service';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  /** Close the database when the server closes (the server owns it; tests may share one). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the Fastify instance: plugins first, then the modules under /api. server.ts listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(options.jwtSecret, config.accessTokenTtl);
  await app.register(dbPlugin, { handle: database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    tokens,
    lookup: {
      userById: (id) => findUserById(database.db, id),
      rulesOfRole: (roleId) => cachedRulesOfRole(database.db, roleId),
    },
    publicPluginRoutes: ['/api/docs', '/*'],
  });
  await app.register(securityPlugin);
  await app.register(openapiPlugin, { version: config.version });

  const authService = createAuthService({
    db: database.db,
    tokens,
    refreshTtlSeconds: config.refreshTokenTtl,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    smtpConfigured: Boolean(config.smtpUrl),
  });
  const db = database.db;
  const uploads = createUploadsService(
    config.s3 ? s3ImageStore(config.s3) : localImageStore(path.join(config.dataDir, 'uploads')),
  );
  const accountService = createAccountService({
    db,
    tokens,
    uploads,
    refreshTtlSeconds: config.refreshTokenTtl,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: config.version });
      await api.register(authRoutes, {
        prefix: '/auth',
        service: authService,
        rateLimitMax: config.authRateLimit,
      });
      await api.register(multipart, {
        limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
      });
      await api.register(accountRoutes, { prefix: '/account', service: accountService });
      await api.register(uploadsRoutes, { prefix: '/uploads', service: uploads });
      await api.register(usersAdminRoutes(createUsersAdminService(db)), { prefix: '/users' });
      await api.register(artistsRoutes(createArtistsService(db)), { prefix: '/artists' });
      await api.register(showCategoriesRoutes(createShowCategoriesService(db)), {
        prefix: '/show-categories',
      });
      await api.register(producersRoutes(createProducersService(db)), { prefix: '/producers' });
      await api.register(salesChannelsRoutes(createSalesChannelsService(db)), {
        prefix: '/sales-channels',
      });
      await api.register(taxClassesRoutes(createTaxClassesService(db)), { prefix: '/tax-classes' });
      await api.register(roomsRoutes(db), { prefix: '/rooms' });
      await api.register(pricingsRoutes(db), { prefix: '/pricings' });
      await api.register(showsRoutes(db), { prefix: '/shows' });
      await api.register(eventsRoutes(db));
      await api.register(boxOfficeRoutes(config, database));
      await api.register(eventSearchRoutes(db));
      await api.register(ordersReadRoutes(db), { prefix: '/orders' });
      // A trivial authenticated-free route the benchmark compares /auth/me against.
      api.get('/ping', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({
        data: 'pong',
      }));
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: config.webDist });
  return app;
}
