import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/** Exposes an already opened and migrated database; closing the server closes it. */
export default fp(
  async (app, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbHandle', opts.handle);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.handle.close());
  },
  { name: 'db' },
);
