import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { prepareDatabase } from '../bootstrap';
import { ensureSuperAdmin } from '../db/seed/ensure-super-admin';

/** `npm run create-admin -- --email a@b.c --password '...'`: creates or promotes a super admin. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password || values.password.length < 8) {
  console.error(
    'Usage: npm run create-admin -- --email admin@example.com --password "at least 8 characters"',
  );
  process.exit(2);
}
const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
const { database, lock } = await prepareDatabase(config, console);
try {
  const result = await ensureSuperAdmin(database.db, values.email, values.password);
  console.log(`Super admin ${values.email} ${result}.`);
} finally {
  await database.close();
  lock?.release();
}
