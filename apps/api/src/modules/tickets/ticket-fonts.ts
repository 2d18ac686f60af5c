import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { create, type Font, type GlyphRun } from 'fontkit';

/**
 * Fonts embedded in ticket PDFs, shipped by npm packages (Noto, OFL) so a fresh install prints every
 * name: pdfkit's standard fonts are Latin-1 only. pdfkit embeds only the glyphs used.
 */
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

/** A font kept in apps/api/fonts (with its licence), found from src or from the bundled dist. */
function ownFont(file: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'fonts', file);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`font ${file} not found (apps/api/fonts)`);
}

export const fontFiles = {
  latin: fontFile('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
  latinBold: fontFile('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
  arabic: fontFile('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
  arabicBold: fontFile('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
  hebrew: fontFile('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
  hebrewBold: fontFile('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Bold.ttf'),
  cjk: fontFile('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  cjkBold: fontFile('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
  // Hangul, and the Han characters outside GB2312 that Korean's KS X 1001 has (many traditional ones).
  korean: fontFile('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'),
  koreanBold: fontFile('@embedpdf/fonts-kr', 'NotoSansKR-Bold.otf'),
  // The ticket's code line: monospaced and embedded (PDF viewers substitute a base font like Courier).
  mono: ownFont('DejaVuSansMono-Bold.ttf'),
} as const;
export type FontName = keyof typeof fontFiles;

const cache = new Map<FontName, Font>();
/**
 * Parsed once per process (the CJK font is 8 MB) and handed to every document: pdfkit takes a fontkit font
 * in place of bytes, and a parsed font keeps its decoded tables and shaping lookups, which each new document
 * otherwise decoded again (a third of a 1,000-ticket PDF's text cost). Each document makes its own subset;
 * the glyphs fontkit keeps are shared, and must not carry one document's state into the next
 * (withGlyphCodePoints).
 */
export function ticketFont(name: FontName): Font {
  let font = cache.get(name);
  if (!font)
    cache.set(name, (font = withLayoutCache(withGlyphCodePoints(create(fs.readFileSync(fontFiles[name]))))));
  return font;
}

/**
 * fontkit keeps one glyph object per glyph id with the code points it was first asked for with
 * (foliojs/fontkit#154, open), and pdfkit writes a glyph's code points into the PDF's text map (ToUnicode).
 * A document's subset asks for a composite glyph's parts with none: "·" and "…" are drawn from the period,
 * "Ñ" from "N". On a font every document shares, a PDF with a "·" and no "." left the period without its
 * character for the rest of the process: a French duplicate receipt's bold "Impression n° 2 · <date>", and
 * every later receipt and Z report read "Print no 2", "Excl VAT" (pdftotext, copy, search, screen readers).
 * A glyph asked for with code points gets them when it was first made without.
 */
function withGlyphCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    // A copy: fontkit hands one array to several glyphs (a substituted glyph gets its source's code points).
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = [...codePoints];
    return glyph;
  };
  return font;
}

/**
 * fontkit's shaping of a short text (pdfkit asks word by word) kept for the process: seat numbers, rows and
 * admission numbers recur from order to order, and shaping one took about 0.1 ms (each new number on each
 * page of a 1,000-ticket PDF). pdfkit scales the positions it gets in place: each caller gets its own copy.
 */
function withLayoutCache(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = ((text: string, ...rest: unknown[]) => {
    // Features, script or language asked for: shaped as asked, not kept.
    if (rest.some((arg) => arg !== undefined) || text.length > 32)
      return (layout as (...args: unknown[]) => GlyphRun)(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= 20_000) runs.clear();
      runs.set(text, (run = layout(text)));
    }
    return copyOf(run);
  }) as Font['layout'];
  return font;
}

function copyOf(run: GlyphRun): GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run);
  copy.glyphs = [...run.glyphs];
  copy.positions = run.positions.map((position) => ({ ...position }));
  return copy;
}

type Script = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'korean';

function scriptOf(codePoint: number): Script | null {
  if ((codePoint >= 0x0600 && codePoint <= 0x08ff) || (codePoint >= 0xfb50 && codePoint <= 0xfeff))
    return 'arabic';
  if ((codePoint >= 0x0590 && codePoint <= 0x05ff) || (codePoint >= 0xfb1d && codePoint <= 0xfb4f))
    return 'hebrew';
  if (
    (codePoint >= 0x1100 && codePoint <= 0x11ff) ||
    (codePoint >= 0x3130 && codePoint <= 0x318f) ||
    (codePoint >= 0xa960 && codePoint <= 0xa97f) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7ff)
  )
    return 'korean';
  if (
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef) ||
    codePoint >= 0x20000
  )
    // Simplified Chinese's font first; a character it lacks from the Korean one when that has it.
    return ticketFont('cjk').hasGlyphForCodePoint(codePoint) ||
      !ticketFont('korean').hasGlyphForCodePoint(codePoint)
      ? 'cjk'
      : 'korean';
  // Spaces, digits and punctuation stay with the run they are in (no font switch mid-word).
  if (/[\p{L}\p{M}]/u.test(String.fromCodePoint(codePoint))) return 'latin';
  return null;
}

export interface TextRun {
  text: string;
  font: FontName;
}

/**
 * Splits a text into runs of one script, each with the font that has its glyphs, in logical order (see
 * ticket-bidi.ts for the display order). fontkit shapes an Arabic or Hebrew word and turns it right to left.
 */
export function textRuns(text: string, bold = false): TextRun[] {
  // Most names are Latin (up to Latin Extended, with general punctuation and the euro sign): one run.
  if (/^[\u0020-\u024f\u2000-\u20cf]*$/.test(text)) return [{ text, font: bold ? 'latinBold' : 'latin' }];
  const chars = [...text];
  const scripts = chars.map((char) => scriptOf(char.codePointAt(0)!));
  // A space or dash between two letters of one script stays in that script's font (an Arabic name keeps
  // its spaces in the run fontkit shapes); any other neutral goes to the Latin font, which has its glyph.
  const resolved = scripts.map((script, i) => {
    if (script) return script;
    const before = scripts.slice(0, i).findLast((s) => s !== null);
    const after = scripts.slice(i + 1).find((s) => s !== null);
    return before && before === after ? before : 'latin';
  });
  const runs: { text: string; script: Script }[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.script === resolved[i]) last.text += char;
    else runs.push({ text: char, script: resolved[i]! });
  });
  return runs.map((run) => ({ text: run.text, font: (bold ? `${run.script}Bold` : run.script) as FontName }));
}
