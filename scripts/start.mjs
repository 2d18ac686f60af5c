#!/usr/bin/env node
// `npm start`: builds the web app and the API when their build is missing or older than the sources,
// then starts Encore (API + web app on one port) with the embedded database and demo accounts.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(root, 'node_modules'))) run(['ci']);
if (isStale(path.join(root, 'apps/web/dist/index.html'), ['apps/web', 'packages/shared'])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@encore/web']);
}
if (isStale(path.join(root, 'apps/api/dist/server.js'), ['apps/api/src', 'packages/shared'])) {
  console.log('Building the API…');
  run(['run', 'build', '-w', '@encore/api']);
}

// One short line per API request (none for the web files), so the start banner stays readable;
// production keeps pino's JSON lines (LOG_FORMAT=json, the default).
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  env: { LOG_FORMAT: 'short', ...process.env },
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
