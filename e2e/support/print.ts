import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

interface Watched {
  printed: string[];
  blobs: Map<string, Blob>;
}

/**
 * Watches `print()` on the page's frames: each call records the address the frame shows (the print dialog
 * itself cannot be seen in a headless browser), and keeps the blobs the page makes addresses for (the page's
 * CSP lets no script fetch a blob: address). Before the app's scripts run.
 */
export async function watchPrint(page: Page) {
  await page.addInitScript(() => {
    const printed: string[] = [];
    const blobs = new Map<string, Blob>();
    (window as unknown as Watched).printed = printed;
    (window as unknown as Watched).blobs = blobs;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frame = descriptor.get!.call(this) as Window | null;
        const src = this.src;
        if (frame) frame.print = () => printed.push(src);
        return frame;
      },
    });
  });
}

export const printedAddresses = (page: Page) => page.evaluate(() => (window as unknown as Watched).printed);

/** A printed document read back as a person would see it: its page count and text (pdfinfo, pdftotext). */
export async function readPrinted(page: Page, address: string) {
  const base64 = await page.evaluate(async (url) => {
    const blob = (window as unknown as Watched).blobs.get(url)!;
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]!);
      reader.readAsDataURL(blob);
    });
  }, address);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-print-'));
  try {
    const file = path.join(dir, 'printed.pdf');
    fs.writeFileSync(file, Buffer.from(base64, 'base64'));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
      text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
