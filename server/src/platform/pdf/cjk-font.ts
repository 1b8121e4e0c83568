import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * Noto Sans CJK SC (Simplified Chinese, also Latin, Cyrillic and Greek) from the `@embedpdf/fonts-sc`
 * package (SIL Open Font License 1.1). pdfkit embeds only the glyphs a document uses, so a PDF with a
 * few dozen Chinese characters stays small although the font file is 8 MB.
 */
const FONT_FILE = 'NotoSansHans-Regular.otf';
export const CJK_FONT = 'NotoSansSC';

let fontBytes: Buffer | undefined;

/** The font file itself (read once), for code that lays out glyphs without pdfkit (the invitation poster). */
export function cjkFontBytes(): Buffer {
  if (!fontBytes) {
    // The package exports only its index; the fonts folder sits beside its dist folder.
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    fontBytes = readFileSync(path.join(path.dirname(entry), '..', 'fonts', FONT_FILE));
  }
  return fontBytes;
}

/** Registers the CJK font on `document` and makes it the current font. */
export function useCjkFont(document: PDFKit.PDFDocument | InstanceType<typeof PDFDocument>): void {
  document.registerFont(CJK_FONT, cjkFontBytes());
  document.font(CJK_FONT);
}
