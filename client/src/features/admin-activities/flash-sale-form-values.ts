import { formatUnitPriceMilli, parseUnitPriceMilli } from '@circuitmart/rules/part-rules';

/** One part row of the session form, as typed. */
export interface FlashSaleItemRow {
  productId: string;
  mpn: string;
  /** The part's list price for reference, 0.0001 yuan. */
  listPriceMilli: number | null;
  salePrice: string;
  stock: string;
  perUserLimit: string;
}

/** The session form as typed: times as `datetime-local` values in the staff member's time zone. */
export interface FlashSaleFormValues {
  title: string;
  startsAt: string;
  endsAt: string;
  items: FlashSaleItemRow[];
}

/** What the create/update mutations take. */
export interface FlashSaleSessionFields {
  title: string;
  startsAt: string;
  endsAt: string;
  items: { productId: string; salePriceMilli: number; stock: number; perUserLimit: number }[];
}

/** Problems by field path (`title`, `items.1.salePrice`), as translation keys under `adminActivities.flashSale.errors`. */
export type FormProblems = Record<string, string>;

const WHOLE = /^\d{1,9}$/;

/** A `datetime-local` value ("2026-11-27T20:00") for an ISO moment, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function positiveWhole(text: string): number | null {
  if (!WHOLE.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 ? value : null;
}

/**
 * The fields the server takes, or the problems the form can see on its own (the server checks everything again and
 * its user errors land on the same fields).
 */
export function sessionFields(
  values: FlashSaleFormValues,
): { fields: FlashSaleSessionFields } | { problems: FormProblems } {
  const problems: FormProblems = {};
  const title = values.title.trim();
  if (title.length < 1 || title.length > 100) problems['title'] = 'title';
  const startsAt = fromLocalInput(values.startsAt);
  const endsAt = fromLocalInput(values.endsAt);
  if (!startsAt) problems['startsAt'] = 'time';
  if (!endsAt) problems['endsAt'] = 'time';
  if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt)) problems['endsAt'] = 'window';
  if (values.items.length === 0) problems['items'] = 'noItems';
  const items = values.items.map((row, index) => {
    const salePriceMilli = parseUnitPriceMilli(row.salePrice);
    const stock = positiveWhole(row.stock);
    const perUserLimit = positiveWhole(row.perUserLimit);
    if (salePriceMilli === null || salePriceMilli <= 0) problems[`items.${index}.salePrice`] = 'price';
    if (stock === null) problems[`items.${index}.stock`] = 'whole';
    if (perUserLimit === null) problems[`items.${index}.perUserLimit`] = 'whole';
    return {
      productId: row.productId,
      salePriceMilli: salePriceMilli ?? 0,
      stock: stock ?? 0,
      perUserLimit: perUserLimit ?? 0,
    };
  });
  if (Object.keys(problems).length > 0) return { problems };
  return { fields: { title, startsAt: startsAt!, endsAt: endsAt!, items } };
}

/** The form of an existing session. */
export function formValuesOf(session: {
  title: string;
  startsAt: string;
  endsAt: string;
  items: readonly {
    part: { productId: string; mpn: string };
    listPriceMilli: number;
    salePriceMilli: number;
    stock: number;
    perUserLimit: number;
  }[];
}): FlashSaleFormValues {
  return {
    title: session.title,
    startsAt: toLocalInput(session.startsAt),
    endsAt: toLocalInput(session.endsAt),
    items: session.items.map((item) => ({
      productId: item.part.productId,
      mpn: item.part.mpn,
      listPriceMilli: item.listPriceMilli,
      salePrice: formatUnitPriceMilli(item.salePriceMilli),
      stock: String(item.stock),
      perUserLimit: String(item.perUserLimit),
    })),
  };
}

/** A new session's form: starting at the next full hour for an hour, no parts yet. */
export function emptyFormValues(nowMs: number): FlashSaleFormValues {
  const start = new Date(nowMs);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 3_600_000);
  return { title: '', startsAt: toLocalInput(start.toISOString()), endsAt: toLocalInput(end.toISOString()), items: [] };
}

/**
 * A server user error's field (`input.items.1.salePriceMilli`, `input.startsAt` ...) as the form's field path, or
 * null when it names none the form shows.
 */
export function formFieldOf(serverField: readonly string[] | string | null | undefined): string | null {
  if (!serverField) return null;
  const path = (Array.isArray(serverField) ? serverField.join('.') : String(serverField)).replace(/^input\./, '');
  const item = /^items\.(\d+)\.(\w+)/.exec(path);
  if (item) {
    const name = item[2] === 'salePriceMilli' ? 'salePrice' : item[2];
    return `items.${item[1]}.${name}`;
  }
  return ['title', 'startsAt', 'endsAt', 'items'].includes(path) ? path : null;
}
