/** The part of fontkit (pdfkit's font engine, no types of its own) that ticket-fonts.ts uses. */
declare module 'fontkit' {
  /** One shaped text: pdfkit reads its glyphs and scales its positions in place. */
  export interface GlyphRun {
    glyphs: unknown[];
    positions: object[];
  }
  /** A glyph, kept by its font per id: pdfkit maps it back to text by its code points. */
  export interface Glyph {
    codePoints: number[];
  }
  /** A parsed font: pdfkit takes it in place of the font's bytes (it has `layout`). */
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
    getGlyph(id: number, codePoints?: number[]): Glyph | null;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
