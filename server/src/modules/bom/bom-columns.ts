/**
 * Which column of a BOM holds what. Headers are recognised from the names CAD tools (KiCad, Altium, EasyEDA)
 * and buyers use in the shop's four languages; the buyer can correct the guess.
 */

export const BOM_FIELDS = ['mpn', 'quantity', 'designator', 'manufacturer', 'value', 'package', 'description'] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** Column index of each field; a field the file does not have is absent. */
export type ColumnMapping = Partial<Record<BomField, number>>;

/** Header texts, compared after lower-casing and removing spaces, dots, `#`, `_` and `-`. */
const synonyms: Record<BomField, string[]> = {
  mpn: [
    'mpn',
    'mfrpart',
    'mfrpartnumber',
    'mfrpn',
    'manufacturerpartnumber',
    'manufacturerpart',
    'partnumber',
    'partno',
    'pn',
    '型号',
    '器件型号',
    '制造商型号',
    '厂家型号',
    '料号',
    'артикул',
    'партномер',
    'номерпроизводителя',
    'парт',
    'модель',
    'númerodepieza',
    'numerodepieza',
    'referenciadelfabricante',
    'referenciafabricante',
    'nºdepieza',
    'mpnfabricante',
  ],
  quantity: ['qty', 'quantity', 'qnty', 'count', 'pcs', '数量', '用量', 'колво', 'количество', 'cantidad', 'cant'],
  designator: [
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refdes',
    '位号',
    '标号',
    'позиционноеобозначение',
    'обозначение',
    'поз',
    'позиция',
    'designador',
    'designadores',
    'referencias',
  ],
  manufacturer: [
    'manufacturer',
    'mfr',
    'mfg',
    'maker',
    'brand',
    'vendor',
    '品牌',
    '厂家',
    '制造商',
    '生产商',
    'производитель',
    'бренд',
    'fabricante',
    'marca',
  ],
  value: ['value', 'val', 'comment', '值', '参数', '规格', 'номинал', 'значение', 'valor'],
  package: [
    'package',
    'footprint',
    'case',
    'casepackage',
    'pattern',
    '封装',
    'корпус',
    'посадочноеместо',
    'encapsulado',
    'paquete',
    'huella',
  ],
  description: ['description', 'desc', 'descr', '描述', '说明', '备注', 'описание', 'descripción', 'descripcion'],
};

function headerKey(text: string): string {
  return text.toLowerCase().replace(/[\s.#_\-:()/'"·-]/g, '');
}

const fieldByHeader = new Map<string, BomField>(
  BOM_FIELDS.flatMap((field) => synonyms[field].map((synonym) => [synonym, field] as const)),
);

/** The field a header cell names, or null. */
export function fieldOfHeader(text: string): BomField | null {
  return fieldByHeader.get(headerKey(text)) ?? null;
}

/** The mapping the header cells give: the first column naming each field wins. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  header.forEach((cell, column) => {
    const field = fieldOfHeader(cell);
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  return mapping;
}

/** Rows looked at for the header; title blocks of CAD exports are rarely longer. */
const HEADER_SEARCH_ROWS = 20;

/**
 * The index of the row that names the most fields (by synonym or by the buyer's remembered headers) among the
 * first rows; -1 when none names two.
 */
export function detectHeaderRow(
  rows: readonly (readonly string[])[],
  remembered: Partial<Record<BomField, string>> = {},
): number {
  let best = -1;
  let bestCount = 1;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const count = Object.keys(applyRememberedMapping(row, remembered)).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

/**
 * The buyer's remembered mapping applied to a new header: a field keeps the column whose header text the buyer
 * chose last time, when this file has such a column; the rest is guessed.
 */
export function applyRememberedMapping(
  header: readonly string[],
  remembered: Partial<Record<BomField, string>>,
): ColumnMapping {
  const mapping = guessMapping(header);
  for (const field of BOM_FIELDS) {
    const text = remembered[field];
    if (text === undefined) continue;
    const column = header.findIndex((cell) => headerKey(cell) === headerKey(text));
    if (column < 0) continue;
    for (const other of BOM_FIELDS) if (mapping[other] === column) delete mapping[other];
    mapping[field] = column;
  }
  return mapping;
}

/** The header texts of a mapping, as remembered for the buyer's next upload. */
export function mappingHeaders(header: readonly string[], mapping: ColumnMapping): Partial<Record<BomField, string>> {
  const remembered: Partial<Record<BomField, string>> = {};
  for (const field of BOM_FIELDS) {
    const column = mapping[field];
    const text = column === undefined ? undefined : header[column];
    if (text) remembered[field] = text;
  }
  return remembered;
}
