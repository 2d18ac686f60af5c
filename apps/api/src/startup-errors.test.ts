import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from './test/test-app';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-startup-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server with DATABASE_URL and waits for it to exit: its code and everything it printed. */
function start(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim() });
    }),
  );
}

const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const withPath = (pathname: string, user = server.username) => `postgres://${user}@${server.host}${pathname}`;

const cases: [string, string, RegExp][] = [
  ['not a URL', 'not a url', /^✖ Invalid environment: DATABASE_URL: .*Check these variables/],
  [
    'a closed port',
    'postgres://postgres:secret@127.0.0.1:9/encore',
    /^✖ Cannot reach PostgreSQL at user "postgres" at 127\.0\.0\.1:9\/encore: connection refused\. Check the host and port/,
  ],
  ...(usesPostgres
    ? ([
        [
          'an unknown database',
          withPath('/encore_no_such_db'),
          /^✖ Cannot open the database: database "encore_no_such_db" does not exist .*Check the database name/,
        ],
        [
          'a wrong user',
          withPath('/postgres', 'encore_no_such_user'),
          /^✖ PostgreSQL refused the connection: .*"encore_no_such_user".*Check the user and password/,
        ],
      ] as [string, string, RegExp][])
    : []),
];

describe('start-up with a bad DATABASE_URL', () => {
  it.each(cases)(
    'with %s prints one line naming the cause and exits 1',
    async (_name, url, line) => {
      const { code, output } = await start(url);
      expect(code).toBe(1);
      expect(output).toMatch(line);
      expect(output.split('\n')).toHaveLength(1);
      expect(output).not.toContain('secret');
    },
    60_000,
  );
});
