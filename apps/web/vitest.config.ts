import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/async-timeout.ts'],
    // Component tests render Mantine in jsdom: about 1.5 s each on a quiet 2-core machine, several times
    // that while the API suites run alongside. The default 5 s made them fail for the machine's load alone.
    testTimeout: 20_000,
  },
});
