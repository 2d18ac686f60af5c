// Helpers shared by the benchmark scripts: start a built Encore server on a throwaway data directory.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * A built server on a free port. `onOutput`: called with every chunk of its stdout (its JSON log lines)
 * after it has started, for a bench that reports the server's errors (bench/sales-stress.mjs). Each call
 * starts one more process: two calls on one DATABASE_URL are two API nodes (start them one after the
 * other, so that only the first migrates and seeds).
 */
export async function startServer(env = {}, { onOutput } = {}) {
  if (
    !fs.existsSync(path.join(root, 'apps/api/dist/server.js')) ||
    !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
  ) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-bench-'));
  // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0', // the system picks a free port; the server prints it
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT: '100000',
      // A bench's sellers open carts faster than people and leave some held (a seat gone, a level sold
      // out): the caps per seller stay checked on every opening and hold, at values they do not reach.
      MAX_OPEN_CARTS_PER_SELLER: '100000',
      MAX_HELD_SEATS_PER_SELLER: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      if (out === undefined) return onOutput?.(d.toString('utf8'));
      out += d;
      const bound = /is running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (bound) {
        out = undefined; // started: what it prints next goes to onOutput, not into memory
        resolve(bound);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** The server's own CPU time so far, in ms (Linux /proc): a figure the machine's load disturbs less. */
    cpuMs() {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(url, email = 'admin@encore.test', password = 'Encore-demo-2026') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await res.json()).data;
}

/**
 * Makes sure the seller of `token` has an open till session, as a seller does before taking cash (issue
 * 23: a cash sale or refund without one answers 409 E04001): a till made by the admin (`adminToken`), the
 * session opened by the seller. Idempotent: a seller with an open session keeps it.
 */
export async function ensureTillOpen(url, token, adminToken) {
  const call = async (method, path, auth, body) => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => ({})) };
  };
  const current = await call('GET', '/till-sessions/current', token);
  if (current.status === 200) return current.json.data.id;
  const till = await call('POST', '/tills', adminToken, { name: `Bench ${crypto.randomUUID()}` });
  if (till.status !== 201) throw new Error(`till: ${till.status} ${JSON.stringify(till.json)}`);
  const opened = await call('POST', `/tills/${till.json.data.id}/sessions`, token, {
    openingFloat: { 2000: 5 },
  });
  if (opened.status !== 201) throw new Error(`till session: ${opened.status} ${JSON.stringify(opened.json)}`);
  return opened.json.data.id;
}

/** A new, empty PostgreSQL database on the server of `baseUrl`, dropped by `drop()` (or left by `keep()`). */
/**
 * The database a seeding bench measures: BENCH_REUSE_DATABASE (a database kept by BENCH_KEEP_DATABASE=1,
 * measured again without seeding; never dropped), else a fresh one on the server of `baseUrl`.
 */
export async function benchDatabase(baseUrl) {
  const reuse = process.env.BENCH_REUSE_DATABASE;
  return reuse ? { url: reuse, keep: async () => {}, drop: async () => {} } : freshPostgresDatabase(baseUrl);
}

export async function freshPostgresDatabase(baseUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const name = `encore_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    keep: () => admin.end(),
  };
}

const newest = (file) => {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map((f) => newest(path.join(file, f))));
};

/**
 * The bench pages' build, apart from the production build (apps/web/vite.bench.config.ts): made here when
 * missing or older than the web and shared sources, so a bench always measures the code as it is.
 */
export function benchPages() {
  const dist = path.join(root, 'apps/web/dist-bench');
  const page = path.join(dist, 'src/bench/seat-map-bench.html');
  const built = fs.existsSync(page) ? fs.statSync(page).mtimeMs : 0;
  const sources = ['apps/web/src', 'packages/shared/src', 'apps/web/vite.bench.config.ts'];
  if (sources.some((source) => newest(path.join(root, source)) > built)) {
    console.log('Building the bench pages (npm run build:bench -w apps/web)...');
    const result = spawnSync('npm', ['run', 'build:bench', '-w', 'apps/web'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Bench pages build failed:\n${result.stdout}${result.stderr}`);
  }
  return dist;
}

/** Serves a built web app's files on a free port: bench pages that need no API stay free of it. */
export async function serveStatic(dist) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const file = path.join(dist, path.normalize(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 elsewhere. On a machine
 * shared with others, CPU per request is the figure their load does not change much.
 */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The machine's 1-minute load average, printed beside every figure (the machine is shared). */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

/** The p-th percentile (nearest rank) of the values; NaN when there are none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/**
 * CPU seconds used by this database's PostgreSQL backends while the tracker runs (`sql`: a pg client on the
 * database, whose own backend is left out). Backends are read every 200 ms: one that ends during the run
 * (the pool closes idle connections) keeps what it was last seen using, a new one counts from its start.
 */
export function trackBackendCpu(sql) {
  const seen = new Map();
  const read = async (first) => {
    const { rows } = await sql.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const now = cpuSeconds(pid);
      const entry = seen.get(pid);
      if (entry) entry.last = Math.max(entry.last, now);
      else seen.set(pid, { first: first ? now : 0, last: now });
    }
  };
  let timer;
  const started = read(true).then(() => {
    timer = setInterval(() => void read(false).catch(() => {}), 200);
  });
  return {
    async stop() {
      await started;
      clearInterval(timer);
      await read(false);
      return [...seen.values()].reduce((n, { first, last }) => n + last - first, 0);
    },
  };
}
