import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';

/** A PDF read back as a person would: its pages, its text (pdftotext) and each page's QR code (pdftoppm). */
export async function readPdf(pdf: Buffer, options: { qr?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-pdf-'));
  try {
    const file = path.join(dir, 'tickets.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pageTexts = text.split('\f').slice(0, pages);
    const qrs: (string | null)[] = [];
    if (options.qr) {
      execFileSync('pdftoppm', ['-r', '100', '-png', file, path.join(dir, 'page')]);
      for (const png of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort()) {
        const { data, info: size } = await sharp(path.join(dir, png))
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        qrs.push(jsQR(new Uint8ClampedArray(data), size.width, size.height)?.data ?? null);
      }
    }
    return { pages, text, pageTexts, qrs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
