/**
 * The coupon template form's values as staff type them (yuan, whole numbers and local date-times as text) and their
 * conversion to and from the server's template (integer fen, ISO date-times). The server validates every rule and
 * names the field it refuses; the form only refuses text that is not a number at all, which it cannot send.
 */

export type DiscountKind = 'AMOUNT_OFF' | 'PERCENT_OFF';
export type ScopeKind = 'ALL' | 'CATEGORY' | 'MANUFACTURER' | 'PRODUCTS';
/** Fixed dates, or a number of days counted from the moment a user gets the coupon. */
export type ValidityKind = 'FIXED' | 'DAYS';

export const DISCOUNT_KINDS: readonly DiscountKind[] = ['AMOUNT_OFF', 'PERCENT_OFF'];
export const SCOPE_KINDS: readonly ScopeKind[] = ['ALL', 'CATEGORY', 'MANUFACTURER', 'PRODUCTS'];
export const VALIDITY_KINDS: readonly ValidityKind[] = ['FIXED', 'DAYS'];

export interface TemplateFormValues {
  title: string;
  description: string;
  discountKind: DiscountKind;
  /** Yuan. */
  amountOff: string;
  percentOff: string;
  /** Yuan; empty for no cap. */
  maxDiscount: string;
  /** Yuan; empty or 0 for no minimum spend. */
  threshold: string;
  scopeKind: ScopeKind;
  /** Category, manufacturer or part ids, as the scope kind says. */
  scopeIds: string[];
  validity: ValidityKind;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local field holds it. */
  validFrom: string;
  validUntil: string;
  validDays: string;
  claimStartsAt: string;
  claimEndsAt: string;
  /** Empty for unlimited. */
  totalQuantity: string;
  perUserLimit: string;
  publicClaim: boolean;
}

/** The template as the server describes it, in the fields the form edits. */
export interface TemplateTerms {
  title: string;
  description: string;
  discountKind: DiscountKind;
  amountOffFen?: number | null;
  percentOff?: number | null;
  maxDiscountFen?: number | null;
  thresholdFen: number;
  scope: {
    kind: ScopeKind;
    categories: readonly { id: string }[];
    manufacturers: readonly { id: string }[];
    products: readonly { id: string }[];
  };
  validFrom?: string | null;
  validUntil?: string | null;
  validDays?: number | null;
  claimStartsAt?: string | null;
  claimEndsAt?: string | null;
  totalQuantity?: number | null;
  perUserLimit: number;
  publicClaim: boolean;
}

/** What the save mutation takes (without the id, which the caller adds when editing). */
export interface TemplateInput {
  title: string;
  description: string;
  discountKind: DiscountKind;
  amountOffFen: number | null;
  percentOff: number | null;
  maxDiscountFen: number | null;
  thresholdFen: number;
  scopeKind: ScopeKind;
  scopeIds: string[];
  validFrom: string | null;
  validUntil: string | null;
  validDays: number | null;
  claimStartsAt: string | null;
  claimEndsAt: string | null;
  totalQuantity: number | null;
  perUserLimit: number;
  publicClaim: boolean;
}

export type FormField = keyof TemplateFormValues;

/** A local problem with the typed text, as a translation key under `adminPromotions.form`. */
export type LocalProblem = 'notAmount' | 'notWhole' | 'notDateTime';

export function emptyTemplateForm(): TemplateFormValues {
  return {
    title: '',
    description: '',
    discountKind: 'AMOUNT_OFF',
    amountOff: '',
    percentOff: '',
    maxDiscount: '',
    threshold: '0',
    scopeKind: 'ALL',
    scopeIds: [],
    validity: 'DAYS',
    validFrom: '',
    validUntil: '',
    validDays: '7',
    claimStartsAt: '',
    claimEndsAt: '',
    totalQuantity: '',
    perUserLimit: '1',
    publicClaim: true,
  };
}

const YUAN = /^(\d+)(?:[.,](\d{0,2}))?$/;
const WHOLE = /^\d+$/;

/** "12.5" → 1250 fen, exactly; undefined for anything that is not yuan with at most two decimals. */
export function yuanToFen(text: string): number | undefined {
  const match = YUAN.exec(text.trim());
  if (!match) return undefined;
  const fen = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return fen > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(fen);
}

/** "12" → 12; null for anything that is not a whole number of digits. */
export function wholeNumber(text: string): number | null {
  return WHOLE.test(text.trim()) ? Number(text.trim()) : null;
}

/** "-30" → -30: a whole number that may be negative (a points adjustment); null otherwise. */
export function signedWholeNumber(text: string): number | null {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** 1250 fen → "12.50": how the form shows an amount it was given. */
export function fenToYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return '';
  const whole = Math.trunc(fen / 100);
  return `${whole}.${String(Math.abs(fen % 100)).padStart(2, '0')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local field shows it, in the browser's time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's value (the browser's time zone) as an ISO moment. */
export function localInputToIso(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function formFromTemplate(template: TemplateTerms): TemplateFormValues {
  const { scope } = template;
  const scopeItems =
    scope.kind === 'CATEGORY' ? scope.categories : scope.kind === 'MANUFACTURER' ? scope.manufacturers : scope.products;
  return {
    title: template.title,
    description: template.description,
    discountKind: template.discountKind,
    amountOff: fenToYuan(template.amountOffFen),
    percentOff: template.percentOff == null ? '' : String(template.percentOff),
    maxDiscount: fenToYuan(template.maxDiscountFen),
    threshold: fenToYuan(template.thresholdFen),
    scopeKind: scope.kind,
    scopeIds: scope.kind === 'ALL' ? [] : scopeItems.map((item) => item.id),
    validity: template.validDays == null ? 'FIXED' : 'DAYS',
    validFrom: isoToLocalInput(template.validFrom),
    validUntil: isoToLocalInput(template.validUntil),
    validDays: template.validDays == null ? '' : String(template.validDays),
    claimStartsAt: isoToLocalInput(template.claimStartsAt),
    claimEndsAt: isoToLocalInput(template.claimEndsAt),
    totalQuantity: template.totalQuantity == null ? '' : String(template.totalQuantity),
    perUserLimit: String(template.perUserLimit),
    publicClaim: template.publicClaim,
  };
}

type Conversion =
  | { input: TemplateInput; problems?: undefined }
  | { input?: undefined; problems: Partial<Record<FormField, LocalProblem>> };

/**
 * The save input for the typed values, or the fields whose text cannot be read. Fields the chosen kinds leave unused
 * (a percent for an amount-off coupon, dates for a validity in days) go as null, so the server stores one meaning.
 */
export function templateInput(values: TemplateFormValues): Conversion {
  const problems: Partial<Record<FormField, LocalProblem>> = {};
  const amount = (field: FormField, text: string, optional: boolean): number | null => {
    if (optional && !text.trim()) return null;
    const fen = yuanToFen(text);
    if (fen === undefined) problems[field] = 'notAmount';
    return fen ?? null;
  };
  const whole = (field: FormField, text: string, optional: boolean): number | null => {
    if (optional && !text.trim()) return null;
    if (!WHOLE.test(text.trim())) {
      problems[field] = 'notWhole';
      return null;
    }
    return Number(text.trim());
  };
  const moment = (field: FormField, text: string): string | null => {
    if (!text) return null;
    const iso = localInputToIso(text);
    if (!iso) problems[field] = 'notDateTime';
    return iso ?? null;
  };
  const amountOff = values.discountKind === 'AMOUNT_OFF';
  const days = values.validity === 'DAYS';
  const input: TemplateInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    discountKind: values.discountKind,
    amountOffFen: amountOff ? amount('amountOff', values.amountOff, false) : null,
    percentOff: amountOff ? null : whole('percentOff', values.percentOff, false),
    maxDiscountFen: amountOff ? null : amount('maxDiscount', values.maxDiscount, true),
    thresholdFen: amount('threshold', values.threshold.trim() || '0', false) ?? 0,
    scopeKind: values.scopeKind,
    scopeIds: values.scopeKind === 'ALL' ? [] : values.scopeIds,
    validFrom: days ? null : moment('validFrom', values.validFrom),
    validUntil: days ? null : moment('validUntil', values.validUntil),
    validDays: days ? whole('validDays', values.validDays, false) : null,
    claimStartsAt: moment('claimStartsAt', values.claimStartsAt),
    claimEndsAt: moment('claimEndsAt', values.claimEndsAt),
    totalQuantity: whole('totalQuantity', values.totalQuantity, true),
    perUserLimit: whole('perUserLimit', values.perUserLimit, false) ?? 0,
    publicClaim: values.publicClaim,
  };
  return Object.keys(problems).length > 0 ? { problems } : { input };
}

/** The input field the server names (after `input`) → the form field that shows its error. */
const formFieldOfInput: Record<string, FormField> = {
  title: 'title',
  description: 'description',
  discountKind: 'discountKind',
  amountOffFen: 'amountOff',
  percentOff: 'percentOff',
  maxDiscountFen: 'maxDiscount',
  thresholdFen: 'threshold',
  scopeKind: 'scopeKind',
  scopeIds: 'scopeIds',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  validDays: 'validDays',
  claimStartsAt: 'claimStartsAt',
  claimEndsAt: 'claimEndsAt',
  totalQuantity: 'totalQuantity',
  perUserLimit: 'perUserLimit',
  publicClaim: 'publicClaim',
};

export interface PlacedErrors {
  /** The first message for each form field the server named. */
  fields: Partial<Record<FormField, string>>;
  /** Messages naming no field the form shows. */
  general: string[];
}

/** Puts the server's user errors on the fields they name (`['input', 'amountOffFen']` → amountOff). */
export function placeUserErrors(
  errors: readonly { message: string; field?: readonly string[] | null }[],
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const path = error.field ?? [];
    const name = path[0] === 'input' ? path[1] : path[0];
    const field = name === undefined ? undefined : formFieldOfInput[name];
    if (field === undefined) placed.general.push(error.message);
    else placed.fields[field] ??= error.message;
  }
  return placed;
}
