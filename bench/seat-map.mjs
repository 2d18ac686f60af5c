// Seat-map viewer figures (issue 4 "Speed"): first render, selection feedback and pan/zoom frame times
// for maps of 1,000, 20,000 and 100,000 seats, in Chromium, on the bench page apps/web/src/bench/seat-map-bench.html.
//   node bench/seat-map.mjs          (builds the bench pages when needed; SEAT_MAP_DIST to serve another build)
/* global seatMapBench -- the bench page's hooks, used inside page.evaluate */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchPages, chromiumArgs, chromiumPath, percentile as pct, serveStatic } from './lib.mjs';

const dist = process.env.SEAT_MAP_DIST ?? benchPages();
const pagePath = '/src/bench/seat-map-bench.html';
if (!fs.existsSync(path.join(dist, pagePath))) throw new Error(`No bench page in ${dist}`);
const sizes = (process.env.SEAT_MAP_SIZES ?? '1000,20000,100000').split(',').map(Number);

// The page needs no API: a static server keeps the figures free of the database and the network.
const { server, base } = await serveStatic(dist);

async function measure(browser, seats, lod = 'auto') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}${pagePath}?seats=${seats}&height=560&lod=${lod}`);
  await page.waitForFunction(() => window.seatMapBench?.mountStart > 0);
  const first = await page.evaluate(() => window.seatMapBench.firstRenderMs());
  const setup = await page.evaluate(() => ({
    generate: seatMapBench.generateMs,
    index: seatMapBench.indexMs,
  }));
  await page.waitForTimeout(300);

  const click = async (seat) => {
    const point = await page.evaluate((s) => seatMapBench.seatPoint(s), seat);
    await page.evaluate(() => seatMapBench.arm());
    await page.mouse.click(point.x, point.y);
    return page.evaluate(() => seatMapBench.waitShown());
  };
  const middle = Math.floor(seats / 2);
  const area = await click(middle);
  const areaCount = await page.evaluate(() => seatMapBench.selectedSeats());
  await page.evaluate(() => seatMapBench.setMode('row'));
  await page.waitForTimeout(100);
  const row = await click(Math.floor(seats / 3));
  const rowCount = await page.evaluate(() => seatMapBench.selectedSeats());

  // 2 seconds: a second of drag in a circle, then a second of wheel zoom in and out around the cursor.
  const box = await page.getByTestId('seat-map-canvas').boundingBox();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.evaluate(() => (window.stopFrames = seatMapBench.startFrames()));
  const start = Date.now();
  await page.mouse.down();
  for (let k = 0; Date.now() - start < 1000; k++)
    await page.mouse.move(cx + 150 * Math.cos(k / 6) - 150, cy + 100 * Math.sin(k / 6));
  await page.mouse.up();
  for (let k = 0; Date.now() - start < 2000; k++) await page.mouse.wheel(0, k % 24 < 12 ? -120 : 120);
  const { intervals, draws } = await page.evaluate(() => window.stopFrames());
  await context.close();
  return { seats, lod, ...setup, first, area, areaCount, row, rowCount, intervals, draws };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = [];
try {
  for (const seats of sizes) results.push(await measure(browser, seats));
  // The same largest map without the pixel level of detail: what drawing every seat as a path costs.
  if (!process.env.SEAT_MAP_SIZES) results.push(await measure(browser, sizes.at(-1), 'paths'));
} finally {
  await browser.close();
  server.close();
}

const f = (v) => (Number.isFinite(v) ? v.toFixed(1).padStart(7) : '      -');
console.log('Seat-map viewer, Chromium (software raster), 1280x800 viewport, map 1248x560 CSS px, dpr 1');
console.log('targets: first render (100k) < 1000 ms, selection feedback < 50 ms, pan/zoom frame p95 < 33 ms');
console.log(
  '   seats | build map  index | first render | area sel (seats) | row sel (seats) | frame p50  p95  max | draw p50  p95 | frames',
);
for (const r of results)
  console.log(
    `${String(r.seats).padStart(8)}${r.lod === 'paths' ? '*' : ' '}| ${f(r.generate)} ${f(r.index)} | ${f(r.first)}      | ${f(r.area)} (${String(r.areaCount).padStart(5)}) | ${f(r.row)} (${String(r.rowCount).padStart(4)}) | ${f(pct(r.intervals, 50))}${f(pct(r.intervals, 95))}${f(Math.max(...r.intervals))} | ${f(pct(r.draws, 50))}${f(pct(r.draws, 95))} | ${r.intervals.length}`,
  );
console.log(
  '(ms; selection = pointerup to the end of the frame drawing it; frame = interval between animation frames)',
);
