// What `npm run backup` and `npm run restore` share: DATA_DIR, its lock (db/data-dir-lock.ts: a file
// holding the server's pid) and opening its PGlite database as the server does (with pg_trgm).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// DATA_DIR as `npm start` uses it: relative to the repository's root (where npm runs scripts).
export const dataDirOf = () => path.resolve(process.env.DATA_DIR ?? './data');

/** The pid of the live server holding DATA_DIR's lock, or undefined. */
export function lockHolder(dataDir) {
  const file = path.join(dataDir, 'encore.lock');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

/** Runs `work` holding DATA_DIR's lock, so no server opens the database meanwhile. */
export async function withLock(dataDir, work) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'encore.lock');
  if (fs.existsSync(file) && !lockHolder(dataDir)) fs.rmSync(file); // a crashed process's lock
  fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export const openEmbedded = (dataDir, loadDataDir) =>
  PGlite.create({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
