import type { RuleMessage, RuleLocale } from './rule-messages.js';

/**
 * The rules of a part's fields (spec §3 Product) as staff enter them in the part editor or a price list brings them
 * to the import. The server refuses a part by them before writing it; the editor checks them before sending, so both
 * answer the same codes (codes of the server's error catalogue) on the same fields.
 */

/** Column widths of the `product` table. */
export const PART_MPN_MAX = 96;
export const PART_PACKAGE_MAX = 48;
export const PART_MATERIAL_MAX = 96;
export const PART_BATCH_NUMBER_MAX = 32;
export const PART_DATASHEET_URL_MAX = 255;
export const PART_PARAMETER_VALUE_MAX = 96;
/** A part's description in one language. */
export const PART_DESCRIPTION_MAX = 500;
export const PART_LEAD_TIME_MAX_DAYS = 365;
/** The most pieces any quantity field (MOQ, increment, purchase limit, a break's quantity) may name. */
export const PART_QUANTITY_MAX = 1_000_000_000;
export const PRICE_BREAKS_MAX = 12;
/** The dearest unit price a break may have: 1,000,000 yuan in 0.0001 yuan. */
export const UNIT_PRICE_MAX_MILLI = 10_000_000_000;
/** Decimal places of a unit price (0.0001 yuan). */
export const UNIT_PRICE_DECIMALS = 4;

const PART_LOCALES: readonly RuleLocale[] = ['zh-CN', 'en-US', 'ru', 'es-ES'];

export interface PartPriceBreak {
  minQty: number;
  /** Tax-inclusive unit price in 0.0001 yuan. */
  unitPriceMilli: number;
}

/** The fields of a part the rules check, as plain values (texts trimmed by the caller). */
export interface PartFields {
  mpn: string;
  package: string;
  material: string | null;
  description: Record<RuleLocale, string>;
  /** Parameter values by parameter name; a blank value means the part does not state it. */
  parameters: Record<string, string>;
  leadTimeDays: number;
  moq: number;
  orderIncrement: number;
  purchaseLimit: number | null;
  batchNumber: string;
  datasheetUrl: string | null;
  priceBreaks: PartPriceBreak[];
}

export type PartRuleCode = keyof typeof partRuleMessages;

/** One broken rule: which field (a path, e.g. `['priceBreaks', '1', 'unitPriceMilli']`) and its code. */
export interface PartProblem {
  field: string[];
  code: PartRuleCode;
  params?: Record<string, number>;
}

/** Characters as a person counts them (an emoji or a Chinese character is one). */
const length = (text: string) => [...text].length;
const isWhole = (value: number, least: number, most: number) =>
  Number.isSafeInteger(value) && value >= least && value <= most;
/** Printable text on one line: no control characters. */
const lineShape = /^[^\p{Cc}]*$/u;

/**
 * The decimal text of a unit price in yuan ("0.1234", "12", "1.5") as 0.0001 yuan, exactly: digits only, at most
 * four decimals, never through a float. Null when the text is not such a price.
 */
export function parseUnitPriceMilli(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const milli = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(UNIT_PRICE_DECIMALS, '0'));
  return milli > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(milli);
}

/** A unit price in 0.0001 yuan as the editor shows it, with its four decimals ("0.1234"). */
export function formatUnitPriceMilli(milli: number): string {
  const text = String(milli).padStart(UNIT_PRICE_DECIMALS + 1, '0');
  return `${text.slice(0, -UNIT_PRICE_DECIMALS)}.${text.slice(-UNIT_PRICE_DECIMALS)}`;
}

/** An MPN: 1-96 printable characters with at least one letter or digit (its lookup key is not empty). */
export function mpnProblem(mpn: string): 'PART_MPN_INVALID' | null {
  return mpn.length === 0 || mpn.length > PART_MPN_MAX || !lineShape.test(mpn) || !/[A-Za-z0-9]/.test(mpn)
    ? 'PART_MPN_INVALID'
    : null;
}

/** A datasheet link: http or https with a host, no spaces, at most 255 characters. */
export function datasheetUrlProblem(url: string): 'PART_DATASHEET_URL_INVALID' | null {
  return url.length > PART_DATASHEET_URL_MAX || !/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(url)
    ? 'PART_DATASHEET_URL_INVALID'
    : null;
}

/**
 * The price-break table: 1-12 breaks, quantities rising from break to break, each unit price above zero and never
 * dearer than the break before it (a larger quantity never costs more a piece).
 */
export function priceBreakProblems(priceBreaks: readonly PartPriceBreak[]): PartProblem[] {
  if (priceBreaks.length === 0) return [{ field: ['priceBreaks'], code: 'PRICE_BREAKS_REQUIRED' }];
  if (priceBreaks.length > PRICE_BREAKS_MAX) {
    return [{ field: ['priceBreaks'], code: 'PRICE_BREAKS_TOO_MANY', params: { max: PRICE_BREAKS_MAX } }];
  }
  const problems: PartProblem[] = [];
  priceBreaks.forEach((priceBreak, index) => {
    const previous = index > 0 ? priceBreaks[index - 1] : undefined;
    if (!isWhole(priceBreak.minQty, 1, PART_QUANTITY_MAX)) {
      problems.push({ field: ['priceBreaks', String(index), 'minQty'], code: 'PRICE_BREAK_QUANTITY_INVALID' });
    } else if (previous && priceBreak.minQty <= previous.minQty) {
      problems.push({ field: ['priceBreaks', String(index), 'minQty'], code: 'PRICE_BREAK_QUANTITY_NOT_RISING' });
    }
    if (!isWhole(priceBreak.unitPriceMilli, 1, UNIT_PRICE_MAX_MILLI)) {
      problems.push({ field: ['priceBreaks', String(index), 'unitPriceMilli'], code: 'PRICE_BREAK_PRICE_INVALID' });
    } else if (previous && priceBreak.unitPriceMilli > previous.unitPriceMilli) {
      problems.push({ field: ['priceBreaks', String(index), 'unitPriceMilli'], code: 'PRICE_BREAK_PRICE_RISING' });
    }
  });
  return problems;
}

/**
 * Every broken rule of a part's fields, in the order of the editor's form (empty when the part may be stored).
 * `parameterNames` are the parameters its category defines; a value for any other name is refused.
 */
export function partProblems(part: PartFields, parameterNames: readonly string[]): PartProblem[] {
  const problems: PartProblem[] = [];
  const add = (field: string[], code: PartRuleCode | null, params?: Record<string, number>) => {
    if (code) problems.push(params ? { field, code, params } : { field, code });
  };
  add(['mpn'], mpnProblem(part.mpn));
  add(
    ['package'],
    part.package.length === 0 || length(part.package) > PART_PACKAGE_MAX || !lineShape.test(part.package)
      ? 'PART_PACKAGE_INVALID'
      : null,
  );
  if (part.material !== null) {
    add(
      ['material'],
      length(part.material) > PART_MATERIAL_MAX || !lineShape.test(part.material) ? 'PART_MATERIAL_INVALID' : null,
    );
  }
  if (PART_LOCALES.every((locale) => part.description[locale].length === 0)) {
    add(['description'], 'PART_DESCRIPTION_REQUIRED');
  }
  for (const locale of PART_LOCALES) {
    if (length(part.description[locale]) > PART_DESCRIPTION_MAX) {
      add(['description', locale], 'PART_DESCRIPTION_TOO_LONG', { max: PART_DESCRIPTION_MAX });
    }
  }
  for (const [name, value] of Object.entries(part.parameters)) {
    if (!parameterNames.includes(name)) add(['parameters', name], 'PART_PARAMETER_UNKNOWN');
    else if (length(value) > PART_PARAMETER_VALUE_MAX || !lineShape.test(value)) {
      add(['parameters', name], 'PART_PARAMETER_INVALID', { max: PART_PARAMETER_VALUE_MAX });
    }
  }
  add(
    ['leadTimeDays'],
    isWhole(part.leadTimeDays, 0, PART_LEAD_TIME_MAX_DAYS) ? null : 'PART_LEAD_TIME_INVALID',
    isWhole(part.leadTimeDays, 0, PART_LEAD_TIME_MAX_DAYS) ? undefined : { max: PART_LEAD_TIME_MAX_DAYS },
  );
  add(['moq'], isWhole(part.moq, 1, PART_QUANTITY_MAX) ? null : 'PART_MOQ_INVALID');
  add(['orderIncrement'], isWhole(part.orderIncrement, 1, PART_QUANTITY_MAX) ? null : 'PART_INCREMENT_INVALID');
  if (part.purchaseLimit !== null) {
    add(
      ['purchaseLimit'],
      isWhole(part.purchaseLimit, Math.max(1, part.moq), PART_QUANTITY_MAX) ? null : 'PART_PURCHASE_LIMIT_INVALID',
    );
  }
  add(
    ['batchNumber'],
    length(part.batchNumber) > PART_BATCH_NUMBER_MAX || !lineShape.test(part.batchNumber)
      ? 'PART_BATCH_NUMBER_INVALID'
      : null,
  );
  if (part.datasheetUrl !== null) add(['datasheetUrl'], datasheetUrlProblem(part.datasheetUrl));
  problems.push(...priceBreakProblems(part.priceBreaks));
  return problems;
}

export const partRuleMessages = {
  PART_MPN_INVALID: {
    'zh-CN': '请填写型号（最多96个字符，须含字母或数字）',
    'en-US': 'Please enter the MPN: at most 96 characters with at least one letter or digit',
    ru: 'Введите номер детали (MPN): не более 96 символов, хотя бы одна буква или цифра',
    'es-ES': 'Introduzca el MPN: como máximo 96 caracteres con al menos una letra o cifra',
  },
  PART_PACKAGE_INVALID: {
    'zh-CN': '请填写封装（最多48个字符）',
    'en-US': 'Please enter the package (at most 48 characters)',
    ru: 'Введите корпус (не более 48 символов)',
    'es-ES': 'Introduzca el encapsulado (como máximo 48 caracteres)',
  },
  PART_MATERIAL_INVALID: {
    'zh-CN': '材质最多96个字符',
    'en-US': 'The material has at most 96 characters',
    ru: 'Материал — не более 96 символов',
    'es-ES': 'El material tiene como máximo 96 caracteres',
  },
  PART_DESCRIPTION_REQUIRED: {
    'zh-CN': '请至少用一种语言填写描述',
    'en-US': 'Please enter the description in at least one language',
    ru: 'Введите описание хотя бы на одном языке',
    'es-ES': 'Introduzca la descripción al menos en un idioma',
  },
  PART_DESCRIPTION_TOO_LONG: {
    'zh-CN': '描述最多 {{max}} 个字',
    'en-US': 'The description has at most {{max}} characters',
    ru: 'Описание — не более {{max}} символов',
    'es-ES': 'La descripción tiene como máximo {{max}} caracteres',
  },
  PART_PARAMETER_UNKNOWN: {
    'zh-CN': '该分类没有这个参数',
    'en-US': 'The category has no such parameter',
    ru: 'В этой категории нет такого параметра',
    'es-ES': 'La categoría no tiene ese parámetro',
  },
  PART_PARAMETER_INVALID: {
    'zh-CN': '参数值最多 {{max}} 个字符',
    'en-US': 'A parameter value has at most {{max}} characters',
    ru: 'Значение параметра — не более {{max}} символов',
    'es-ES': 'Un valor de parámetro tiene como máximo {{max}} caracteres',
  },
  PART_LEAD_TIME_INVALID: {
    'zh-CN': '交期须为 0 到 {{max}} 天的整数',
    'en-US': 'The lead time is a whole number of days from 0 to {{max}}',
    ru: 'Срок поставки — целое число дней от 0 до {{max}}',
    'es-ES': 'El plazo de entrega es un número entero de días de 0 a {{max}}',
  },
  PART_MOQ_INVALID: {
    'zh-CN': '最小起订量须为正整数',
    'en-US': 'The minimum order quantity is a whole number of at least 1',
    ru: 'Минимальная партия — целое число не меньше 1',
    'es-ES': 'La cantidad mínima de pedido es un número entero de al menos 1',
  },
  PART_INCREMENT_INVALID: {
    'zh-CN': '递增数量须为正整数',
    'en-US': 'The order increment is a whole number of at least 1',
    ru: 'Шаг заказа — целое число не меньше 1',
    'es-ES': 'El incremento de pedido es un número entero de al menos 1',
  },
  PART_PURCHASE_LIMIT_INVALID: {
    'zh-CN': '限购数量须为整数，且不小于最小起订量',
    'en-US': 'The purchase limit is a whole number no smaller than the minimum order quantity',
    ru: 'Лимит покупки — целое число не меньше минимальной партии',
    'es-ES': 'El límite de compra es un número entero no menor que la cantidad mínima de pedido',
  },
  PART_BATCH_NUMBER_INVALID: {
    'zh-CN': '批号最多32个字符',
    'en-US': 'The batch number has at most 32 characters',
    ru: 'Номер партии — не более 32 символов',
    'es-ES': 'El número de lote tiene como máximo 32 caracteres',
  },
  PART_DATASHEET_URL_INVALID: {
    'zh-CN': '请填写以 http:// 或 https:// 开头的规格书链接',
    'en-US': 'Please enter a datasheet link starting with http:// or https://',
    ru: 'Введите ссылку на даташит, начинающуюся с http:// или https://',
    'es-ES': 'Introduzca un enlace a la hoja de datos que empiece por http:// o https://',
  },
  PRICE_BREAKS_REQUIRED: {
    'zh-CN': '请至少填写一个阶梯价',
    'en-US': 'Please enter at least one price break',
    ru: 'Укажите хотя бы одну ценовую ступень',
    'es-ES': 'Introduzca al menos un tramo de precio',
  },
  PRICE_BREAKS_TOO_MANY: {
    'zh-CN': '阶梯价最多 {{max}} 档',
    'en-US': 'At most {{max}} price breaks',
    ru: 'Не более {{max}} ценовых ступеней',
    'es-ES': 'Como máximo {{max}} tramos de precio',
  },
  PRICE_BREAK_QUANTITY_INVALID: {
    'zh-CN': '起订数量须为正整数',
    'en-US': 'The quantity is a whole number of at least 1',
    ru: 'Количество — целое число не меньше 1',
    'es-ES': 'La cantidad es un número entero de al menos 1',
  },
  PRICE_BREAK_QUANTITY_NOT_RISING: {
    'zh-CN': '每档的数量须大于上一档',
    'en-US': 'Each break starts at a larger quantity than the one before',
    ru: 'Каждая ступень начинается с большего количества, чем предыдущая',
    'es-ES': 'Cada tramo empieza en una cantidad mayor que el anterior',
  },
  PRICE_BREAK_PRICE_INVALID: {
    'zh-CN': '请填写大于0的单价，最多4位小数',
    'en-US': 'Please enter a unit price above 0 with at most 4 decimals',
    ru: 'Введите цену за штуку больше 0, не более 4 знаков после запятой',
    'es-ES': 'Introduzca un precio unitario mayor que 0 con 4 decimales como máximo',
  },
  PRICE_BREAK_PRICE_RISING: {
    'zh-CN': '数量越多单价不能越高',
    'en-US': 'A larger quantity must not cost more per piece',
    ru: 'Большее количество не может стоить дороже за штуку',
    'es-ES': 'Una cantidad mayor no puede costar más por unidad',
  },
} as const satisfies Record<string, RuleMessage>;
