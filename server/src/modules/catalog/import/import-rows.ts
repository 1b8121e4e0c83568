import type { PriceBreak } from '../catalog.entities.js';
import { normalizeMpn } from '../mpn.js';
import { readCount, readPriceBreaks, readShelf, readUnitPriceMilli } from './import-cells.js';
import type { ImportField, ImportMapping } from './import-columns.js';
import type { ImportRowProblem } from './import.entities.js';

/**
 * One row of a price list as the values it sets. Only mapped, non-empty cells appear: a field left out keeps the
 * part's value (a new part gets the editor's defaults, or the editor's rule refuses it).
 */
export interface ImportedPart {
  /** The row's line in the file, for the error report. */
  line: number;
  maker: string;
  mpn: string;
  category?: string;
  package?: string;
  material?: string;
  description?: string;
  priceBreaks?: PriceBreak[];
  moq?: number;
  orderIncrement?: number;
  leadTimeDays?: number;
  purchaseLimit?: number;
  batchNumber?: string;
  datasheetUrl?: string;
  onShelf?: boolean;
  /** A count: the stock is set to it through the stock ledger. */
  stock?: number;
}

export type ReadRow = { part: ImportedPart; problems: [] } | { part: null; problems: ImportRowProblem[] };

const textFields = ['category', 'package', 'material', 'description', 'batchNumber', 'datasheetUrl'] as const;
const countFields = ['moq', 'orderIncrement', 'leadTimeDays', 'purchaseLimit', 'stock'] as const;

/** The values one row sets, or the problems of its cells (the editor's rules are checked afterwards). */
export function readRow(cells: readonly string[], line: number, mapping: ImportMapping): ReadRow {
  const cell = (field: ImportField) => {
    const column = mapping[field];
    return column === undefined ? '' : (cells[column] ?? '').trim();
  };
  const problems: ImportRowProblem[] = [];
  const part: ImportedPart = { line, maker: cell('maker'), mpn: cell('mpn') };
  for (const field of textFields) {
    const text = cell(field);
    if (text !== '') part[field] = text;
  }
  for (const field of countFields) {
    const text = cell(field);
    if (text === '') continue;
    const count = readCount(text);
    if (count === undefined) problems.push({ field, code: 'IMPORT_ROW_NUMBER_INVALID' });
    else part[field] = count;
  }
  const breaksText = cell('priceBreaks');
  const priceText = cell('unitPrice');
  if (breaksText !== '') {
    const breaks = readPriceBreaks(breaksText);
    if (breaks === undefined) problems.push({ field: 'priceBreaks', code: 'IMPORT_ROW_PRICE_BREAKS_INVALID' });
    else part.priceBreaks = breaks;
  } else if (priceText !== '') {
    const unitPriceMilli = readUnitPriceMilli(priceText);
    if (unitPriceMilli === undefined) problems.push({ field: 'unitPrice', code: 'IMPORT_ROW_PRICE_INVALID' });
    // One price: one break from the first orderable quantity.
    else part.priceBreaks = [{ minQty: Math.max(part.moq ?? 1, 1), unitPriceMilli }];
  }
  const shelfText = cell('shelf');
  if (shelfText !== '') {
    const onShelf = readShelf(shelfText);
    if (onShelf === undefined) problems.push({ field: 'shelf', code: 'IMPORT_ROW_SHELF_INVALID' });
    else part.onShelf = onShelf;
  }
  return problems.length > 0 ? { part: null, problems } : { part, problems: [] };
}

/** The key a part is found by: its maker's name (case and spaces aside) and its normalized MPN. */
export function partKeyOf(part: Pick<ImportedPart, 'maker' | 'mpn'>): string {
  return `${part.maker.toLowerCase().replace(/\s+/g, ' ')}\u0000${normalizeMpn(part.mpn)}`;
}
