import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { roleNames } from '@encore/shared/auth/permissions';
import { loadConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_PASSWORD, demoEmail } from './db/seed/seed-demo';
import { resolveJwtSecret } from './lib/tokens';
import { startMailSender } from './modules/mail/mail-sender';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, {});
config.webDist ??= path.resolve(here, '../../web/dist');

let prepared;
try {
  prepared = await prepareDatabase(config, console);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const { database, lock } = prepared;

const app = await buildApp({ config, database, jwtSecret: resolveJwtSecret(config) });
const stopMail = config.smtpUrl
  ? await startMailSender(database.db, config.smtpUrl, config.mailFrom, app.log)
  : undefined;
app.addHook('onClose', async () => {
  stopMail?.();
});

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

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  `\n  Encore ${config.version} is running at ${url}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
];
if (config.demoData) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const role of roleNames) lines.push(`    ${role.padEnd(13)} ${demoEmail(role)}`);
}
console.log(`${lines.join('\n')}\n`);
