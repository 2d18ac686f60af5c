#!/usr/bin/env node
// `npm run restore -- DIR`: brings back a backup `npm run backup` made into DATA_DIR (default ./data), with
// the server stopped. The database it replaces is kept aside as DATA_DIR/pglite.before-restore-<date>.
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf, lockHolder, openEmbedded, withLock } from './embedded-data.mjs';

const source = process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
const dump = source && path.join(source, 'pglite.tar.gz');
if (!dump || !fs.existsSync(dump)) {
  console.error('✖ usage: npm run restore -- DIR (a folder npm run backup made, with pglite.tar.gz)');
  process.exit(1);
}
const dataDir = dataDirOf();
const pid = lockHolder(dataDir);
if (pid) {
  console.error(`✖ an Encore server (pid ${pid}) uses ${dataDir}: stop it first`);
  process.exit(1);
}
await withLock(dataDir, async () => {
  const current = path.join(dataDir, 'pglite');
  if (fs.existsSync(current)) {
    const aside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(current, aside);
    console.log(`  the database it replaces: ${aside}`);
  }
  const db = await openEmbedded(current, new Blob([fs.readFileSync(dump)]));
  const { rows } = await db.query('select count(*)::int as n from orders');
  await db.close();
  const files = path.join(source, 'files');
  if (fs.existsSync(files)) fs.cpSync(files, dataDir, { recursive: true });
  console.log(`✔ ${dataDir} restored from ${source} (${rows[0].n} orders)`);
});
