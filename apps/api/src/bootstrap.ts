import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { migrate, openDatabase, type DatabaseHandle } from './db/client';
import { appliedMigration } from './db/applied-migration';
import { recordJournalEvent } from './modules/journal';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { seedRoles } from './db/seed/seed-roles';
import { seedDemoAccounts, seedDemoBusiness } from './db/seed/seed-demo';
import { seedDemoCatalogue } from './db/seed/seed-catalogue';
import { seedDemoSeason } from './db/seed/demo-season';
import { seedDemoRooms } from './db/seed/demo-rooms';
import { seedDemoOrders } from './db/seed/demo-orders';
import { syncOrderTickets } from './modules/tickets/tickets.repository';
import { resolveTicketKey } from './modules/tickets/ticket-key';
import { ensureSuperAdmin, hasSuperAdmin } from './db/seed/ensure-super-admin';

export interface Prepared {
  database: DatabaseHandle;
  lock: DataDirLock | undefined;
  seededDemo: boolean;
}

/** Opens the database (locking PGlite's directory first), applies migrations and seeds what is due. */
export async function prepareDatabase(
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<Prepared> {
  // The lock guards PGlite's files; with PostgreSQL the server, not this process, owns the data.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { pgliteDir: path.join(config.dataDir, 'pglite') },
    );
    const from = await appliedMigration(database.db);
    await migrate(database);
    const to = await appliedMigration(database.db);
    // Migrations applied are journal entries (the JET), chained once the server runs.
    if (to && to !== from)
      await recordJournalEvent(database.db, { type: 'migration', payload: { from, to } });
    await seedRoles(database.db);
    let seededDemo = false;
    if (config.demoData) {
      seededDemo = await seedDemoAccounts(database.db);
      await seedDemoCatalogue(database.db);
      await seedDemoBusiness(database.db);
      await seedDemoRooms(database.db);
      // After the rooms: the season plays in them (and waits for them when they are missing).
      await seedDemoSeason(database.db, log);
      // After the season: orders sell its events, with their tickets signed by the server's key.
      const key = resolveTicketKey(config);
      const orderCount = await seedDemoOrders(
        database.db,
        (tx, ids) => syncOrderTickets(tx, ids, key, { withVoided: true }),
        // Their payments, refunds and invitations are journal events, chained once the server runs.
        { record: recordJournalEvent, recordedInStatement: () => {} },
      );
      if (orderCount) log.info({ orders: orderCount }, 'demo orders seeded');
    }
    if (config.adminEmail && config.adminPassword && !(await hasSuperAdmin(database.db))) {
      await ensureSuperAdmin(database.db, config.adminEmail, config.adminPassword);
      log.info({ email: config.adminEmail }, 'first super admin created from ADMIN_EMAIL');
    }
    return { database, lock, seededDemo };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
