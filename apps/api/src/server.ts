import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { roleNames } from '@encore/shared/auth/permissions';
import { loadConfig } from './config';
import { buildApp } from './app';
import { warmTicketPdf } from './modules/tickets/ticket-pdf';
import { prepareDatabase } from './bootstrap';
import { DEMO_PASSWORD, demoEmail } from './db/seed/seed-demo';
import { resolveJwtSecret } from './lib/tokens';
import { resolveTicketKey } from './modules/tickets/ticket-key';
import { resolveJournalKey } from './modules/journal';
import { describeStartupError } from './startup-errors';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A start that fails on the set-up says why in one line and exits 1; a bug keeps its stack. */
async function orExplain<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const line = describeStartupError(error, process.env.DATABASE_URL);
    if (!line) throw error;
    console.error(`\n✖ ${line}\n`);
    process.exit(1);
  }
}

const config = await orExplain(() => loadConfig(process.env, {}));
config.webDist ??= path.resolve(here, '../../web/dist');
const { database, lock } = await orExplain(() => prepareDatabase(config, console));

// The embedded database: `npm run backup` asks this process for a consistent copy (db/embedded-backup.ts).
if (database.kind === 'pglite') {
  const { answerBackupSignal } = await import('./db/embedded-backup');
  answerBackupSignal((database.db as unknown as { $client: PGlite }).$client, config.dataDir, console);
}

const jwtSecret = await orExplain(() => resolveJwtSecret(config));
const ticketKey = await orExplain(() => resolveTicketKey(config));
const journalKey = await orExplain(() => resolveJournalKey(config));
const app = await buildApp({ config, database, jwtSecret, ticketKey, journalKey });

// SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the database, release the lock.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => {
        lock?.release();
        process.exit(0);
      })
      .catch((error) => {
        app.log.error({ err: error }, 'shutdown failed');
        lock?.release();
        process.exit(1);
      });
  });
}

// The first ticket PDF decodes the fonts' tables (about 0.7 s of one thread): done before taking requests.
await warmTicketPdf();
await app.listen({ port: config.port, host: config.host });
// The bound port, not the configured one: PORT=0 lets the system pick a free port (tests start many servers).
const address = app.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
const lines = [
  `\n  Encore ${config.version} is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
];
if (config.demoData) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const role of roleNames) lines.push(`    ${role.padEnd(13)} ${demoEmail(role)}`);
}
console.log(`${lines.join('\n')}\n`);
