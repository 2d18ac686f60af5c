import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

// The login screen is the first page everyone opens: its JavaScript is capped (issue 14: 150 KiB
// compressed, 12 files). Measured on the build's own chunk graph (dist/.vite/manifest.json), not a timing.
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const budget = { brotliKiB: 150, files: 12, cssBrotliKiB: 16 };

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files a first visit of /auth/login loads: the entry, the login route, the French start texts. */
function loginFiles(): { scripts: string[]; styles: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', 'src/app/routes/login.tsx', 'src/locales/fr/start.ts']) visit(key);
  // The colour scheme is applied before the first paint by a plain script of index.html.
  return { scripts: [...files, 'color-scheme.js'], styles: [...styles] };
}

const brotliOf = (file: string) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test('the login screen downloads at most 150 KiB of compressed JavaScript in at most 12 files', () => {
  const files = loginFiles().scripts;
  let brotli = 0;
  let gzip = 0;
  for (const file of files) {
    brotli += brotliOf(file);
    gzip += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  }
  test.info().annotations.push({
    type: 'login JavaScript',
    description: `${files.length} files, brotli ${kib(brotli)} KiB, gzip ${kib(gzip)} KiB`,
  });
  expect(files.length, files.join(', ')).toBeLessThanOrEqual(budget.files);
  expect(kib(brotli), `brotli KiB of ${files.join(', ')}`).toBeLessThanOrEqual(budget.brotliKiB);
});

// Its style sheets too: only the Mantine styles of the signed-out screens and the shell (app/mantine-start.css).
test('the login screen downloads at most 16 KiB of compressed CSS', () => {
  const { styles } = loginFiles();
  const brotli = styles.reduce((total, file) => total + brotliOf(file), 0);
  test.info().annotations.push({
    type: 'login CSS',
    description: `${styles.length} files, brotli ${kib(brotli)} KiB`,
  });
  expect(kib(brotli), `brotli KiB of ${styles.join(', ')}`).toBeLessThanOrEqual(budget.cssBrotliKiB);
});
