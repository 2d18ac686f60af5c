import { defineConfig } from '@playwright/test';

// End-to-end tests drive the built app (API + web on one port) in Debian's Chromium, on a fresh
// embedded database seeded with the demo accounts.
const port = Number(process.env.E2E_PORT ?? 4319);
// E2E_DATA_DIR lets two runs share a checkout (each with its own E2E_PORT).
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // CI runs on a 2-core machine: one retry keeps a journey slowed past its timeouts from failing the whole
  // run. Playwright still lists such a test as "flaky", and a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      // The specs sell as the one demo seller and leave carts held: the caps per seller are not theirs to try.
      MAX_OPEN_CARTS_PER_SELLER: '100000',
      MAX_HELD_SEATS_PER_SELLER: '1000000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
