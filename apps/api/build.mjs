// Bundles the API into dist/server.js: workspace code (@encore/shared) is inlined, npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server.ts',
    'src/cli/create-admin.ts',
    'src/cli/journal-verify.ts',
    'src/cli/journal-verify-archive.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@encore/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
