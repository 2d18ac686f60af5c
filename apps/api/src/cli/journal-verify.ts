import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { recordJournalEvent, verifyStored } from '../modules/journal';
import { describeStartupError } from '../startup-errors';

/**
 * `npm run journal:verify`: recomputes the journal's chain and signatures on the database the server uses
 * (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in a running server), prints the
 * result and records it as a journal entry (chained by the server). Exit code 0 when intact, 1 when broken.
 */
const config = loadConfig({ ...process.env, DEMO_DATA: 'false' });
let lock: ReturnType<typeof lockDataDir> | undefined;
try {
  lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: 2 }
      : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const started = performance.now();
    const result = await verifyStored(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    await recordJournalEvent(database.db, { type: 'verification', payload: result });
    if (result.ok) console.log(`Journal intact: ${result.entries} entries verified in ${seconds} s.`);
    else
      console.error(
        `Journal BROKEN at sequence ${result.firstBrokenSequence}: ${result.reason} ` +
          `(${result.entries} entries read in ${seconds} s).`,
      );
    console.log(JSON.stringify(result));
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`✖ ${describeStartupError(error, process.env.DATABASE_URL) ?? (error as Error).message}`);
  process.exitCode = 2;
} finally {
  lock?.release();
}
