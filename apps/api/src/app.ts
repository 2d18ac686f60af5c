import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createTokenService } from './lib/tokens';
import { createStreamSessions } from './lib/event-stream';
import { loggerOptions } from './lib/logger';
import { shortRequestLog } from './lib/short-request-log';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import securityPlugin from './plugins/security';
import openapiPlugin from './plugins/openapi';
import authPlugin from './plugins/auth';
import idempotencyPlugin from './plugins/idempotency';
import spaPlugin from './plugins/spa';
import { composeCatalogue, composeServices, type Strategies } from './composition-root';
import { listenForSessionChanges } from './modules/auth/session-caches';
import { listenForListChanges } from './lib/list-cache';
import { accountRoutes } from './modules/account/account.routes';
import { businessRoutes } from './modules/business';
import { authRoutes } from './modules/auth/auth.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { dashboardRoutes } from './modules/analytics/dashboard.routes';
import { boxOfficeRoutes, ordersReadRoutes } from './modules/sales';
import { tillsRoutes } from './modules/tills';
import { returnsRoutes } from './modules/returns';
import { healthRoutes } from './modules/health/health.routes';
import { pricingsRoutes } from './modules/pricings/pricings.routes';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { showsRoutes } from './modules/shows/shows.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersAdminRoutes } from './modules/users-admin/users-admin.routes';
import { checkInsRoutes } from './modules/tickets/check-ins.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { startMailSender } from './modules/mail/mail-sender';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createInboxBus } from './modules/notifications/inbox-bus';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import type { TicketKey } from './modules/tickets/ticket-key';
import { journalRoutes, type JournalKey } from './modules/journal';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  /** Close the database when the server closes (the server owns it; tests may share one). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The ticket signing key (server.ts resolves it; tests get a fresh one). */
  ticketKey?: TicketKey;
  /** Other implementations of the guarded writes (composition-root.ts); unset: the services' own. */
  strategies?: Strategies;
  /** The journal's signing key (unset: JOURNAL_SIGNING_KEY, or one generated into DATA_DIR). */
  journalKey?: JournalKey;
}

/** Builds the Fastify instance: plugins first, then the modules under /api. server.ts listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // 'short': pino's own request lines give way to shortRequestLog's (Fastify 5's way to turn them off).
    ...(config.logFormat === 'short'
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.logFormat === 'short' && options.logger !== false) {
    const stream = options.logStream;
    shortRequestLog(app, stream ? (line) => void stream.write(line) : undefined);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(options.jwtSecret, config.accessTokenTtl);
  const services = composeServices(
    config,
    database,
    tokens,
    options.ticketKey,
    options.strategies,
    options.journalKey,
  );
  // The process's start and stop are journal entries (the JET); the stop is chained before the database closes.
  app.addHook('onReady', () => services.journal.start());
  app.addHook('preClose', () => services.journal.stop('close'));
  const catalogue = await composeCatalogue(database, services.lists);
  // Streams end with their session, on whichever process the session changed (lib/event-stream.ts).
  const streamSessions = createStreamSessions(services.sessionLookup);
  app.decorate('streamSessions', streamSessions);
  const changes = services.sessionChanges;
  const stopSessionChanges = await listenForSessionChanges(database, {
    ...changes,
    forget(id) {
      changes.forget(id);
      void streamSessions.recheck(id);
    },
    clear() {
      changes.clear();
      void streamSessions.recheck();
    },
  });
  app.addHook('onClose', stopSessionChanges);
  const stopListChanges = await listenForListChanges(database, services.lists);
  app.addHook('onClose', stopListChanges);
  await app.register(dbPlugin, { handle: database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // Security headers first: their hook runs before the session check, so a refused request has them too.
  await app.register(securityPlugin);
  await app.register(authPlugin, {
    tokens,
    lookup: services.sessionLookup,
    publicPluginRoutes: ['/api/docs', '/*'],
  });
  await app.register(openapiPlugin, { version: config.version });
  // Before the modules: it wraps the handlers of the routes declaring `config.idempotent` as they register.
  await app.register(idempotencyPlugin);

  // Every module the same way: a routes plugin built from its services, under its path.
  await app.register(
    async (api) => {
      await api.register(healthRoutes(config.version));
      await api.register(authRoutes({ service: services.auth, rateLimitMax: config.authRateLimit }), {
        prefix: '/auth',
      });
      await api.register(multipart, {
        limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
      });
      await api.register(accountRoutes(services.account, config.authRateLimit), { prefix: '/account' });
      const inbox = createInboxBus(database);
      app.addHook('onClose', () => inbox.close());
      await inbox.ready.catch(() => undefined);
      await api.register(notificationsRoutes(services.notifications, inbox), {
        prefix: '/account/notifications',
      });
      await api.register(outboxRoutes(database.db), { prefix: '/outbox' });
      await api.register(businessRoutes(services.business), { prefix: '/business' });
      await api.register(uploadsRoutes(services.uploads), { prefix: '/uploads' });
      await api.register(usersAdminRoutes(services.usersAdmin), { prefix: '/users' });
      // The catalogue's entities, from the shared catalogue list.
      for (const module of catalogue) await api.register(module.routes, { prefix: `/${module.name}` });
      await api.register(roomsRoutes(services.rooms), { prefix: '/rooms' });
      await api.register(pricingsRoutes(services.pricings), { prefix: '/pricings' });
      await api.register(showsRoutes(services.shows));
      await api.register(boxOfficeRoutes(database, services.sales));
      await api.register(ordersReadRoutes(services.sales), { prefix: '/orders' });
      await api.register(ticketsRoutes(services.tickets));
      await api.register(checkInsRoutes(services.checkIns));
      await api.register(tillsRoutes(services.tills));
      await api.register(returnsRoutes(services.returns));
      await api.register(dashboardRoutes(services.dashboard), { prefix: '/dashboard' });
      await api.register(journalRoutes(services.journal), { prefix: '/journal' });
      await api.register(analyticsRoutes(services.salesTable, services.salesExport), {
        prefix: '/analytics',
      });
      // A trivial authenticated-free route the benchmark compares /auth/me against.
      api.get('/ping', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({
        data: 'pong',
      }));
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: config.webDist });
  if (config.smtpUrl) {
    const stopMail = await startMailSender(
      database.db,
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        attachments: services.tickets.attachments,
        onFailed: services.onEmailFailed,
        pollMs: config.mailPollMs,
        retryBaseMs: config.mailRetryBaseMs,
      },
      app.log,
    );
    app.addHook('onClose', stopMail);
  }
  return app;
}
