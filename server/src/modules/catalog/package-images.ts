/**
 * Simple drawings of component packages, one per package name, served as SVG. A drawing depends only on the
 * package name, so the same name always gives the same bytes (cacheable forever).
 */

/** Every package name the catalog uses; the image route maps a slug back to one of these. */
export const PACKAGE_NAMES = [
  '0201',
  '0402',
  '0603',
  '0805',
  '1206',
  '1210',
  '1812',
  '2010',
  '2410',
  '2512',
  'CASE-A (3216-18)',
  'CASE-B (3528-21)',
  'CASE-C (6032-28)',
  'CASE-D (7343-31)',
  'Cylinder 2x6mm',
  'DFN-4 (1.5x1.5)',
  'DFN-4 (2x2)',
  'DFN-6 (2.44x2.44)',
  'DFN-6 (2x2)',
  'DFN-6 (3x3)',
  'DFN-8 (2.5x2.5)',
  'DFN-8 (3x3)',
  'DIP-14',
  'DIP-16',
  'DIP-18',
  'DIP-20',
  'DIP-28',
  'DIP-4',
  'DIP-4 SMD',
  'DIP-40',
  'DIP-6',
  'DIP-8',
  'DO-35',
  'DO-41',
  'Female 2.54mm 1 row',
  'Female 2.54mm 2 rows',
  'Fuse 5x20mm',
  'HC-49S',
  'HC-49SMD',
  'Header 2.54mm 1 row',
  'Header 2.54mm 2 rows',
  'KK-2.54 THT',
  'LED 0402',
  'LED 0603',
  'LED 0805',
  'LED 1206',
  'LED 3mm THT',
  'LED 5mm THT',
  'LGA-10 (2x2)',
  'LGA-12 (2x2)',
  'LGA-14 (2.5x3)',
  'LGA-14 (3x5)',
  'LGA-16 (3x3)',
  'LGA-6 (2x2)',
  'LGA-8 (2.5x2.5)',
  'LGA-8 (2x2.5)',
  'LGA-8 (3x3)',
  'LQFP-100',
  'LQFP-144',
  'LQFP-32',
  'LQFP-48',
  'LQFP-64',
  'MSOP-10',
  'MSOP-8',
  'Micro USB SMD 5P',
  'MiniMELF',
  'Module SMD-16 (17x16mm)',
  'Module SMD-19 (18x20mm)',
  'Module SMD-22 (16x24mm)',
  'Module SMD-38 (18x19.2mm)',
  'Module SMD-38 (18x25.5mm)',
  'Module SMD-41 (18x25.5mm)',
  'Module SMD-48 (10x10mm)',
  'Module SMD-53 (13.2x16.6mm)',
  'Module THT-8 (14.3x24.8mm)',
  'PDFN-8 (5x6)',
  'PH-2.0 Housing',
  'PH-2.0 SMD',
  'PH-2.0 THT',
  'PicoBlade-1.25 Housing',
  'PicoBlade-1.25 SMD',
  'PicoBlade-1.25 THT',
  'QFN-16 (3x3)',
  'QFN-16 (4x4)',
  'QFN-20 (4x4)',
  'QFN-20 (5x5)',
  'QFN-24 (3x3)',
  'QFN-24 (4x4)',
  'QFN-28 (5x5)',
  'QFN-32 (5x5)',
  'QFN-48 (5x5)',
  'QFN-48 (6x6)',
  'QFN-48 (7x7)',
  'QFN-56 (7x7)',
  'Radial D10x16mm',
  'Radial D5x11mm',
  'Radial D6.3x11mm',
  'Radial D8x12mm',
  'Relay SMD 10x6.5mm',
  'Relay THT 14x9mm',
  'Relay THT 19x15.5mm',
  'Relay THT 20x10mm',
  'Relay THT 22.5x16.5mm',
  'SH-1.0 Housing',
  'SH-1.0 SMD',
  'SMA (DO-214AC)',
  'SMB (DO-214AA)',
  'SMC (DO-214AB)',
  'SMD 3x3mm',
  'SMD 4x4mm',
  'SMD 5x5mm',
  'SMD 6x6mm',
  'SMD 8x8mm',
  'SMD D10x10.2mm',
  'SMD D4x5.4mm',
  'SMD D5x5.4mm',
  'SMD D6.3x5.4mm',
  'SMD D6.3x7.7mm',
  'SMD D8x10.2mm',
  'SMD-2520 (4P)',
  'SMD-3215 (2P)',
  'SMD-3225 (4P)',
  'SMD-5032 (2P)',
  'SMD-5032 (4P)',
  'SOD-123',
  'SOD-123F',
  'SOD-323',
  'SOD-523',
  'SOIC-14',
  'SOIC-16',
  'SOIC-16 (wide)',
  'SOIC-18 (wide)',
  'SOIC-20 (wide)',
  'SOIC-28 (wide)',
  'SOIC-4',
  'SOIC-8',
  'SOIC-8 (208mil)',
  'SOIC-8-EP',
  'SOT-223',
  'SOT-23',
  'SOT-23-5',
  'SOT-23-6',
  'SOT-23-8',
  'SOT-323',
  'SOT-363',
  'SOT-89',
  'SSOP-16',
  'SSOP-20',
  'SSOP-28',
  'TO-220',
  'TO-252 (DPAK)',
  'TO-263-5',
  'TO-92',
  'TQFP-100',
  'TQFP-32',
  'TQFP-44',
  'TSSOP-14',
  'TSSOP-16',
  'TSSOP-20',
  'TSSOP-8',
  'Tactile 3x2.5mm SMD',
  'Tactile 3x4mm SMD',
  'Tactile 5.2x5.2mm SMD',
  'Tactile 6x6mm SMD',
  'Tactile 6x6mm THT',
  'Terminal Block 2.54mm',
  'Terminal Block 5.08mm',
  'UFQFPN-28',
  'UFQFPN-32',
  'UFQFPN-48',
  'USB-A THT 4P',
  'USB-C SMD 16P',
  'USB-C SMD 6P',
  'VSSOP-8',
  'WSON-8 (6x5)',
  'WSON-8 (8x6)',
  'XH-2.54 Housing',
  'XH-2.54 THT',
] as const;

export type PackageName = (typeof PACKAGE_NAMES)[number];

export type PackageDrawingKind =
  | 'chip'
  | 'power-inductor'
  | 'can-smd'
  | 'can-radial'
  | 'tantalum'
  | 'sod'
  | 'melf'
  | 'diode-smd'
  | 'axial'
  | 'sot'
  | 'sot-power'
  | 'to92'
  | 'to220'
  | 'dpak'
  | 'so'
  | 'qfp'
  | 'qfn'
  | 'dip'
  | 'module'
  | 'usb'
  | 'header'
  | 'wire-connector'
  | 'terminal-block'
  | 'crystal-hc49'
  | 'crystal-smd'
  | 'crystal-cylinder'
  | 'led-smd'
  | 'led-tht'
  | 'tactile'
  | 'relay'
  | 'cartridge-fuse'
  | 'generic';

const kindRules: [RegExp, PackageDrawingKind][] = [
  [/^LED \d{4}$/, 'led-smd'],
  [/^LED .*PLCC/, 'led-smd'],
  [/^LED .*THT/, 'led-tht'],
  [/^(0201|0402|0603|0805|1206|1210|1812|2010|2410|2512)\b/, 'chip'],
  [/^SMD \d+x\d+mm$/, 'power-inductor'],
  [/^SMD D[\d.]+x/, 'can-smd'],
  [/^Radial D/, 'can-radial'],
  [/^CASE-[A-E]/, 'tantalum'],
  [/^SOD-/, 'sod'],
  [/MELF/, 'melf'],
  [/^SM[ABC] \(DO-214/, 'diode-smd'],
  [/^DO-(35|41|15)$/, 'axial'],
  [/^SOT-(89|223)/, 'sot-power'],
  [/^(SOT|SC)-/, 'sot'],
  [/^TO-92/, 'to92'],
  [/^TO-220/, 'to220'],
  [/^TO-(252|263)/, 'dpak'],
  [/^(SOIC|SOP|MSOP|TSSOP|SSOP|ESOP|VSSOP)-/, 'so'],
  [/^(LQFP|TQFP|QFP)-/, 'qfp'],
  [/^(QFN|UFQFPN|DFN|PDFN|WSON|LGA)-/, 'qfn'],
  [/^P?DIP-/, 'dip'],
  [/^Module/, 'module'],
  [/^(USB|Micro USB)/, 'usb'],
  [/^(Header|Female) /, 'header'],
  [/^(PH|XH|SH|PicoBlade|KK)-/, 'wire-connector'],
  [/^Terminal Block/, 'terminal-block'],
  [/^HC-49/, 'crystal-hc49'],
  [/^SMD-\d{4} \(\dP\)$/, 'crystal-smd'],
  [/^Cylinder/, 'crystal-cylinder'],
  [/^Tactile/, 'tactile'],
  [/^Relay/, 'relay'],
  [/^Fuse \d+x\d+mm/, 'cartridge-fuse'],
];

/** Which drawing a package name gets; names outside the known families get the generic drawing. */
export function packageDrawingKind(packageName: string): PackageDrawingKind {
  return kindRules.find(([pattern]) => pattern.test(packageName))?.[1] ?? 'generic';
}

/** A URL-safe, lower-case form of the package name: "QFN-28 (5x5)" becomes "qfn-28-5x5". */
export function packageImageSlug(packageName: string): string {
  return packageName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function packageImagePath(packageName: string): string {
  return `/media/packages/${packageImageSlug(packageName)}.svg`;
}

const packageBySlug = new Map<string, string>(PACKAGE_NAMES.map((name) => [packageImageSlug(name), name]));

/** The package name whose image path ends in this slug, or undefined for a slug no known package has. */
export function packageFromImageSlug(slug: string): string | undefined {
  return packageBySlug.get(slug.replace(/\.svg$/, ''));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra}/>`;
}

const defs =
  '<defs>' +
  '<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eceff1"/><stop offset="0.5" stop-color="#b0bec5"/><stop offset="1" stop-color="#78909c"/></linearGradient>' +
  '<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#455a64"/><stop offset="1" stop-color="#1c262b"/></linearGradient>' +
  '<linearGradient id="ceramic" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d7bf9a"/><stop offset="1" stop-color="#a88a5f"/></linearGradient>' +
  '<radialGradient id="lens" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ef5350"/></radialGradient>' +
  '<pattern id="grid" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M10 0H0V10" fill="none" stroke="#e4e9ed" stroke-width="0.6"/></pattern>' +
  '<filter id="shadow" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="2" dy="3" stdDeviation="2.5" flood-color="#263238" flood-opacity="0.35"/></filter>' +
  '</defs>';

const bodyStroke = ' stroke="#11181c" stroke-width="1.5"';
const pinStroke = ' stroke="#607d8b" stroke-width="1"';

function pinCount(packageName: string, fallback: number): number {
  const match = /-(\d+)/.exec(packageName) ?? /(\d+)P\b/.exec(packageName);
  return match ? Number(match[1]) : fallback;
}

/** Pins per side actually drawn: beyond a dozen the picture only gets busier, not clearer. */
const drawnPins = (count: number) => Math.min(count, 12);

function chip(packageName: string): string {
  const size = Number(/^\d{4}/.exec(packageName)?.[0] ?? '0603');
  const scale = { 201: 0.45, 402: 0.6, 603: 0.75, 805: 0.9, 1206: 1.05, 1210: 1.1, 1812: 1.2, 2410: 1.2 }[size] ?? 0.8;
  const width = 120 * scale;
  const height = (size >= 1210 ? 70 : 56) * scale;
  const x = 100 - width / 2;
  const y = 90 - height / 2;
  const cap = width * 0.2;
  return (
    `<g filter="url(#shadow)">` +
    rect(x, y, width, height, 'url(#body)', ` rx="3"${bodyStroke}`) +
    rect(x, y, cap, height, 'url(#metal)', ` rx="3"${pinStroke}`) +
    rect(x + width - cap, y, cap, height, 'url(#metal)', ` rx="3"${pinStroke}`) +
    `</g>` +
    rect(x + cap + 6, y + height * 0.3, width - 2 * cap - 12, height * 0.4, '#37474f', ' rx="2"')
  );
}

function powerInductor(packageName: string): string {
  const size = Number(/(\d+)x/.exec(packageName)?.[1] ?? 4);
  const side = 60 + size * 8;
  const x = 100 - side / 2;
  const y = 88 - side / 2;
  return (
    rect(x - 6, y + side * 0.25, 12, side * 0.5, 'url(#metal)', pinStroke) +
    rect(x + side - 6, y + side * 0.25, 12, side * 0.5, 'url(#metal)', pinStroke) +
    rect(x, y, side, side, 'url(#body)', ` rx="8" filter="url(#shadow)"${bodyStroke}`) +
    circle(100, 88, side * 0.32, '#2f3d44', ' stroke="#546e7a" stroke-width="2"') +
    circle(100, 88, side * 0.12, '#b87333')
  );
}

function canSmd(): string {
  return (
    rect(52, 60, 96, 96, '#eceff1', ` rx="4" filter="url(#shadow)" stroke="#90a4ae" stroke-width="1.5"`) +
    rect(44, 100, 12, 10, 'url(#metal)', pinStroke) +
    rect(144, 100, 12, 10, 'url(#metal)', pinStroke) +
    circle(100, 104, 40, 'url(#metal)', ' stroke="#607d8b" stroke-width="1.5"') +
    `<path d="M62 104 A38 38 0 0 1 100 66 L100 104 Z" fill="#263238" opacity="0.85"/>` +
    `<path d="M86 104h28M100 90v28" stroke="#546e7a" stroke-width="3"/>`
  );
}

function canRadial(): string {
  return (
    rect(82, 138, 4, 30, '#90a4ae') +
    rect(114, 138, 4, 22, '#90a4ae') +
    rect(62, 36, 76, 106, '#1e3a5f', ` rx="10" filter="url(#shadow)"${bodyStroke}`) +
    rect(118, 36, 14, 106, '#cfd8dc', ' opacity="0.8"') +
    `<path d="M122 48v12m0 12v12m0 12v12" stroke="#1e3a5f" stroke-width="4"/>` +
    rect(62, 52, 76, 3, '#0d253f')
  );
}

function tantalum(): string {
  return (
    rect(40, 66, 26, 44, 'url(#metal)', pinStroke) +
    rect(134, 66, 26, 44, 'url(#metal)', pinStroke) +
    rect(52, 58, 96, 60, '#f2b705', ` rx="4" filter="url(#shadow)" stroke="#a07800" stroke-width="1.5"`) +
    rect(52, 58, 18, 60, '#a0522d', ' rx="3"')
  );
}

function twoTerminalBody(width: number, height: number, leadWidth: number, bodyFill: string, band: boolean): string {
  const x = 100 - width / 2;
  const y = 90 - height / 2;
  return (
    rect(x - leadWidth + 4, 90 - height * 0.3, leadWidth, height * 0.6, 'url(#metal)', pinStroke) +
    rect(x + width - 4, 90 - height * 0.3, leadWidth, height * 0.6, 'url(#metal)', pinStroke) +
    rect(x, y, width, height, bodyFill, ` rx="4" filter="url(#shadow)"${bodyStroke}`) +
    (band ? rect(x + 8, y, width * 0.14, height, '#cfd8dc') : '')
  );
}

function sod(packageName: string): string {
  const width = packageName.includes('523') ? 60 : packageName.includes('323') ? 72 : 90;
  return twoTerminalBody(width, width * 0.55, 22, 'url(#body)', true);
}

function diodeSmd(packageName: string): string {
  const width = packageName.startsWith('SMC') ? 120 : packageName.startsWith('SMB') ? 104 : 92;
  return (
    rect(100 - width / 2 - 16, 72, 24, 36, 'url(#metal)', pinStroke) +
    rect(100 + width / 2 - 8, 72, 24, 36, 'url(#metal)', pinStroke) +
    rect(100 - width / 2, 56, width, 68, 'url(#body)', ` rx="5" filter="url(#shadow)"${bodyStroke}`) +
    rect(100 - width / 2 + 10, 56, 12, 68, '#cfd8dc')
  );
}

function melf(): string {
  return (
    rect(36, 70, 24, 40, 'url(#metal)', ' rx="6"' + pinStroke) +
    rect(140, 70, 24, 40, 'url(#metal)', ' rx="6"' + pinStroke) +
    rect(56, 68, 88, 44, '#b71c1c', ` rx="20" filter="url(#shadow)" opacity="0.9"`) +
    rect(64, 68, 10, 44, '#212121')
  );
}

function axial(packageName: string): string {
  const glass = packageName === 'DO-35';
  return (
    rect(16, 88, 168, 4, '#90a4ae') +
    rect(60, 70, 80, 40, glass ? '#ff8a65' : 'url(#body)', ` rx="14" filter="url(#shadow)"${bodyStroke}`) +
    rect(118, 70, 10, 40, glass ? '#212121' : '#cfd8dc')
  );
}

function sot(packageName: string): string {
  // "SOT-23" names the outline, not the pins: only a second number ("SOT-23-5") counts pins.
  const count = Number(/^(?:SOT|SC)-\d+-(\d+)/.exec(packageName)?.[1] ?? (packageName === 'SOT-363' ? 6 : 3));
  const small = /323|363|SC-70/.test(packageName);
  const width = small ? 64 : 80;
  const height = small ? 44 : 52;
  const x = 100 - width / 2;
  const y = 90 - height / 2;
  const bottom = count === 3 ? 2 : Math.ceil(count / 2);
  const top = count === 3 ? 1 : count - bottom;
  let pins = '';
  for (let index = 0; index < bottom; index++) {
    const px = x + ((index + 0.5) * width) / bottom - 6;
    pins += rect(px, y + height - 2, 12, 22, 'url(#metal)', pinStroke);
  }
  for (let index = 0; index < top; index++) {
    const px = x + ((index + 0.5) * width) / top - 6;
    pins += rect(px, y - 20, 12, 22, 'url(#metal)', pinStroke);
  }
  return (
    pins +
    rect(x, y, width, height, 'url(#body)', ` rx="4" filter="url(#shadow)"${bodyStroke}`) +
    circle(x + 10, y + height - 10, 3, '#90a4ae')
  );
}

function sotPower(packageName: string): string {
  const large = packageName.includes('223');
  const width = large ? 110 : 90;
  let pins = '';
  for (let index = 0; index < 3; index++) {
    pins += rect(100 - width / 2 + 10 + index * ((width - 32) / 2), 118, 12, 26, 'url(#metal)', pinStroke);
  }
  return (
    pins +
    rect(100 - width * 0.3, 26, width * 0.6, 30, 'url(#metal)', pinStroke) +
    rect(100 - width / 2, 48, width, 72, 'url(#body)', ` rx="4" filter="url(#shadow)"${bodyStroke}`)
  );
}

function to92(): string {
  return (
    rect(78, 104, 5, 60, '#90a4ae') +
    rect(97, 104, 5, 64, '#90a4ae') +
    rect(116, 104, 5, 60, '#90a4ae') +
    `<path d="M62 106 L62 70 A38 38 0 0 1 138 70 L138 106 Z" fill="url(#body)" filter="url(#shadow)"${bodyStroke}/>`
  );
}

function to220(): string {
  return (
    rect(66, 18, 68, 56, 'url(#metal)', ` rx="3"${pinStroke}`) +
    circle(100, 40, 10, '#f4f6f8', ' stroke="#607d8b" stroke-width="1.5"') +
    rect(62, 66, 76, 62, 'url(#body)', ` rx="3" filter="url(#shadow)"${bodyStroke}`) +
    rect(76, 128, 8, 44, 'url(#metal)') +
    rect(96, 128, 8, 44, 'url(#metal)') +
    rect(116, 128, 8, 44, 'url(#metal)')
  );
}

function dpak(packageName: string): string {
  const count = packageName.endsWith('-5') ? 5 : 2;
  let pins = '';
  for (let index = 0; index < count; index++) {
    pins += rect(60 + ((index + 0.5) * 80) / count - 5, 124, 10, 36, 'url(#metal)', pinStroke);
  }
  return (
    rect(70, 24, 60, 30, 'url(#metal)', pinStroke) +
    pins +
    rect(54, 46, 92, 80, 'url(#body)', ` rx="4" filter="url(#shadow)"${bodyStroke}`)
  );
}

function so(packageName: string): string {
  const count = pinCount(packageName, 8);
  const perSide = Math.max(1, Math.ceil(count / 2));
  const shown = drawnPins(perSide);
  const wide = /wide|208mil/.test(packageName);
  const thin = /TSSOP|SSOP|MSOP/.test(packageName);
  const width = Math.max(60, Math.min(150, shown * (thin ? 11 : 14) + 12));
  const height = wide ? 72 : thin ? 46 : 56;
  const x = 100 - width / 2;
  const y = 90 - height / 2;
  const pitch = (width - 12) / shown;
  let pins = '';
  for (let index = 0; index < shown; index++) {
    const px = x + 6 + index * pitch + pitch * 0.2;
    pins += rect(px, y - 18, pitch * 0.6, 20, 'url(#metal)', pinStroke);
    pins += rect(px, y + height - 2, pitch * 0.6, 20, 'url(#metal)', pinStroke);
  }
  const pad = packageName.includes('-EP')
    ? rect(100 - width * 0.25, y + height * 0.3, width * 0.5, height * 0.4, '#546e7a', ' rx="2"')
    : '';
  return (
    pins +
    rect(x, y, width, height, 'url(#body)', ` rx="3" filter="url(#shadow)"${bodyStroke}`) +
    pad +
    circle(x + 10, y + height - 10, 4, '#90a4ae')
  );
}

function qfp(packageName: string): string {
  const shown = drawnPins(Math.ceil(pinCount(packageName, 48) / 4));
  const side = 100;
  const x = 50;
  const y = 38;
  const pitch = (side - 16) / shown;
  let pins = '';
  for (let index = 0; index < shown; index++) {
    const offset = 8 + index * pitch + pitch * 0.25;
    pins += rect(x + offset, y - 14, pitch * 0.5, 16, 'url(#metal)');
    pins += rect(x + offset, y + side - 2, pitch * 0.5, 16, 'url(#metal)');
    pins += rect(x - 14, y + offset, 16, pitch * 0.5, 'url(#metal)');
    pins += rect(x + side - 2, y + offset, 16, pitch * 0.5, 'url(#metal)');
  }
  return (
    pins +
    rect(x, y, side, side, 'url(#body)', ` rx="4" filter="url(#shadow)"${bodyStroke}`) +
    circle(x + 14, y + 14, 5, '#90a4ae')
  );
}

function qfn(packageName: string): string {
  const count = pinCount(packageName, 16);
  const lga = packageName.startsWith('LGA');
  const twoSided = /^(DFN|PDFN|WSON)/.test(packageName) || count <= 8;
  const side = 96;
  const x = 52;
  const y = 42;
  const perSide = drawnPins(twoSided ? Math.ceil(count / 2) : Math.ceil(count / 4));
  const pitch = (side - 20) / perSide;
  let pins = '';
  for (let index = 0; index < perSide; index++) {
    const offset = 10 + index * pitch + pitch * 0.25;
    pins += rect(x - 4, y + offset, 12, pitch * 0.5, 'url(#metal)');
    pins += rect(x + side - 8, y + offset, 12, pitch * 0.5, 'url(#metal)');
    if (!twoSided) {
      pins += rect(x + offset, y - 4, pitch * 0.5, 12, 'url(#metal)');
      pins += rect(x + offset, y + side - 8, pitch * 0.5, 12, 'url(#metal)');
    }
  }
  const body = rect(x, y, side, side, lga ? '#cfd8dc' : 'url(#body)', ` rx="6" filter="url(#shadow)"${bodyStroke}`);
  const hole = lga ? circle(100, 90, 5, '#263238') : rect(80, 70, 40, 40, '#37474f', ' rx="3"');
  return body + pins + hole + circle(x + 14, y + 14, 4, lga ? '#607d8b' : '#90a4ae');
}

function dip(packageName: string): string {
  const perSide = Math.max(2, Math.ceil(pinCount(packageName, 8) / 2));
  const shown = drawnPins(perSide);
  const width = Math.min(160, shown * 13 + 20);
  const x = 100 - width / 2;
  const pitch = (width - 20) / shown;
  let pins = '';
  for (let index = 0; index < shown; index++) {
    const px = x + 10 + index * pitch + pitch * 0.25;
    pins += rect(px, 38, pitch * 0.5, 22, 'url(#metal)', pinStroke);
    pins += rect(px, 124, pitch * 0.5, 22, 'url(#metal)', pinStroke);
  }
  return (
    pins +
    rect(x, 56, width, 72, 'url(#body)', ` rx="4" filter="url(#shadow)"${bodyStroke}`) +
    `<path d="M${round(x)} 80 a12 12 0 0 1 0 24" fill="#11181c"/>`
  );
}

function moduleBoard(packageName: string): string {
  const count = pinCount(packageName, 22);
  const perSide = drawnPins(Math.ceil(count / 3));
  let pads = '';
  for (let index = 0; index < perSide; index++) {
    const py = 58 + index * (104 / perSide);
    pads += rect(40, py, 10, 5, '#ffd54f');
    pads += rect(150, py, 10, 5, '#ffd54f');
  }
  return (
    rect(40, 18, 120, 148, '#1b5e20', ` rx="4" filter="url(#shadow)"${bodyStroke}`) +
    `<path d="M50 24h16v14h12v-14h16v14h12v-14h16v14h12" fill="none" stroke="#ffd54f" stroke-width="3"/>` +
    rect(54, 58, 92, 92, 'url(#metal)', ` rx="3"${pinStroke}`) +
    pads
  );
}

function usb(packageName: string): string {
  const micro = packageName.startsWith('Micro');
  const typeA = packageName.startsWith('USB-A');
  const width = typeA ? 120 : micro ? 84 : 96;
  const height = typeA ? 50 : micro ? 36 : 40;
  const x = 100 - width / 2;
  return (
    rect(
      x,
      60,
      width,
      70,
      'url(#metal)',
      ` rx="${typeA ? 3 : 10}" filter="url(#shadow)" stroke="#546e7a" stroke-width="1.5"`,
    ) +
    rect(x + 10, 95 - height / 2, width - 20, height, '#263238', ` rx="${micro ? 6 : typeA ? 2 : 16}"`) +
    rect(x + 22, 92, width - 44, 8, typeA ? '#1565c0' : '#90a4ae', ' rx="2"') +
    rect(x - 10, 118, 14, 12, 'url(#metal)') +
    rect(x + width - 4, 118, 14, 12, 'url(#metal)')
  );
}

function header(packageName: string): string {
  const rows = packageName.includes('2 rows') ? 2 : 1;
  const columns = 8;
  const female = packageName.startsWith('Female');
  const pitch = 14;
  const width = columns * pitch + 8;
  const height = rows * pitch + 8;
  const x = 100 - width / 2;
  const y = 88 - height / 2;
  let pins = '';
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const cx = x + 4 + column * pitch + pitch / 2;
      const cy = y + 4 + row * pitch + pitch / 2;
      pins += female
        ? rect(cx - 3.5, cy - 3.5, 7, 7, '#11181c')
        : rect(cx - 3, cy - 3, 6, 6, '#ffd54f', ' stroke="#c49000" stroke-width="0.8"');
    }
  }
  return rect(x, y, width, height, female ? '#212121' : '#263238', ` rx="2" filter="url(#shadow)"${bodyStroke}`) + pins;
}

function wireConnector(packageName: string): string {
  const smd = packageName.includes('SMD');
  const color = packageName.startsWith('PicoBlade') || packageName.startsWith('KK') ? '#f5f5f5' : '#fafafa';
  let contacts = '';
  for (let index = 0; index < 4; index++) {
    contacts += rect(58 + index * 22, 74, 8, 36, '#ffd54f', ' stroke="#c49000" stroke-width="0.8"');
    contacts += rect(59 + index * 22, 132, 6, smd ? 10 : 26, 'url(#metal)');
  }
  return (
    rect(44, 56, 112, 78, color, ` rx="4" filter="url(#shadow)" stroke="#9e9e9e" stroke-width="1.5"`) +
    rect(52, 66, 96, 54, '#e0e0e0', ' rx="2"') +
    rect(84, 50, 32, 10, color, ' stroke="#9e9e9e" stroke-width="1.2"') +
    contacts +
    (smd ? rect(34, 108, 12, 24, 'url(#metal)') + rect(154, 108, 12, 24, 'url(#metal)') : '')
  );
}

function terminalBlock(): string {
  let screws = '';
  for (let index = 0; index < 2; index++) {
    const cx = 74 + index * 52;
    screws += circle(cx, 72, 16, 'url(#metal)', pinStroke);
    screws += `<path d="M${cx - 10} 72h20" stroke="#455a64" stroke-width="4"/>`;
    screws += rect(cx - 14, 104, 28, 22, '#1b5e20', ' rx="3"');
    screws += rect(cx - 2, 150, 4, 20, '#90a4ae');
  }
  return (
    rect(40, 44, 120, 108, '#2e7d32', ` rx="6" filter="url(#shadow)" stroke="#1b5e20" stroke-width="1.5"`) + screws
  );
}

function crystalHc49(packageName: string): string {
  const smd = packageName.includes('SMD');
  return (
    (smd
      ? rect(44, 126, 36, 14, 'url(#metal)') +
        rect(120, 126, 36, 14, 'url(#metal)') +
        rect(34, 120, 132, 10, '#212121', ' rx="2"')
      : rect(80, 128, 4, 44, '#90a4ae') + rect(116, 128, 4, 44, '#90a4ae')) +
    rect(40, 52, 120, 76, 'url(#metal)', ` rx="38" filter="url(#shadow)" stroke="#607d8b" stroke-width="1.5"`) +
    rect(52, 62, 96, 10, '#ffffff', ' rx="5" opacity="0.5"')
  );
}

function crystalSmd(packageName: string): string {
  const size = /SMD-(\d{2})(\d{2})/.exec(packageName);
  const width = Math.min(140, Number(size?.[1] ?? 32) * 2.6);
  const height = Math.min(100, Number(size?.[2] ?? 25) * 2.8);
  const x = 100 - width / 2;
  const y = 90 - height / 2;
  const fourPads = packageName.includes('4P');
  const pads = fourPads
    ? rect(x - 4, y - 4, 22, 18, 'url(#metal)') +
      rect(x + width - 18, y - 4, 22, 18, 'url(#metal)') +
      rect(x - 4, y + height - 14, 22, 18, 'url(#metal)') +
      rect(x + width - 18, y + height - 14, 22, 18, 'url(#metal)')
    : rect(x - 8, y + height * 0.2, 14, height * 0.6, 'url(#metal)') +
      rect(x + width - 6, y + height * 0.2, 14, height * 0.6, 'url(#metal)');
  return (
    rect(x, y, width, height, '#efebe9', ` rx="4" filter="url(#shadow)" stroke="#a1887f" stroke-width="1.5"`) +
    pads +
    rect(x + 8, y + 8, width - 16, height - 16, 'url(#metal)', ` rx="3"${pinStroke}`)
  );
}

function crystalCylinder(): string {
  return (
    rect(94, 120, 3, 50, '#90a4ae') +
    rect(104, 120, 3, 46, '#90a4ae') +
    rect(84, 30, 32, 94, 'url(#metal)', ` rx="14" filter="url(#shadow)" stroke="#607d8b" stroke-width="1.5"`) +
    rect(90, 38, 6, 78, '#ffffff', ' rx="3" opacity="0.5"')
  );
}

function ledSmd(packageName: string): string {
  const plcc = packageName.includes('PLCC');
  const width = plcc ? 110 : packageName.includes('0402') ? 60 : packageName.includes('1206') ? 100 : 80;
  const height = plcc ? 96 : width * 0.6;
  const x = 100 - width / 2;
  const y = 88 - height / 2;
  return (
    rect(x - 8, y + height * 0.2, 16, height * 0.6, 'url(#metal)') +
    rect(x + width - 8, y + height * 0.2, 16, height * 0.6, 'url(#metal)') +
    rect(x, y, width, height, '#fafafa', ` rx="4" filter="url(#shadow)" stroke="#bdbdbd" stroke-width="1.5"`) +
    (plcc ? circle(100, 88, 34, 'url(#lens)') : rect(x + 6, y + 6, width - 12, height - 12, 'url(#lens)', ' rx="3"')) +
    `<path d="M${round(x + width - 14)} ${round(y + 4)} l10 10 v-10 z" fill="#4caf50"/>`
  );
}

function ledTht(packageName: string): string {
  const radius = packageName.startsWith('LED 3mm') ? 24 : 32;
  return (
    rect(86, 120, 4, 52, '#90a4ae') +
    rect(110, 120, 4, 44, '#90a4ae') +
    rect(100 - radius - 4, 112, radius * 2 + 8, 10, '#ef5350', ' rx="2"') +
    `<path d="M${100 - radius} 114 V${96 - radius} A${radius} ${radius} 0 0 1 ${100 + radius} ${96 - radius} V114 Z" fill="url(#lens)" filter="url(#shadow)" stroke="#c62828" stroke-width="1.5"/>`
  );
}

function tactile(packageName: string): string {
  const size = Number(/(\d+(?:\.\d+)?)x/.exec(packageName)?.[1] ?? 6);
  const side = 60 + size * 8;
  const x = 100 - side / 2;
  const y = 88 - side / 2;
  return (
    rect(x - 12, y + 6, 14, 12, 'url(#metal)') +
    rect(x + side - 2, y + 6, 14, 12, 'url(#metal)') +
    rect(x - 12, y + side - 18, 14, 12, 'url(#metal)') +
    rect(x + side - 2, y + side - 18, 14, 12, 'url(#metal)') +
    rect(x, y, side, side, 'url(#metal)', ` rx="4" filter="url(#shadow)" stroke="#607d8b" stroke-width="1.5"`) +
    circle(100, 88, side * 0.3, '#212121', ' stroke="#000" stroke-width="1"') +
    circle(100 - side * 0.08, 88 - side * 0.08, side * 0.08, '#424242')
  );
}

function relay(): string {
  return (
    rect(36, 40, 128, 108, '#1565c0', ` rx="6" filter="url(#shadow)" stroke="#0d47a1" stroke-width="1.5"`) +
    rect(50, 56, 100, 34, '#1976d2', ' rx="3"') +
    rect(56, 100, 40, 6, '#bbdefb') +
    rect(56, 114, 60, 6, '#bbdefb') +
    rect(56, 128, 30, 6, '#bbdefb') +
    rect(50, 148, 4, 22, '#90a4ae') +
    rect(146, 148, 4, 22, '#90a4ae')
  );
}

function cartridgeFuse(): string {
  return (
    rect(26, 68, 34, 44, 'url(#metal)', ` rx="4" filter="url(#shadow)"${pinStroke}`) +
    rect(140, 68, 34, 44, 'url(#metal)', ` rx="4" filter="url(#shadow)"${pinStroke}`) +
    rect(58, 72, 84, 36, '#e3f2fd', ' stroke="#90caf9" stroke-width="1.5" opacity="0.9"') +
    `<path d="M58 90 C80 80 120 100 142 90" fill="none" stroke="#78909c" stroke-width="2"/>`
  );
}

function generic(): string {
  return (
    rect(50, 46, 100, 84, 'url(#body)', ` rx="6" filter="url(#shadow)"${bodyStroke}`) +
    rect(60, 120, 10, 30, 'url(#metal)') +
    rect(95, 120, 10, 30, 'url(#metal)') +
    rect(130, 120, 10, 30, 'url(#metal)') +
    circle(64, 60, 4, '#90a4ae')
  );
}

const drawings: Record<PackageDrawingKind, (packageName: string) => string> = {
  chip,
  'power-inductor': powerInductor,
  'can-smd': canSmd,
  'can-radial': canRadial,
  tantalum,
  sod,
  melf,
  'diode-smd': diodeSmd,
  axial,
  sot,
  'sot-power': sotPower,
  to92,
  to220,
  dpak,
  so,
  qfp,
  qfn,
  dip,
  module: moduleBoard,
  usb,
  header,
  'wire-connector': wireConnector,
  'terminal-block': terminalBlock,
  'crystal-hc49': crystalHc49,
  'crystal-smd': crystalSmd,
  'crystal-cylinder': crystalCylinder,
  'led-smd': ledSmd,
  'led-tht': ledTht,
  tactile,
  relay,
  'cartridge-fuse': cartridgeFuse,
  generic,
};

/** A 200x200 SVG drawing of the package with its name underneath. */
export function packageImageSvg(packageName: string): string {
  const label = escapeXml(packageName);
  const fontSize = packageName.length > 20 ? 11 : packageName.length > 14 ? 13 : 15;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${label}">` +
    defs +
    rect(0, 0, 200, 200, '#f4f6f8', ' rx="12"') +
    rect(0, 0, 200, 170, 'url(#grid)', ' rx="12"') +
    `<path d="M12 170H188" stroke="#cfd8dc" stroke-width="1"/>` +
    drawings[packageDrawingKind(packageName)](packageName) +
    `<text x="100" y="190" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="600" fill="#37474f">${label}</text>` +
    `</svg>`
  );
}
