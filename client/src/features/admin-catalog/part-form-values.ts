import {
  formatUnitPriceMilli,
  parseUnitPriceMilli,
  partProblems,
  type PartFields,
  type PartRuleCode,
} from '@circuitmart/rules/part-rules';
import type { Locale } from '../../i18n/supported-locales';

/**
 * The part editor's values as staff type them (numbers and prices as text) and their conversion to and from the
 * server's part. The form checks them with the same rules the server applies (@circuitmart/rules/part-rules), so
 * it shows every field's problem before sending; the server's answer is placed on the same fields.
 */

/** The four languages of a description, keyed as the GraphQL LocalizedText names them. */
export type TextKey = 'zhCN' | 'enUS' | 'ru' | 'esES';
export const TEXT_KEYS: readonly TextKey[] = ['zhCN', 'enUS', 'ru', 'esES'];
const localeOf: Record<TextKey, Locale> = { zhCN: 'zh-CN', enUS: 'en-US', ru: 'ru', esES: 'es-ES' };
const keyOf: Record<Locale, TextKey> = { 'zh-CN': 'zhCN', 'en-US': 'enUS', ru: 'ru', 'es-ES': 'esES' };

export interface PriceBreakRow {
  minQty: string;
  /** Yuan with up to four decimals ("0.1234"). */
  unitPrice: string;
}

export interface PartFormValues {
  makerId: string;
  mpn: string;
  categoryId: string;
  package: string;
  material: string;
  description: Record<TextKey, string>;
  /** Values by parameter name, for the category's parameters. */
  parameters: Record<string, string>;
  leadTimeDays: string;
  moq: string;
  orderIncrement: string;
  /** Empty for no limit. */
  purchaseLimit: string;
  batchNumber: string;
  datasheetUrl: string;
  priceBreaks: PriceBreakRow[];
  onShelf: boolean;
}

/** A part as the staff query answers it, in the fields the form edits. */
export interface EditedPart {
  description: Partial<Record<TextKey, string | null>>;
  product: {
    mpn: string;
    manufacturer: { id: string };
    category: { id: string };
    package: string;
    material?: string | null;
    parameters: readonly { name: string; value: string }[];
    leadTimeDays: number;
    priceBreaks: readonly { minQty: number; unitPriceMilli: number }[];
    moq: number;
    orderIncrement: number;
    purchaseLimit?: number | null;
    batchNumber: string;
    datasheetUrl?: string | null;
    status: string;
  };
}

/** What the save mutation takes (without the id, which the caller adds when editing). */
export interface PartInput {
  makerId: string;
  mpn: string;
  categoryId: string;
  package: string;
  material: string | null;
  description: Record<TextKey, string>;
  parameters: { name: string; value: string }[];
  leadTimeDays: number;
  moq: number;
  orderIncrement: number;
  purchaseLimit: number | null;
  batchNumber: string;
  datasheetUrl: string | null;
  priceBreaks: { minQty: number; unitPriceMilli: number }[];
  onShelf: boolean;
}

/** A problem as a translation key with its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, number>;
}

/** Problems by field path (`mpn`, `priceBreaks.1.unitPriceMilli`, `parameters.resistance`). */
export type FieldErrors = Record<string, FieldProblem>;

export function emptyPartForm(): PartFormValues {
  return {
    makerId: '',
    mpn: '',
    categoryId: '',
    package: '',
    material: '',
    description: { zhCN: '', enUS: '', ru: '', esES: '' },
    parameters: {},
    leadTimeDays: '0',
    moq: '1',
    orderIncrement: '1',
    purchaseLimit: '',
    batchNumber: '',
    datasheetUrl: '',
    priceBreaks: [{ minQty: '1', unitPrice: '' }],
    onShelf: true,
  };
}

export function formFromPart(part: EditedPart): PartFormValues {
  const { product } = part;
  return {
    makerId: product.manufacturer.id,
    mpn: product.mpn,
    categoryId: product.category.id,
    package: product.package,
    material: product.material ?? '',
    description: Object.fromEntries(TEXT_KEYS.map((key) => [key, part.description[key] ?? ''])) as Record<
      TextKey,
      string
    >,
    parameters: Object.fromEntries(product.parameters.map(({ name, value }) => [name, value])),
    leadTimeDays: String(product.leadTimeDays),
    moq: String(product.moq),
    orderIncrement: String(product.orderIncrement),
    purchaseLimit: product.purchaseLimit == null ? '' : String(product.purchaseLimit),
    batchNumber: product.batchNumber,
    datasheetUrl: product.datasheetUrl ?? '',
    priceBreaks: product.priceBreaks.map((priceBreak) => ({
      minQty: String(priceBreak.minQty),
      unitPrice: formatUnitPriceMilli(priceBreak.unitPriceMilli),
    })),
    onShelf: product.status === 'ON_SHELF',
  };
}

/** A whole number typed as text; NaN when it is not one (the rules then name the field). */
const wholeNumber = (text: string) => (/^\s*\d{1,15}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The input the form's values stand for; prices parsed exactly, a price that is not one becomes 0 (refused). */
export function partInputOf(values: PartFormValues, parameterNames: readonly string[]): PartInput {
  const optional = (text: string) => text.trim() || null;
  return {
    makerId: values.makerId,
    mpn: values.mpn.trim(),
    categoryId: values.categoryId,
    package: values.package.trim(),
    material: optional(values.material),
    description: Object.fromEntries(TEXT_KEYS.map((key) => [key, values.description[key].trim()])) as Record<
      TextKey,
      string
    >,
    parameters: parameterNames
      .map((name) => ({ name, value: (values.parameters[name] ?? '').trim() }))
      .filter((parameter) => parameter.value !== ''),
    leadTimeDays: wholeNumber(values.leadTimeDays),
    moq: wholeNumber(values.moq),
    orderIncrement: wholeNumber(values.orderIncrement),
    purchaseLimit: values.purchaseLimit.trim() === '' ? null : wholeNumber(values.purchaseLimit),
    batchNumber: values.batchNumber.trim(),
    datasheetUrl: optional(values.datasheetUrl),
    priceBreaks: values.priceBreaks.map((row) => ({
      minQty: wholeNumber(row.minQty),
      unitPriceMilli: parseUnitPriceMilli(row.unitPrice) ?? 0,
    })),
    onShelf: values.onShelf,
  };
}

/** Every problem of the form by field path, checked with the server's rules; empty when it may be sent. */
export function partFormErrors(values: PartFormValues, parameterNames: readonly string[]): FieldErrors {
  const input = partInputOf(values, parameterNames);
  const fields: PartFields = {
    ...input,
    description: Object.fromEntries(TEXT_KEYS.map((key) => [localeOf[key], input.description[key]])) as Record<
      Locale,
      string
    >,
    parameters: Object.fromEntries(input.parameters.map(({ name, value }) => [name, value])),
  };
  const errors: FieldErrors = {};
  if (!values.makerId) errors.makerId = { key: 'adminCatalog.part.makerRequired' };
  if (!values.categoryId) errors.categoryId = { key: 'adminCatalog.part.categoryRequired' };
  for (const problem of partProblems(fields, parameterNames)) {
    errors[problemPath(problem.field)] ??= { key: ruleKey(problem.code), params: problem.params };
  }
  return errors;
}

const ruleKey = (code: PartRuleCode) => `rules.${code}`;

/** A field path as the form keys it: description languages by their GraphQL key, the draft's maker as its picker. */
function problemPath(field: readonly string[]): string {
  if (field[0] === 'description' && field[1]) return `description.${keyOf[field[1] as Locale] ?? field[1]}`;
  if (field[0] === 'maker') return 'makerId';
  return field.join('.');
}

/** The server's user errors placed on the form's fields (`input.priceBreaks.1.unitPriceMilli` → its row). */
export function placeUserErrors(
  errors: readonly { message: string; field?: readonly string[] | null }[],
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const error of errors) {
    const path = problemPath((error.field ?? []).filter((part, index) => !(index === 0 && part === 'input')));
    placed[path || 'form'] ??= error.message;
  }
  return placed;
}
