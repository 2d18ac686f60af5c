#!/usr/bin/env node
// `npm run backup -- [DIR]`: a consistent copy of the embedded database's DATA_DIR (default ./data) in DIR
// (default DATA_DIR/backups/encore-<date>): pglite.tar.gz, the database, asked from the running server
// (SIGUSR2, db/embedded-backup.ts) or dumped here when no server runs; files/, the rest of DATA_DIR (the
// JWT secret, the ticket signing key, uploaded pictures). `npm run restore -- DIR` brings it back.
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf, lockHolder, openEmbedded, withLock } from './embedded-data.mjs';

const dataDir = dataDirOf();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// Paths as typed: npm runs scripts from the repository's root, INIT_CWD is where the command was typed.
const typed = process.env.INIT_CWD ?? process.cwd();
const target = process.argv[2]
  ? path.resolve(typed, process.argv[2])
  : path.join(dataDir, 'backups', `encore-${stamp}`);
if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
  console.error(`✖ no embedded database in ${dataDir} (set DATA_DIR)`);
  process.exit(1);
}
fs.mkdirSync(target, { recursive: true });
const dump = path.join(target, 'pglite.tar.gz');
fs.rmSync(dump, { force: true });

const pid = lockHolder(dataDir);
if (pid) {
  // The running server writes the copy between two transactions; it alone may open the database.
  fs.writeFileSync(path.join(dataDir, 'backup-request'), target);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(dump)) {
    if (Date.now() > deadline) {
      console.error(`✖ the server (pid ${pid}) wrote no backup within 5 minutes: see its log`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else {
  await withLock(dataDir, async () => {
    const db = await openEmbedded(path.join(dataDir, 'pglite'));
    await db.exec('checkpoint');
    fs.writeFileSync(dump, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    await db.close();
  });
}
// The rest of DATA_DIR: without the ticket key, every ticket sold would fail at the door.
const skip = new Set(['pglite', 'backups', 'encore.lock', 'backup-request']);
for (const entry of fs.readdirSync(dataDir)) {
  if (skip.has(entry) || entry.startsWith('pglite.before-restore')) continue;
  fs.cpSync(path.join(dataDir, entry), path.join(target, 'files', entry), { recursive: true });
}
console.log(`✔ backup of ${dataDir} in ${target}`);
