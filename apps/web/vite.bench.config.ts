import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The benchmark pages (bench/seat-map.mjs, bench/pricing-assign.mjs), built apart into dist-bench so that
// neither they nor their hooks ship in the production build: `npm run build:bench -w apps/web`.
export default defineConfig({
  mode: 'bench',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist-bench',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        'seat-map': page('./src/bench/seat-map-bench.html'),
        pricing: page('./src/bench/pricing-bench.html'),
      },
    },
  },
});
