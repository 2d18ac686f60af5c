// Runs every benchmark script in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const scripts = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.mjs') && !['lib.mjs', 'run-all.mjs'].includes(f));
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const result = spawnSync(process.execPath, [path.join('bench', script)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
