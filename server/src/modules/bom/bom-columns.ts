/**
 * Which column of a BOM holds what. Headers are recognised from the names CAD tools write (KiCad, Altium with its
 * numbered `Manufacturer Part Number 1` columns, Eagle/Fusion, OrCAD/Allegro, JLCPCB/EasyEDA) and buyers use in the
 * shop's four languages; the buyer can correct the guess.
 */

import {
  ColumnGuesser,
  headerKey,
  type ColumnMapping as GenericColumnMapping,
} from '../../platform/tables/column-mapping.js';

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

/** Column index of each field; a field the file does not have is absent. */
export type ColumnMapping = GenericColumnMapping<BomField>;

/**
 * Altium numbers the manufacturer and supplier columns of a part's alternatives (`Manufacturer Part Number 1`,
 * `Manufacturer 2`); the first is the designer's choice, so the first numbered column wins like any other.
 */
const numbered = (names: string[]) => names.flatMap((name) => [name, ...[1, 2, 3, 4, 5].map((n) => `${name}${n}`)]);

/** Header texts, compared after lower-casing and removing spaces, dots, `#`, `_` and `-`. */
const synonyms: Record<BomField, string[]> = {
  mpn: [
    'mpn',
    ...numbered(['manufacturerpartnumber', 'manufacturerpart', 'mfrpartnumber', 'mfgpartnumber', 'mfrpart', 'mfrpn']),
    'mfgpart',
    'mfgpn',
    'manufacturerpn',
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
  quantity: [
    'qty',
    'quantity',
    'qnty',
    'count',
    'pcs',
    'qtyperboard',
    'quantityperpcb',
    'quantityperboard',
    '数量',
    '用量',
    'колво',
    'количество',
    'cantidad',
    'cant',
  ],
  designator: [
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refs',
    'refdes',
    'parts',
    'referencedesignator',
    'referencedesignators',
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
    ...numbered(['manufacturer', 'manufacturername', 'mfrname']),
    'mf',
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
  value: ['value', 'val', 'comment', 'partvalue', '值', '参数', '规格', 'номинал', 'значение', 'valor'],
  package: [
    'package',
    'footprint',
    'pcbfootprint',
    'packagecase',
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
  dnp: [
    'dnp',
    'dnf',
    'dni',
    'donotplace',
    'donotpopulate',
    'donotfit',
    'donotmount',
    'notfitted',
    'nofit',
    '不贴',
    '不焊',
    'неустанавливать',
    'nocolocar',
  ],
};

/**
 * A distributor's order code column (JLCPCB's `LCSC Part #`, Altium's `Supplier Part Number 1`): the part to look
 * up when the file has no manufacturer part number column; the matcher strips the code off where it can.
 */
const supplierPartHeaders = new Set(
  numbered(['supplierpartnumber', 'supplierpart', 'supplierpn', 'lcscpart', 'lcscpartnumber', 'jlcpcbpart', 'lcsc']),
);

const bomColumns = new ColumnGuesser(BOM_FIELDS, synonyms);

/** The field a header cell names, or null. */
export function fieldOfHeader(text: string): BomField | null {
  return bomColumns.fieldOfHeader(text);
}

/**
 * The mapping the header cells give: the first column naming each field wins. `Part` is Eagle's designator
 * column but OrCAD's value column (beside its `Reference`), so it takes whichever of the two is still free;
 * a supplier's part number stands in for a missing MPN column.
 */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping = bomColumns.guessMapping(header);
  const keys = header.map(headerKey);
  const part = keys.indexOf('part');
  if (part >= 0) {
    if (mapping.designator === undefined) mapping.designator = part;
    else if (mapping.value === undefined) mapping.value = part;
  }
  const supplierPart = keys.findIndex((key) => supplierPartHeaders.has(key));
  if (mapping.mpn === undefined && supplierPart >= 0) mapping.mpn = supplierPart;
  return mapping;
}

/**
 * The index of the row that names the most fields (by synonym or by the buyer's remembered headers) among the
 * first rows; -1 when none names two.
 */
export function detectHeaderRow(
  rows: readonly (readonly string[])[],
  remembered: Partial<Record<BomField, string>> = {},
): number {
  return bomColumns.detectHeaderRow(rows, (row) => applyRememberedMapping(row, remembered));
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
