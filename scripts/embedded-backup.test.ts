import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApiServer } from '../apps/api/src/test/api-process';
import { openEmbedded } from './embedded-data.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const temp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `encore-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const orderIds = async (pgliteDir: string) => {
  const db = await openEmbedded(pgliteDir);
  const { rows } = await db.query<{ id: string }>('select id from orders order by id');
  await db.close();
  return rows.map((r) => r.id);
};

describe('npm run backup / npm run restore (embedded database)', () => {
  it('copies a running instance, and the copy restores with every order and the secrets', async () => {
    const dataDir = temp('data');
    // No demo data (seeding it takes minutes on a loaded machine): a first admin, a channel, three carts.
    const admin = { email: 'backup-admin@example.org', password: 'Backup-admin-2026' };
    const server = spawnApiServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    let stopped = false;
    try {
      const base = await server.ready;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const post = async (url: string, body: unknown) => {
        const res = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { data: { id: string } }).data.id;
      };
      const channel = await post('/api/sales-channels', { name: 'Guichet', code: 'GUICHET' });
      // Orders written while it runs (carts are orders), the last one just before the backup.
      const carts = [];
      for (let i = 0; i < 3; i++) carts.push(await post('/api/carts', { salesChannelId: channel }));

      const backup = path.join(temp('backup'), 'copy');
      await run(process.execPath, ['scripts/backup.mjs', backup], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(fs.existsSync(path.join(backup, 'pglite.tar.gz'))).toBe(true);
      server.child.kill('SIGTERM');
      await server.exited;
      stopped = true;
      const original = await orderIds(path.join(dataDir, 'pglite'));
      expect(original).toEqual(expect.arrayContaining(carts));

      const restoredDir = temp('restored');
      await run(process.execPath, ['scripts/restore.mjs', backup], {
        cwd: root,
        env: { ...process.env, DATA_DIR: restoredDir },
      });
      expect(await orderIds(path.join(restoredDir, 'pglite'))).toEqual(original);
      // The rest of DATA_DIR came back with it (the JWT secret, the ticket signing key: tickets sold still pass).
      for (const file of fs.readdirSync(dataDir).filter((f) => !['pglite', 'backups'].includes(f)))
        expect(fs.existsSync(path.join(restoredDir, file))).toBe(true);
    } finally {
      if (!stopped) server.child.kill('SIGKILL');
    }
  }, 180_000);
});
