// Each role's dashboard on the demo data (issue 13): from the sign-in click to its figures drawn (the
// placeholder gone, the page's heading shown), in Chromium, cold cache, median and worst of 5 per role.
//   node bench/dashboard-sign-in.mjs     (after `npm run build`; called by bench/analytics.mjs)
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, loadAverage, percentile, startServer } from './lib.mjs';

export const roles = {
  admin: 'admin@encore.test',
  manager: 'manager@encore.test',
  producer: 'producer@encore.test',
  boxOffice: 'boxoffice@encore.test',
  artist: 'artist@encore.test',
};

/** Prints each role's time to a drawn dashboard; returns how many miss 1 s (median). */
export async function measureDashboardSignIn(runs = 5) {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let misses = 0;
  try {
    console.log(`\nDashboard drawn after the sign-in click, demo data, cold cache (target < 1 s)`);
    for (const [role, email] of Object.entries(roles)) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
        await page.locator('input[autocomplete=username]').fill(email);
        await page.locator('input[autocomplete=current-password]').fill('Encore-demo-2026');
        const started = performance.now();
        await page.locator('button[type=submit]').click();
        await page.waitForURL(`${server.url}/`);
        await page.locator('nav a[href="/"]').first().waitFor();
        await page.locator('main h1').waitFor();
        await page.waitForFunction(() => !document.querySelector('main .mantine-Skeleton-root'));
        times.push(performance.now() - started);
        await context.close();
      }
      const median = percentile(times, 50);
      const miss = median >= 1000;
      misses += miss ? 1 : 0;
      console.log(
        `  ${role.padEnd(10)} median ${median.toFixed(0).padStart(5)} ms, worst ` +
          `${Math.max(...times)
            .toFixed(0)
            .padStart(5)} ms (load ${loadAverage()})${miss ? '  MISS' : ''}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return misses;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (await measureDashboardSignIn()) process.exitCode = 1;
}
