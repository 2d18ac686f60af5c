import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { journalEntries } from '../../db/schema';
import { spawnApiServer } from '../../test/api-process';
import { bearer, createTestApp, usesPostgres, type TestContext } from '../../test/test-app';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
let t: TestContext | undefined;
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-journal-cli-'));
  dirs.push(dir);
  return dir;
};

/** `npm run journal:verify` / `journal:verify-archive` as the root scripts run them. */
function cli(script: string, env: Record<string, string>, args: string[] = []) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function changeOnePayload(db: Database, sequence: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ${journalEntries} disable trigger user`);
    await tx
      .update(journalEntries)
      .set({ payload: sql`${journalEntries.payload} || ' '` })
      .where(eq(journalEntries.sequence, sequence));
    await tx.execute(sql`alter table ${journalEntries} enable trigger user`);
  });
}

describe('npm run journal:verify', () => {
  it.skipIf(usesPostgres)(
    'checks the embedded database of DATA_DIR, and names a changed entry',
    async () => {
      const dataDir = tempDir();
      const server = spawnApiServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false' });
      await server.ready;
      // While the server holds the data directory, the check refuses rather than corrupt it.
      expect(cli('journal-verify', { DATA_DIR: dataDir, DATABASE_URL: '' }).status).toBe(2);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const intact = cli('journal-verify', { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(intact.output).toMatch(/Journal intact: \d+ entries verified/);
      expect(intact.status).toBe(0);

      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      const types = await database.db.select({ type: journalEntries.type }).from(journalEntries);
      // The migrations applied at the first start, the key, the start and the stop.
      expect(types.map((r) => r.type)).toEqual(['key_rotation', 'migration', 'start', 'stop']);
      await changeOnePayload(database.db, 2);
      await database.close();
      const broken = cli('journal-verify', { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(broken.output).toContain('Journal BROKEN at sequence 2: changed');
      expect(broken.status).toBe(1);
    },
    120_000,
  );

  it.skipIf(!usesPostgres)(
    'checks the database of DATABASE_URL, and names a changed entry',
    async () => {
      t = await createTestApp();
      const { token } = await t.login('ADMIN');
      await t.app.inject({ method: 'POST', url: '/api/journal/verify', headers: bearer(token) });
      const env = { DATABASE_URL: t.databaseUrl!, DATA_DIR: tempDir() };
      expect(cli('journal-verify', env)).toMatchObject({ status: 0 });
      await changeOnePayload(t.database.db, 1);
      const broken = cli('journal-verify', env);
      expect(broken.output).toContain('Journal BROKEN at sequence 1: changed');
      expect(broken.status).toBe(1);
    },
    120_000,
  );
});

describe('npm run journal:verify-archive', () => {
  it('accepts an archive as produced and refuses it with one byte changed', async () => {
    // A database of its own: the test above changed an entry of its journal on PostgreSQL.
    await t?.close();
    const app = (t = await createTestApp());
    const { token } = await app.login('ADMIN');
    const year = new Date().getUTCFullYear();
    // Entries of this process (its start, its key): the archive of the year has them.
    await app.app.inject({ method: 'POST', url: '/api/journal/verify', headers: bearer(token) });
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/journal/archive?period=${year}`,
      headers: bearer(token),
    });
    const file = path.join(tempDir(), `encore-journal-${year}.zip`);
    const bytes = res.rawPayload;
    fs.writeFileSync(file, bytes);
    const intact = cli('journal-verify-archive', {}, [file]);
    expect(intact.output).toMatch(/Archive intact: \d+ entries verified/);
    expect(intact.status).toBe(0);
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 0x20;
    fs.writeFileSync(file, changed);
    const refused = cli('journal-verify-archive', {}, [file]);
    expect(refused.output).toContain('Archive BROKEN');
    expect(refused.status).toBe(1);
  }, 120_000);
});
