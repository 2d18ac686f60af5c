/** The part of fontkit (pdfkit's font engine, no types of its own) that ticket-fonts.ts uses. */
declare module 'fontkit' {
  /** One shaped text: pdfkit reads its glyphs and scales its positions in place. */
  export interface GlyphRun {
    glyphs: unknown[];
    positions: object[];
  }
  /** A parsed font: pdfkit takes it in place of the font's bytes (it has `layout`). */
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
