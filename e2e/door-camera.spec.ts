import { chromium, expect, test as base, type Browser } from '@playwright/test';
import type { Ticket } from '@encore/shared/tickets/ticket.schema';
import { seriousViolations } from './support/axe';
import { apiAs, sellAtCounter } from './support/box-office';
import { openDoor } from './support/door';
import { writeQrVideo } from './support/fake-camera';
import { signInWithTokens, useLanguage } from './support/session';

const texts = {
  en: { seats: /^Seats/, show: 'Les Acrobates du vent', camera: 'Scan with the camera', view: 'Camera view' },
  fr: {
    seats: /^Places/,
    show: 'Solo pour une ombre',
    camera: 'Scanner avec la caméra',
    view: 'Image de la caméra',
  },
} as const;

/**
 * A Chromium of its own whose fake camera plays `video`: the ticket's QR code, written once the ticket is sold
 * (the file is read when the camera starts). The permission prompt is answered yes.
 */
const test = base.extend<{ camera: { browser: Browser; video: string } }>({
  camera: async ({ launchOptions }, use, testInfo) => {
    const video = testInfo.outputPath('ticket-qr.y4m');
    const browser = await chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    await use({ browser, video });
    await browser.close();
  },
});

for (const lang of ['en', 'fr'] as const) {
  const t = texts[lang];
  test(`the door's camera reads a sold ticket: valid, then already used (${lang})`, async ({
    camera: { browser, video },
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext()).newPage();
    await useLanguage(page, lang);
    const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
    const orderId = await sellAtCounter(page, t.show, 1, t.seats);
    const [ticket] = await (await apiAs(request, token)).get<Ticket[]>(`/orders/${orderId}/tickets`);
    writeQrVideo(video, ticket!.qr!);

    await openDoor(page, t.show);
    await page.getByRole('button', { name: t.camera }).click();
    await expect(page.getByLabel(t.view)).toBeVisible();
    // The camera's frames, decoded in the page (BarcodeDetector where Chromium has one, else jsQR).
    const answer = page.getByTestId('door-answer');
    await expect(answer).toHaveAttribute('data-result', 'valid', { timeout: 20_000 });
    await expect(page.getByTestId('door-answer-seat')).toContainText(ticket!.seatLabel!);
    // Held in view it is read once; taken away and shown again (the video loops), it is already used.
    await expect(answer).toHaveAttribute('data-result', 'already_used', { timeout: 15_000 });
    // The screen with the camera running and an answer shown: axe finds nothing serious.
    expect(await seriousViolations(page)).toEqual([]);
    testInfo.annotations.push({
      type: 'decoder',
      description: (await page.evaluate(() => 'BarcodeDetector' in window)) ? 'BarcodeDetector' : 'jsQR',
    });
  });
}

interface Recorded {
  detectorFormats: string[][];
  detectCalls: number;
}

/**
 * The BarcodeDetector branch (Debian's Chromium has no BarcodeDetector, so the test above runs jsQR): the
 * page gets a BarcodeDetector whose detect() looks at the real camera frame and reads the sold ticket while
 * the frame shows a QR code (dark modules on the white sheet), nothing while the ticket is away. The door
 * must use it (it is called, jsQR is never loaded) and answer from it.
 */
test(`the door's camera reads with the browser's BarcodeDetector where there is one, not jsQR`, async ({
  camera: { browser, video },
  request,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en');
  const { token } = await signInWithTokens(page, request, 'BOX_OFFICE');
  const orderId = await sellAtCounter(page, 'Boléro et autres danses', 1, /^Seats/);
  const [ticket] = await (await apiAs(request, token)).get<Ticket[]>(`/orders/${orderId}/tickets`);
  writeQrVideo(video, ticket!.qr!);

  await page.addInitScript((qr) => {
    const recorded: Recorded = { detectorFormats: [], detectCalls: 0 };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    const canvas = document.createElement('canvas');
    class BarcodeDetector {
      constructor(options: { formats: string[] }) {
        recorded.detectorFormats.push(options.formats);
      }
      static getSupportedFormats() {
        return Promise.resolve(['qr_code']);
      }
      detect(source: HTMLVideoElement) {
        recorded.detectCalls += 1;
        if (!source.videoWidth) return Promise.resolve([]);
        [canvas.width, canvas.height] = [source.videoWidth, source.videoHeight];
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(source, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 64) dark += 1;
        // A QR code fills about a third of the frame's pixels with dark modules; the away frames have none.
        return Promise.resolve(dark > data.length / 4 / 20 ? [{ rawValue: qr, format: 'qr_code' }] : []);
      }
    }
    (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = BarcodeDetector;
  }, ticket!.qr!);
  const jsqrRequests: string[] = [];
  page.on('request', (r) => {
    if (/jsqr/i.test(r.url())) jsqrRequests.push(r.url());
  });

  await openDoor(page, 'Boléro et autres danses');
  await page.getByRole('button', { name: texts.en.camera }).click();
  const answer = page.getByTestId('door-answer');
  await expect(answer).toHaveAttribute('data-result', 'valid', { timeout: 20_000 });
  await expect(page.getByTestId('door-answer-seat')).toContainText(ticket!.seatLabel!);
  // Taken away and shown again: BarcodeDetector reads it again, and the door says it is already used.
  await expect(answer).toHaveAttribute('data-result', 'already_used', { timeout: 15_000 });
  const recorded = await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
  expect(recorded.detectorFormats.length).toBeGreaterThan(0);
  for (const formats of recorded.detectorFormats) expect(formats).toContain('qr_code');
  expect(recorded.detectCalls).toBeGreaterThan(1);
  expect(jsqrRequests).toEqual([]);
});
