import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApiServer } from './test/api-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-server-'));
const children: ChildProcess[] = [];

function startServer() {
  const server = spawnApiServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  children.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('locks its data directory, drains on SIGTERM, and keeps the data for the next start', async () => {
    const first = startServer();
    const firstUrl = await first.ready;
    expect(first.output()).toContain('superadmin@encore.test');

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already used by another Encore server');

    const health = await fetch(`${firstUrl}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'encore.lock'))).toBe(false);

    const third = startServer();
    const thirdUrl = await third.ready;
    const login = await fetch(`${thirdUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@encore.test', password: 'Encore-demo-2026' }),
    });
    expect(login.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
