import type { PriceBreak } from '../catalog.entities.js';

/**
 * Cell texts of a price list read as the values of a part, exactly: prices are decimal strings turned into integer
 * 0.0001 yuan without ever passing through a float. Each reader answers undefined for a cell it cannot read.
 */

/** Leading currency marks a price list may write before a price. */
const currencyMarks = /^(?:¥|￥|CNY|RMB|元)\s*/i;

/** `0.1234` → 1234, `12` → 120000; at most four decimals, more than 0. */
export function readUnitPriceMilli(cell: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,4}))?$/.exec(cell.trim().replace(currencyMarks, ''));
  if (!match) return undefined;
  const milli = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return milli > 0 ? milli : undefined;
}

/** A whole number of pieces or days, 0 or more; `1,000` and `1 000` read as thousands. */
export function readCount(cell: string): number | undefined {
  const text = cell.trim().replace(/[,\s](?=\d{3}(?:\D|$))/g, '');
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/** `1:0.12; 100:0.09` (also `=` for `:`, and `,` `|` or new lines between breaks), in the order written. */
export function readPriceBreaks(cell: string): PriceBreak[] | undefined {
  const entries = cell
    .split(/[;|\n]|,(?=\s*\d+\s*[:=])/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  const breaks: PriceBreak[] = [];
  for (const entry of entries) {
    const [quantity, price, ...rest] = entry.split(/[:=]/);
    if (quantity === undefined || price === undefined || rest.length > 0) return undefined;
    const minQty = readCount(quantity);
    const unitPriceMilli = readUnitPriceMilli(price);
    if (minQty === undefined || minQty < 1 || unitPriceMilli === undefined) return undefined;
    breaks.push({ minQty, unitPriceMilli });
  }
  return breaks;
}

const onShelfWords = new Set(['yes', 'y', 'on', 'true', '1', 'on_shelf', '上架', 'да', 'sí', 'si']);
const offShelfWords = new Set(['no', 'n', 'off', 'false', '0', 'off_shelf', '下架', 'нет']);

/** Whether the part is on the shelf: yes/no, on/off, true/false, 1/0 and their words in the shop's languages. */
export function readShelf(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase().replace(/\s+/g, '_');
  if (onShelfWords.has(word)) return true;
  if (offShelfWords.has(word)) return false;
  return undefined;
}

/** A price in 0.0001 yuan written back as the decimal it was read from (the export's cells). */
export function writeUnitPrice(milli: number): string {
  const yuan = Math.trunc(milli / 10_000);
  const fraction = String(milli % 10_000).padStart(4, '0');
  return `${yuan}.${fraction}`;
}

/** Price breaks written as `readPriceBreaks` reads them. */
export function writePriceBreaks(breaks: readonly PriceBreak[]): string {
  return breaks.map((entry) => `${entry.minQty}:${writeUnitPrice(entry.unitPriceMilli)}`).join('; ');
}
