import { ColumnGuesser, headerKey, type ColumnMapping } from '../../../platform/tables/column-mapping.js';
import { LOCALES, type Locale } from '../../../platform/i18n/index.js';

/**
 * The fields a price list's columns may hold. `mpn` and `maker` find the part (created when new); the others are
 * written when their column is mapped and left as they are when not. `stock` is applied as a count.
 */
export const IMPORT_FIELDS = [
  'mpn',
  'maker',
  'category',
  'package',
  'material',
  'description',
  'unitPrice',
  'priceBreaks',
  'moq',
  'orderIncrement',
  'leadTimeDays',
  'purchaseLimit',
  'batchNumber',
  'datasheetUrl',
  'shelf',
  'stock',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportMapping = ColumnMapping<ImportField>;

/** The fields without which no row can name its part. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['mpn', 'maker'];

/** Header texts (as `headerKey` compares them) of makers' price lists and of the shop's own export, in four languages. */
const synonyms: Record<ImportField, readonly string[]> = {
  mpn: [
    'mpn',
    'mfrpart',
    'mfrpartnumber',
    'manufacturerpartnumber',
    'partnumber',
    'partno',
    'pn',
    '型号',
    '制造商型号',
    '料号',
    'артикул',
    'партномер',
    'númerodepieza',
    'numerodepieza',
    'referencia',
  ],
  maker: [
    'maker',
    'manufacturer',
    'mfr',
    'brand',
    '品牌',
    '厂家',
    '制造商',
    'производитель',
    'бренд',
    'fabricante',
    'marca',
  ],
  category: ['category', 'categoryslug', '分类', '类目', 'категория', 'categoría', 'categoria'],
  package: ['package', 'case', 'footprint', '封装', 'корпус', 'encapsulado'],
  material: ['material', '材质', 'материал'],
  description: ['description', 'desc', '描述', '说明', 'описание', 'descripción', 'descripcion'],
  unitPrice: ['unitprice', 'price', '单价', '价格', 'цена', 'ценазашт', 'precio', 'preciounitario'],
  priceBreaks: [
    'pricebreaks',
    'pricebreak',
    'tieredprices',
    '阶梯价',
    '价格阶梯',
    'ценовыеступени',
    'tramosdeprecio',
    'tramos',
  ],
  moq: [
    'moq',
    'minimumorder',
    'minorderqty',
    'minqty',
    '最小起订量',
    '起订量',
    'минимальныйзаказ',
    'pedidomínimo',
    'pedidominimo',
  ],
  orderIncrement: [
    'orderincrement',
    'increment',
    'multiple',
    'ordermultiple',
    '递增量',
    '倍数',
    'кратность',
    'incremento',
    'múltiplo',
  ],
  leadTimeDays: ['leadtimedays', 'leadtime', '交期', '交货期', 'срокпоставки', 'plazodeentrega', 'plazo'],
  purchaseLimit: ['purchaselimit', 'maxqty', '限购', 'лимитпокупки', 'límitedecompra', 'limitedecompra'],
  batchNumber: ['batchnumber', 'batch', 'datecode', 'lot', '批号', '批次', 'партия', 'lote'],
  datasheetUrl: ['datasheeturl', 'datasheet', '数据手册', 'даташит', 'техническаядокументация', 'hojadedatos'],
  shelf: ['shelf', 'onshelf', 'status', '上架', '上架状态', 'витрина', 'наполке', 'entienda', 'publicado'],
  stock: ['stock', 'qtyinstock', 'inventory', 'available', '库存', 'остаток', 'наскладе', 'existencias', 'inventario'],
};

/** Field names as the report and the export show them (an export imports again as it is). */
const fieldTitles: Record<Locale, Record<ImportField, string>> = {
  'zh-CN': {
    mpn: '型号',
    maker: '品牌',
    category: '分类',
    package: '封装',
    material: '材质',
    description: '描述',
    unitPrice: '单价',
    priceBreaks: '阶梯价',
    moq: '最小起订量',
    orderIncrement: '递增量',
    leadTimeDays: '交期（天）',
    purchaseLimit: '限购',
    batchNumber: '批号',
    datasheetUrl: '数据手册',
    shelf: '上架',
    stock: '库存',
  },
  'en-US': {
    mpn: 'MPN',
    maker: 'Maker',
    category: 'Category',
    package: 'Package',
    material: 'Material',
    description: 'Description',
    unitPrice: 'Unit price',
    priceBreaks: 'Price breaks',
    moq: 'MOQ',
    orderIncrement: 'Order increment',
    leadTimeDays: 'Lead time (days)',
    purchaseLimit: 'Purchase limit',
    batchNumber: 'Batch number',
    datasheetUrl: 'Datasheet URL',
    shelf: 'Shelf',
    stock: 'Stock',
  },
  ru: {
    mpn: 'Партномер',
    maker: 'Производитель',
    category: 'Категория',
    package: 'Корпус',
    material: 'Материал',
    description: 'Описание',
    unitPrice: 'Цена',
    priceBreaks: 'Ценовые ступени',
    moq: 'Минимальный заказ',
    orderIncrement: 'Кратность',
    leadTimeDays: 'Срок поставки',
    purchaseLimit: 'Лимит покупки',
    batchNumber: 'Партия',
    datasheetUrl: 'Даташит',
    shelf: 'Витрина',
    stock: 'Остаток',
  },
  'es-ES': {
    mpn: 'Referencia',
    maker: 'Fabricante',
    category: 'Categoría',
    package: 'Encapsulado',
    material: 'Material',
    description: 'Descripción',
    unitPrice: 'Precio unitario',
    priceBreaks: 'Tramos de precio',
    moq: 'Pedido mínimo',
    orderIncrement: 'Incremento',
    leadTimeDays: 'Plazo de entrega',
    purchaseLimit: 'Límite de compra',
    batchNumber: 'Lote',
    datasheetUrl: 'Hoja de datos',
    shelf: 'En tienda',
    stock: 'Existencias',
  },
};

export function fieldTitle(field: ImportField, locale: Locale): string {
  return fieldTitles[locale][field];
}

/** The synonyms with every language's title of each field added. */
function recognisedHeaders(): Record<ImportField, string[]> {
  const headers = {} as Record<ImportField, string[]>;
  for (const field of IMPORT_FIELDS) {
    headers[field] = [...synonyms[field], ...LOCALES.map((locale) => headerKey(fieldTitles[locale][field]))];
  }
  return headers;
}

export const importColumns = new ColumnGuesser(IMPORT_FIELDS, recognisedHeaders());
