/** The fields a BOM column can hold, in the order the mapping step shows them. */
export const BOM_FIELDS = [
  'mpn',
  'quantity',
  'designator',
  'manufacturer',
  'value',
  'package',
  'description',
  'dnp',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];
export type BomMapping = Partial<Record<BomField, number>>;

/** One BOM line as the page keeps and sends it. */
export interface BomLine {
  reference: string;
  mpn: string;
  manufacturer: string;
  quantity: number;
  designators: string;
  value: string;
  package: string;
  description: string;
  productId: string | null;
  /** Carried to the cart and order line; the designators when absent. */
  customerReference?: string | null;
  quantityText?: string;
  /** What is wrong with the file's quantity; null once the buyer confirms it. */
  quantityIssue?: BomQuantityIssue | null;
  /** Why the line is left out (do-not-place, quantity 0, the buyer); null when it is to be bought. */
  exclusion?: BomExclusion | null;
}

export type BomQuantityIssue = 'INVALID' | 'NOT_WHOLE' | 'TOO_LARGE' | 'MISSING' | 'DESIGNATOR_MISMATCH';
export type BomExclusion = 'DO_NOT_PLACE' | 'ZERO_QUANTITY' | 'BUYER';

/** A parsed BOM as the façade's parse routes answer it: header, mapping, preview rows and the lines. */
export interface ParsedBom {
  header: string[];
  /** 0-based; -1 without a header row. */
  headerRow: number;
  rowCount: number;
  preview: string[][];
  mapping: Partial<Record<BomField, number | null>>;
  lines: BomLine[];
}

/** A mapping answer (nulls for absent fields) as the page keeps it. */
export function mappingOf(answer: Partial<Record<BomField, number | null>>): BomMapping {
  const mapping: BomMapping = {};
  for (const field of BOM_FIELDS) {
    const column = answer[field];
    if (typeof column === 'number') mapping[field] = column;
  }
  return mapping;
}

/**
 * Lines as an answer gives them, without GraphQL's `__typename`. The reference, a flagged quantity and an
 * exclusion are kept only where they say something: a 5,000-line BOM must stay within the 1 MB a request may carry.
 */
export function plainLines(lines: readonly BomLine[]): BomLine[] {
  return lines.map((line) => ({
    reference: line.reference,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    quantity: line.quantity,
    designators: line.designators,
    value: line.value,
    package: line.package,
    description: line.description,
    productId: line.productId ?? null,
    ...(line.customerReference &&
      line.customerReference !== line.designators && { customerReference: line.customerReference }),
    ...(line.quantityIssue && { quantityIssue: line.quantityIssue, quantityText: line.quantityText ?? '' }),
    ...(line.exclusion && { exclusion: line.exclusion }),
  }));
}
