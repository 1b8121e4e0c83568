import type { ColumnMapping } from './bom-columns.js';
import type { BomTable } from './bom-file.js';
import type { BomLineData, BomQuantityIssue } from './bom.entities.js';
import { countDesignators } from './designators.js';

/** Most pieces per board one line may ask for. */
export const MAX_LINE_QUANTITY = 1_000_000;

function cellOf(row: readonly string[], column: number | undefined): string {
  return column === undefined ? '' : (row[column] ?? '').trim();
}

/**
 * A package cell as written: chip sizes that a spreadsheet turned into numbers (`0603` saved as 603) get their
 * leading zero back; nothing else in a package column reads as those three digits.
 */
function packageCell(text: string): string {
  return /^(201|402|603|805)$/.test(text) ? `0${text}` : text;
}

/** Units written after (or an `x` before) a count: `2 pcs`, `5 ea`, `x3`, `10 шт.`, `4 个`, `6 uds`. */
const countUnit = /\s*(?:pcs?|pieces?|ea|each|x|шт|个|只|片|pzas?|uds?|unidades)\.?$/iu;

/**
 * The decimal separator of a file's quantity column: the one written before other than three digits (`1,5`,
 * `2.50`); else a comma when dots group thousands (`1.000`); else the dot. A three-digit group after either is
 * then read as thousands (`1,000` in an English file, `1.000` in a German one).
 */
export function decimalSeparatorOf(cells: readonly string[]): ',' | '.' {
  for (const cell of cells) {
    const decimal = /^\d+([.,])(?:\d{1,2}|\d{4,})$/.exec(cell.trim());
    if (decimal) return decimal[1] as ',' | '.';
  }
  return cells.some((cell) => /^\d{1,3}(?:\.\d{3})+$/.test(cell.trim())) ? ',' : '.';
}

export type ParsedQuantity =
  { count: number } | { issue: 'ZERO' | 'MISSING' | Exclude<BomQuantityIssue, 'DESIGNATOR_MISMATCH'> };

/** A quantity cell as a count of pieces, or why it is not one; nothing is guessed. */
export function parseQuantity(text: string, decimalSeparator: ',' | '.'): ParsedQuantity {
  const cleaned = text
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim()
    .replace(countUnit, '')
    .replace(/^x\s*/i, '');
  if (cleaned === '') return { issue: 'MISSING' };
  const grouping = decimalSeparator === ',' ? '.' : ',';
  let count: number;
  if (/^\d+$/.test(cleaned)) count = Number(cleaned);
  else if (new RegExp(`^\\d{1,3}([ '’${grouping === '.' ? '\\.' : ','}])\\d{3}(?:\\1\\d{3})*$`).test(cleaned))
    count = Number(cleaned.replace(/\D/g, ''));
  else if (/^\d+(?:\.\d+)?e\+?\d{1,2}$/i.test(cleaned)) count = Number(cleaned);
  else if (/^\d+[.,]\d+$/.test(cleaned)) {
    const [whole, fraction] = cleaned.split(/[.,]/) as [string, string];
    // `2.0` and `2,00` are whole; `1,5` is not, and a three-digit group in the file's decimal style is not either.
    if (cleaned.includes(decimalSeparator) && /^0+$/.test(fraction)) count = Number(whole);
    else return { issue: 'NOT_WHOLE' };
  } else return { issue: 'INVALID' };
  if (!Number.isInteger(count)) return { issue: 'NOT_WHOLE' };
  if (count === 0) return { issue: 'ZERO' };
  if (count > MAX_LINE_QUANTITY) return { issue: 'TOO_LARGE' };
  return { count };
}

/** Words CAD tools and designers use to mark a part not to be placed: `DNP`, `DNF`, `Do not place`, `Not fitted`. */
const doNotPlaceText =
  /(?:^|[^A-Za-z0-9])(?:DNP|DNF|DNI|DNM|DNS|NOPOP)(?:$|[^A-Za-z0-9])|do\s*not\s*(?:place|populate|fit|mount|stuff|install)|not\s*(?:fitted|populated|mounted|placed)|no\s*fit|不贴|不焊|не\s*устанавл|no\s*colocar/i;

/** A cell of a DNP column that still means "place it": empty, `no`, `0`, `fitted`. */
const placedMark = /^(?:|no|n|false|0|-|—|fitted|fit|place|populate)$/i;

/** Whether a line is marked not to be placed: by its DNP column, or by its value, description or MPN text. */
function markedDoNotPlace(row: readonly string[], mapping: ColumnMapping, line: BomLineData): boolean {
  if (mapping.dnp !== undefined && !placedMark.test(cellOf(row, mapping.dnp))) return true;
  return doNotPlaceText.test(line.value) || doNotPlaceText.test(line.description) || /^(DNP|DNF)$/i.test(line.mpn);
}

/**
 * The line's pieces per board and what is wrong with its quantity. A quantity that cannot be read, is not whole
 * or is too large is flagged and replaced by the designators counted (else 1); a count that disagrees with the
 * designators is kept and flagged. Without a quantity column the designators are the count.
 */
function lineQuantity(
  cell: string | null,
  designators: string,
  decimalSeparator: ',' | '.',
): Pick<BomLineData, 'quantity' | 'quantityIssue' | 'exclusion'> {
  const counted = designators ? Math.min(countDesignators(designators), MAX_LINE_QUANTITY) : null;
  const fallback = counted ?? 1;
  if (cell === null) return { quantity: fallback, quantityIssue: null, exclusion: null };
  const parsed = parseQuantity(cell, decimalSeparator);
  if ('count' in parsed) {
    const mismatch = counted !== null && counted !== parsed.count;
    return { quantity: parsed.count, quantityIssue: mismatch ? 'DESIGNATOR_MISMATCH' : null, exclusion: null };
  }
  if (parsed.issue === 'ZERO') return { quantity: fallback, quantityIssue: null, exclusion: 'ZERO_QUANTITY' };
  if (parsed.issue === 'MISSING')
    return { quantity: fallback, quantityIssue: counted === null ? 'MISSING' : null, exclusion: null };
  return { quantity: fallback, quantityIssue: parsed.issue, exclusion: null };
}

/**
 * BOM lines from a table, one per row below the header that names a part, a value or a description; each
 * line's reference is its row number in the file, its customer reference its designators. Lines marked
 * do-not-place or with quantity 0 come excluded; the buyer can include them again.
 */
export function linesFromRows(table: BomTable, headerRow: number, mapping: ColumnMapping): BomLineData[] {
  const rows = table.rows.slice(headerRow + 1);
  const decimalSeparator = decimalSeparatorOf(rows.map((row) => cellOf(row, mapping.quantity)));
  return rows.flatMap((row, offset) => {
    const designators = cellOf(row, mapping.designator);
    const quantityText = cellOf(row, mapping.quantity);
    const line: BomLineData = {
      reference: String(table.lineNumbers[headerRow + 1 + offset]),
      mpn: cellOf(row, mapping.mpn),
      manufacturer: cellOf(row, mapping.manufacturer),
      designators,
      value: cellOf(row, mapping.value),
      package: packageCell(cellOf(row, mapping.package)),
      description: cellOf(row, mapping.description),
      productId: null,
      customerReference: designators,
      quantityText,
      ...lineQuantity(mapping.quantity === undefined ? null : quantityText, designators, decimalSeparator),
    };
    if (markedDoNotPlace(row, mapping, line)) line.exclusion = 'DO_NOT_PLACE';
    return line.mpn || line.value || line.description ? [line] : [];
  });
}

/** A saved line with the defaults of fields added since it was saved (references, flags, exclusions). */
export function lineWithDefaults(line: BomLineData): BomLineData {
  return {
    ...line,
    customerReference: line.customerReference ?? line.designators,
    quantityText: line.quantityText ?? String(line.quantity),
    quantityIssue: line.quantityIssue ?? null,
    exclusion: line.exclusion ?? null,
  };
}
