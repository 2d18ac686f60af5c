import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-server-'));
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0', // the system picks a free port; the server prints it
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  ready.catch(() => undefined); // a server expected to refuse never becomes ready; its exit is awaited instead
  const base = () => `http://127.0.0.1:${/is running at http:\/\/localhost:(\d+)/.exec(output)?.[1]}`;
  return { child, ready, exited, output: () => output, base };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('locks its data directory, drains on SIGTERM, and keeps the data for the next start', async () => {
    const first = startServer();
    await first.ready;
    expect(first.output()).toContain('superadmin@encore.test');

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already used by another Encore server');

    const health = await fetch(`${first.base()}/api/health`);
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'encore.lock'))).toBe(false);

    const third = startServer();
    await third.ready;
    const login = await fetch(`${third.base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@encore.test', password: 'Encore-demo-2026' }),
    });
    expect(login.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
