import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ambientAware, ambientTransaction } from './ambient-transaction';
import { keepingPool } from './keeping-pool';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL NOTIFY reaches every API process on the database (one dedicated
   * connection, reopened when lost); PGlite delivers its own NOTIFYs in process. Resolves to unlisten.
   * `onConnection(false)` when the connection is lost (notifications may be missed until it is back),
   * `onConnection(true)` when it listens again.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/**
 * A listener's `onConnection` that calls `resync` when a lost LISTEN connection listens again (a database
 * restart, a failover to another server): what was notified meanwhile is lost, so whoever relies on the
 * notifications reads the state afresh (caches flushed, streams told to reload).
 */
export function onReconnected(resync: () => void): (up: boolean) => void {
  let lost = false;
  return (up) => {
    if (!up) lost = true;
    else if (lost) {
      lost = false;
      resync();
    }
  };
}

const genericPlans = new WeakMap<Database, Database>();

/**
 * Where a named statement of the hot paths runs: on PostgreSQL, the pool whose connections use generic
 * plans (see openDatabase); inside a transaction (an ambient one too: db/ambient-transaction.ts), or on
 * PGlite, where it was asked.
 */
export function forNamedStatements(db: Executor): Executor {
  return (ambientTransaction() ? undefined : genericPlans.get(db as Database)) ?? db;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PostgreSQL: the pool's connections at most (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  pgliteDir?: string;
  /** A PGlite data directory (tar) to start from instead of an empty one: the test template. */
  pgliteDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A failover: TCP keep-alive finds the connections whose server vanished without closing them (a host
    // that died), so they fail and are replaced instead of waiting forever.
    const failover = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
    const pool = keepingPool(pg.Pool, {
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...failover,
    });
    // An idle connection the server closes (restart, admin shutdown) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn('PostgreSQL idle connection lost:', error.message));
    // Every module's handle follows the request's ambient transaction when there is one.
    const db = ambientAware(drizzle(pool, { schema }) as unknown as Database);
    // The hot paths' named statements (lib/prepared-statement.ts) run on connections of their own that always
    // use a statement's generic plan: PostgreSQL otherwise planned them again on nearly every run (its
    // custom plans looked cheaper), about a third of its CPU per sale (bench/box-office.mjs). Every other
    // statement keeps plans made for its values (a search's words, a list's filters).
    // The journalled sale is one statement committed on its own too (its journal events written by it,
    // modules/sales/sql/sell-cart.ts): no transaction holds these connections across round trips.
    const hotPool = keepingPool(pg.Pool, {
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...failover,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    hotPool.on('error', (error) => console.warn('PostgreSQL idle connection lost:', error.message));
    genericPlans.set(db, drizzle(hotPool, { schema }) as unknown as Database);
    const { listenPostgres } = await import('./listen-postgres');
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), hotPool.end()]);
      },
      listen: (channel, onMessage, onConnection) =>
        listenPostgres(options.url!, channel, onMessage, onConnection),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm ships with PGlite as a contrib bundle loaded on demand: with it the search indexes (migration 0008)
  // exist on the embedded database too. A data directory that has them must always be opened with it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = options.pgliteDir ?? 'memory://';
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(dir === 'memory://' ? {} : { dataDir: dir }),
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  });
  const db = ambientAware(drizzle(client, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      // A closed PGlite listens to nothing any more, and its unlisten would reject inside PGlite (a server
      // stopping after its embedded database closed under it: plugins/database-down.test.ts).
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
  };
}

/** The folder of committed SQL migrations, found from wherever this code runs (src or bundled dist). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('SQL migrations folder (apps/api/drizzle) not found');
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: folder });
  }
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
