import bidiFactory from 'bidi-js';
import { textRuns, type TextRun } from './ticket-fonts';

const bidi = bidiFactory();
const rtlFonts = new Set(['arabic', 'arabicBold', 'hebrew', 'hebrewBold']);
const control = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/;

/** Isolates a value inside a line (`Customer: <name>`): the name keeps its own direction (FSI ... PDI). */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/** Reverses L2's way: from the highest level to the lowest odd one, each sequence at or above it. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const highest = Math.max(...out.map((r) => r.level));
  const lowestOdd = Math.min(...out.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--)
    for (let i = 0; i < out.length; i++) {
      if (out[i]!.level < level) continue;
      let end = i;
      while (end + 1 < out.length && out[end + 1]!.level >= level) end++;
      out.splice(i, end - i + 1, ...out.slice(i, end + 1).reverse());
      i = end;
    }
  return out;
}

/** A right-to-left run, left to right: its words reversed; Arabic and Hebrew stay logical (fontkit turns them). */
function rightToLeft(text: string, bold: boolean): TextRun[] {
  const out: TextRun[] = [];
  for (const token of text.split(/(\s+)/).reverse()) {
    if (!token) continue;
    for (const run of textRuns(token, bold).reverse()) {
      if (rtlFonts.has(run.font)) out.push(run);
      else {
        const chars = [...run.text].reverse().map((c) => bidi.getMirroredCharacter(c) ?? c);
        out.push({ text: chars.join(''), font: run.font });
      }
    }
  }
  return out;
}

/**
 * A line's runs of one font in display order, by the Unicode bidirectional algorithm (bidi-js): a Latin
 * word in an Arabic name, Hebrew words in a French title, digits in either land where a reader expects
 * them. pdfkit draws runs left to right and lays out each word apart; fontkit shapes an Arabic or Hebrew
 * word and turns it right to left, so words are handed over in display order, each in logical order.
 * A wrapped text is ordered as one line (names and titles are short).
 */
export function displayRuns(text: string, bold = false): TextRun[] {
  // Most names are Latin (no right-to-left letter, no control): nothing to reorder.
  if (!/[\u0590-\u08ff\ufb1d-\ufeff\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text))
    return textRuns(text, bold);
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: { text: string; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    if (control.test(char)) continue;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  if (!runs.length) return [];
  const pieces = visualOrder(runs).flatMap((run) =>
    run.level % 2 ? rightToLeft(run.text, bold) : textRuns(run.text, bold),
  );
  // Neighbours in one font drawn as one text (pdfkit still lays out word by word).
  return pieces.reduce<TextRun[]>((out, piece) => {
    const last = out.at(-1);
    if (last && last.font === piece.font && !rtlFonts.has(piece.font)) last.text += piece.text;
    else out.push({ ...piece });
    return out;
  }, []);
}
