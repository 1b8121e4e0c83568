import { create as openFont, type Font } from 'fontkit';
import QRCode from 'qrcode';
import { cjkFontBytes } from '../../platform/pdf/cjk-font.js';

/**
 * The share poster: an SVG drawn here and rasterised to PNG by sharp. Text never goes through <text> (the server
 * has no fonts to rely on): each line is laid out with fontkit from the CJK font the PDFs use (Latin, Cyrillic and
 * Chinese alike) and drawn as the glyphs' outlines.
 */

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;

const BRAND_RED = '#E51C23';
const BRAND_DARK = '#B50613';
const INK = '#1A2029';
const MUTED = '#5F6D86';

export interface PosterContent {
  shopName: string;
  tagline: string;
  headline: string;
  body: string;
  scanHint: string;
  codeLine: string;
  /** The invitation link the QR code holds. */
  link: string;
  /** Shown small at the bottom (the shop's address, without the scheme). */
  footer: string;
}

let font: Font | undefined;

function posterFont(): Font {
  font ??= openFont(cjkFontBytes()) as Font;
  return font;
}

const cjk = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;
/** Punctuation a line may not start with (Chinese line-breaking rules), so a break never falls before it. */
const noLineStart = /[，。、：；！？）》」』】,.:;!?)\]…·]/u;

function textWidth(text: string, size: number): number {
  const face = posterFont();
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

/**
 * Greedy line breaking: at spaces, and between Chinese characters; a word longer than the line is cut. More lines
 * than `maxLines` end in an ellipsis.
 */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text.trim().replace(/\s+/g, ' ');
  while (rest && lines.length < maxLines) {
    if (textWidth(rest, size) <= maxWidth) {
      lines.push(rest);
      rest = '';
      break;
    }
    const chars = Array.from(rest);
    let fits = 0;
    let lastBreak = 0;
    for (let end = 1; end <= chars.length; end++) {
      if (textWidth(chars.slice(0, end).join(''), size) > maxWidth) break;
      fits = end;
      const next = chars[end];
      const breakable = next === ' ' || cjk.test(chars[end - 1]!) || (next !== undefined && cjk.test(next));
      if (breakable && (next === undefined || !noLineStart.test(next))) lastBreak = end;
    }
    const cut = lastBreak > 0 ? lastBreak : Math.max(fits, 1);
    lines.push(chars.slice(0, cut).join('').trim());
    rest = chars.slice(cut).join('').trim();
  }
  if (rest && lines.length > 0) {
    let last = lines.pop()!;
    while (last && textWidth(`${last}…`, size) > maxWidth) last = Array.from(last).slice(0, -1).join('');
    lines.push(`${last.trimEnd()}…`);
  }
  return lines;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One line of text as glyph outlines, centred on `centreX` with its baseline at `baseline`. */
function glyphLine(text: string, size: number, centreX: number, baseline: number, fill: string): string {
  const face = posterFont();
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  const startX = centreX - (run.advanceWidth * scale) / 2;
  let pen = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path.toSVG();
    if (d) {
      paths.push(`<path transform="translate(${round(pen + position.xOffset)} ${round(position.yOffset)})" d="${d}"/>`);
    }
    pen += position.xAdvance;
  });
  return `<g fill="${fill}" transform="translate(${round(startX)} ${round(baseline)}) scale(${scale} ${-scale})">${paths.join('')}</g>`;
}

function textBlock(
  text: string,
  options: { size: number; top: number; maxWidth: number; maxLines: number; fill: string; lineHeight?: number },
): { svg: string; bottom: number } {
  const lineHeight = options.lineHeight ?? Math.round(options.size * 1.4);
  const lines = wrapText(text, options.size, options.maxWidth, options.maxLines);
  const svg = lines
    .map((line, index) =>
      glyphLine(line, options.size, POSTER_WIDTH / 2, options.top + options.size + index * lineHeight, options.fill),
    )
    .join('');
  return { svg, bottom: options.top + options.size + (lines.length - 1) * lineHeight + (lineHeight - options.size) };
}

/** The QR code's dark modules as one path, in a white square with a quiet zone, `size` pixels wide. */
function qrCode(link: string, left: number, top: number, size: number): string {
  const qr = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 3;
  const cell = size / (count + quiet * 2);
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (qr.modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return [
    `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="12" fill="#FFFFFF" stroke="#E4E8EE" stroke-width="2"/>`,
    `<g transform="translate(${round(left + quiet * cell)} ${round(top + quiet * cell)}) scale(${round(cell * 1000) / 1000})">`,
    `<path fill="${INK}" shape-rendering="crispEdges" d="${parts.join('')}"/></g>`,
  ].join('');
}

/** The shop's mark (the favicon): a red rounded square with a white pulse line. */
function logo(left: number, top: number, size: number): string {
  const scale = size / 32;
  return `<g transform="translate(${left} ${top}) scale(${scale})"><rect width="32" height="32" rx="6" fill="#FFFFFF"/><path d="M8 16h4l2-5 4 10 2-5h4" fill="none" stroke="${BRAND_RED}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

export function posterSvg(content: PosterContent): string {
  const margin = 64;
  const inner = POSTER_WIDTH - margin * 2;
  const cardTop = 420;
  const cardBottom = POSTER_HEIGHT - 100;
  const shop = glyphLine(content.shopName, 60, POSTER_WIDTH / 2, 262, '#FFFFFF');
  const tagline = textBlock(content.tagline, { size: 26, top: 290, maxWidth: inner, maxLines: 2, fill: '#FFE9EA' });
  // From the top of the card down: the headline and the pitch.
  const headline = textBlock(content.headline, { size: 40, top: 470, maxWidth: inner - 40, maxLines: 2, fill: INK });
  const body = textBlock(content.body, {
    size: 26,
    top: headline.bottom + 12,
    maxWidth: inner - 40,
    maxLines: 3,
    fill: MUTED,
  });
  // From the bottom of the card up: the code, the scan hint; the QR code takes the room between.
  const codeBaseline = cardBottom - 46;
  const scanLines = wrapText(content.scanHint, 26, inner - 40, 2);
  const scanTop = codeBaseline - 34 - 24 - scanLines.length * 36;
  const scan = textBlock(content.scanHint, { size: 26, top: scanTop, maxWidth: inner - 40, maxLines: 2, fill: MUTED });
  const room = scanTop - 16 - (body.bottom + 24);
  const qrSize = Math.max(Math.min(room, 380), 240);
  const qrTop = body.bottom + 24 + Math.max((room - qrSize) / 2, 0);
  const code = glyphLine(content.codeLine, 34, POSTER_WIDTH / 2, codeBaseline, BRAND_RED);
  const footer = glyphLine(content.footer, 22, POSTER_WIDTH / 2, POSTER_HEIGHT - 40, '#FFE9EA');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">`,
    '<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${BRAND_RED}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#band)"/>`,
    logo(POSTER_WIDTH / 2 - 48, 92, 96),
    shop,
    tagline.svg,
    `<rect x="${margin - 24}" y="${cardTop}" width="${inner + 48}" height="${cardBottom - cardTop}" rx="28" fill="#FFFFFF"/>`,
    headline.svg,
    body.svg,
    qrCode(content.link, round((POSTER_WIDTH - qrSize) / 2), round(qrTop), qrSize),
    scan.svg,
    code,
    footer,
    '</svg>',
  ].join('');
}

/** The poster as PNG bytes. */
export async function renderPoster(content: PosterContent): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(posterSvg(content)))
    .png({ compressionLevel: 8 })
    .toBuffer();
}
