import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { prepareDatabase } from './bootstrap';
import { eq } from 'drizzle-orm';
import { roles, tickets } from './db/schema';
import { findUserByEmail } from './modules/users/users.repository';

const quiet = { info: () => undefined };

async function withDataDir(
  env: Record<string, string>,
  check: (prepared: Awaited<ReturnType<typeof prepareDatabase>>) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-boot-'));
  const prepared = await prepareDatabase(loadConfig({ DATA_DIR: dir, ...env }), quiet);
  try {
    await check(prepared);
  } finally {
    await prepared.database.close();
    prepared.lock?.release();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('start-up seeding', () => {
  it('seeds the six roles and one demo account per role in demo mode', async () => {
    await withDataDir({ NODE_ENV: 'development' }, async ({ database, seededDemo }) => {
      expect(seededDemo).toBe(true);
      const rows = await database.db.select({ name: roles.name }).from(roles).orderBy(roles.name);
      expect(rows.map((r) => r.name)).toEqual([
        'ADMIN',
        'ARTIST',
        'BOX_OFFICE',
        'PRODUCER',
        'SHOW_MANAGER',
        'SUPER_ADMIN',
      ]);
      expect((await findUserByEmail(database.db, 'manager@encore.test'))?.role?.name).toBe('SHOW_MANAGER');
      // Demo orders come with their tickets (the door and the order page work on demo data).
      expect(await database.db.$count(tickets, eq(tickets.status, 'valid'))).toBeGreaterThan(300);
    });
    // The whole demo (catalogue, rooms, season, ~420 orders and their tickets) on a shared, busy machine.
  }, 60_000);

  it('creates no demo data in production, and the first super admin from ADMIN_EMAIL', async () => {
    const env = {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-strong-password',
    };
    await withDataDir(env, async ({ database, seededDemo }) => {
      expect(seededDemo).toBe(false);
      expect(await findUserByEmail(database.db, 'admin@encore.test')).toBeUndefined();
      const boss = await findUserByEmail(database.db, 'boss@example.com');
      expect(boss).toMatchObject({ activated: true, role: { name: 'SUPER_ADMIN' } });
    });
  });
});
