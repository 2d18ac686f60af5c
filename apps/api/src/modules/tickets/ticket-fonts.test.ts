import { describe, expect, it } from 'vitest';
import { displayRuns } from './ticket-bidi';
import { ticketFont } from './ticket-fonts';

/** Names as customers type them, in the scripts a ticket must print. */
const names = [
  'Élodie Ñúñez-Øster',
  'محمد علي',
  'שרה לוי',
  '王小明',
  '陳大文', // traditional Han
  '臺灣 劉德華',
  'さとう はなこ',
  '김민준', // Hangul: not in the Chinese font
  'Søren Kierkegård 李',
];

describe('ticket fonts', () => {
  it.each(names)('every character of %s has a glyph in the font it is drawn with', (name) => {
    for (const bold of [false, true]) {
      const missing = displayRuns(name, bold).flatMap((run) =>
        [...run.text]
          .filter((c) => c.trim() && !ticketFont(run.font).hasGlyphForCodePoint(c.codePointAt(0)!))
          .map((c) => `${c} in ${run.font}`),
      );
      expect(missing).toEqual([]);
    }
  });
});
