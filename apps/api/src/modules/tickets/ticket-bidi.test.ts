import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTicketsPdf, type TicketPage } from './ticket-pdf';

const page: TicketPage = {
  showName: 'שלום Tour 2026',
  subtitle: 'Concert – حفلة موسيقية',
  startsAt: new Date('2027-03-01T19:30:00Z'),
  roomName: 'Arena Confluence',
  address: null,
  areaLabel: 'Fosse',
  rowLabel: null,
  seatLabel: null,
  admission: 1,
  quantity: 1,
  priceLevelName: 'Plein',
  priceInclTaxCents: 4500,
  orderNumber: 'K7Q3PX',
  customerName: 'محمد علي Smith',
  code: 'ACDEFGHJKMNPQRTUVWXY34679ACD',
  qr: `E1.ACDEFGHJKMNPQRTUVWXY34679ACD.30C772D3FF4A4ACFB651D24FC60F7BD7.${'A'.repeat(103)}`,
};

/** Where each word is drawn (pdftotext -bbox): right-to-left words come out glyph by glyph, reversed. */
function wordsOf(pdf: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-bidi-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    fs.writeFileSync(file, pdf);
    const xml = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    return [...xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)<\/word>/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      text: m[3]!,
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The left edges of these words, found on one line in either glyph order. */
function leftEdges(words: ReturnType<typeof wordsOf>, ...wanted: string[]) {
  const found = wanted.map((w) =>
    words.find((word) => word.text === w || [...word.text].reverse().join('') === w),
  );
  expect(found.every(Boolean), wanted.join(' ')).toBe(true);
  expect(new Set(found.map((w) => Math.round(w!.y))).size).toBe(1);
  return found.map((w) => w!.x);
}

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

describe('mixed-direction lines on a ticket (Unicode bidi)', () => {
  it('draws right-to-left words from the right, a Latin word inside them where a reader expects it', async () => {
    const words = wordsOf(await renderTicketsPdf([page], 'en'));
    // An Arabic name with a Latin family name (its own direction after "Customer:"): Smith, then علي, محمد.
    expect(increasing(leftEdges(words, 'Customer:', 'Smith', 'علي', 'محمد'))).toBe(true);
    // A Hebrew title with Latin words and digits: "Tour 2026" stays in order, left of the Hebrew word.
    expect(increasing(leftEdges(words, 'Tour', '2026', 'שלום'))).toBe(true);
    // A French subtitle ending in Arabic: the Arabic words read from the right.
    expect(increasing(leftEdges(words, 'Concert', 'موسيقية', 'حفلة'))).toBe(true);
  });

  it('leaves left-to-right lines as they are', async () => {
    const words = wordsOf(
      await renderTicketsPdf([{ ...page, showName: 'Le Misanthrope', customerName: 'Ada Lovelace' }], 'fr'),
    );
    expect(increasing(leftEdges(words, 'Le', 'Misanthrope'))).toBe(true);
    expect(increasing(leftEdges(words, 'Ada', 'Lovelace'))).toBe(true);
  });
});
