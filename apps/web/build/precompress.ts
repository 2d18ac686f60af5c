import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every script, style sheet, HTML and SVG file of the
 * build: the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * answer at a lower level, so a browser receives the sizes the build reports and the bundle-size test checks.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'encore-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|webmanifest)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}
