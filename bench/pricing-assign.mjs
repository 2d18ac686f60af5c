// Pricing editor figure (issue 5 "Speed"): time from the pointerup on "Assign to <category>" to the end of
// the frame that shows 5,000 seats in their new colour, on a 20,000-seat map (four areas of 5,000), in
// Chromium, on the bench page apps/web/src/bench/pricing-bench.html (the real SeatMappingEditor).
//   node bench/pricing-assign.mjs    (builds the bench pages when needed; PRICING_BENCH_REPEATS, default 20)
/* global pricingBench -- the bench page's hooks, used inside page.evaluate */
import { chromium } from '@playwright/test';
import { benchPages, chromiumArgs, chromiumPath, percentile as pct, serveStatic } from './lib.mjs';

const dist = benchPages();
const pagePath = '/src/bench/pricing-bench.html';
const repeats = Number(process.env.PRICING_BENCH_REPEATS ?? 20);

// The page needs no API: a static server keeps the figures free of the database and the network.
const { server, base } = await serveStatic(dist);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const assign = { colours: [], shown: [] };
const unassign = { colours: [], shown: [] };
let areaSize = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}${pagePath}?seats=20000`);
  await page.waitForFunction(() => window.pricingBench?.ready);
  await page.waitForTimeout(300);
  const assignButton = page.getByTestId('assign-button');
  const unassignButton = page.getByRole('button', { name: 'Unassign' });
  const press = async (button, into) => {
    await page.evaluate(() => pricingBench.arm());
    await button.click();
    const t = await page.evaluate(() => pricingBench.waitShown());
    into.colours.push(t.colours);
    into.shown.push(t.shown);
  };
  for (let k = 0; k < repeats; k++) {
    const area = k % 4;
    areaSize = await page.evaluate((a) => pricingBench.areaSize(a), area);
    const point = await page.evaluate((a) => pricingBench.areaPoint(a), area);
    await page.mouse.click(point.x, point.y);
    await press(assignButton, assign);
    // The legend must now count the whole area in "Cat 1": the frame measured really showed 5,000 seats.
    const legend = await page.getByRole('list', { name: 'Legend' }).innerText();
    if (!legend.includes(`Cat 1: ${areaSize.toLocaleString('en-US')} seats`))
      throw new Error(`area ${area} not assigned: ${legend}`);
    await page.mouse.click(point.x, point.y);
    await press(unassignButton, unassign);
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}

const f = (v) => v.toFixed(1).padStart(7);
console.log('Pricing editor, Chromium (software raster), 1280x900, 20,000-seat map of four 5,000-seat areas');
console.log(`target: assigning a category to ${areaSize.toLocaleString('en-US')} seats shows in < 100 ms`);
console.log('                    |  to renderer p50   p95 |  frame shown p50   p95   max | repeats');
for (const [name, r] of [
  ['assign 5,000 seats ', assign],
  ['unassign 5,000     ', unassign],
])
  console.log(
    `${name} | ${f(pct(r.colours, 50))}${f(pct(r.colours, 95))} | ${f(pct(r.shown, 50))}${f(pct(r.shown, 95))}${f(Math.max(...r.shown))} | ${r.shown.length}`,
  );
console.log(
  '(ms from the pointerup on the button; "frame shown" = end of the frame drawn with the new colours)',
);
