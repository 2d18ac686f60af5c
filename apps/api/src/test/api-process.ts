import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One real API process (`src/server.ts`, as `npm start` runs it) on a port the system picks. `ready`: its
 * base URL once it says it is running (rejects if it exits first); `exited`: its exit code.
 */
export function spawnApiServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0', // the system picks a free port; the server prints it
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      // Tests open carts all along as one demo seller: the caps per seller are not what they try.
      MAX_OPEN_CARTS_PER_SELLER: '100000',
      MAX_HELD_SEATS_PER_SELLER: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  ready.catch(() => undefined); // a server expected to refuse never becomes ready; its exit is awaited instead
  return { child, ready, exited, output: () => output };
}

/**
 * Real API processes on one PostgreSQL database, for tests of what several processes must agree on.
 * `stopAll()` in the file's afterAll.
 */
export function apiProcesses() {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  return {
    async start(databaseUrl: string, jwtSecret: string): Promise<string> {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-process-'));
      dirs.push(dataDir);
      const server = spawnApiServer({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        DEMO_DATA: 'false',
      });
      children.push(server.child);
      return server.ready;
    },
    /** A kill -9 of the process started `index`-th (0 first), as a crash. */
    kill(index: number) {
      children[index]?.kill('SIGKILL');
    },
    stopAll() {
      for (const child of children) child.kill('SIGKILL');
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One JSON request to a process started above, with a bearer token; `T`: the answer's data. */
export async function callProcess<T = { id: string; token: string }>(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: T } };
}
