import { isoToLocalInput, localInputToIso } from '../admin-promotions/template-form-values';
import { parseYuanToMilli } from '../money/parse-yuan';

export type LuckyDrawKindValue = 'FREE_ORDER' | 'BLIND_BOX';
export type PrizeKindValue = 'PART' | 'COUPON' | 'POINTS';

/** One prize row of the form, as text fields hold it. */
export interface PrizeRow {
  /** The saved prize's id; null for a row added in this form. */
  id: string | null;
  kind: PrizeKindValue;
  title: string;
  productId: string;
  /** PART: pieces per prize; empty: the part's minimum order quantity. */
  quantity: string;
  couponTemplateId: string;
  points: string;
  weight: string;
  /** A new row: its units. A saved row: units to add (negative: take away). */
  stock: string;
}

export interface LuckyDrawFormValues {
  title: string;
  startsAt: string;
  endsAt: string;
  description: string;
  dailyLimit: string;
  totalLimit: string;
  /** Blind box: yuan per open, at most 2 decimals; empty or 0: free opens. */
  pricePerOpen: string;
  prizes: PrizeRow[];
}

export type FormProblem = { field: string; problem: 'required' | 'notWhole' | 'notDateTime' | 'notPrice' };

export function emptyPrizeRow(kind: PrizeKindValue = 'PART'): PrizeRow {
  return {
    id: null,
    kind,
    title: '',
    productId: '',
    quantity: '',
    couponTemplateId: '',
    points: '',
    weight: '',
    stock: '',
  };
}

export function emptyLuckyDrawForm(): LuckyDrawFormValues {
  return {
    title: '',
    startsAt: '',
    endsAt: '',
    description: '',
    dailyLimit: '1',
    totalLimit: '',
    pricePerOpen: '',
    prizes: [emptyPrizeRow()],
  };
}

interface SavedDraw {
  description: string;
  dailyLimit: number;
  totalLimit?: number | null;
  pricePerOpenFen?: number;
  activity: { title: string; startsAt: unknown; endsAt: unknown };
  prizes: {
    id: string;
    kind: PrizeKindValue;
    title: string;
    points?: number | null;
    weight: number;
    quantity?: number | null;
    couponTemplateId?: string | null;
    product?: { id: string } | null;
  }[];
}

/** The form of a saved campaign or box: saved prizes show "units to add" (empty) instead of their stock. */
export function formOfSaved(draw: SavedDraw): LuckyDrawFormValues {
  return {
    title: draw.activity.title,
    startsAt: isoToLocalInput(String(draw.activity.startsAt)),
    endsAt: isoToLocalInput(String(draw.activity.endsAt)),
    description: draw.description,
    dailyLimit: String(draw.dailyLimit),
    totalLimit: draw.totalLimit ? String(draw.totalLimit) : '',
    pricePerOpen: draw.pricePerOpenFen ? yuanOfFen(draw.pricePerOpenFen) : '',
    prizes: draw.prizes.map((prize) => ({
      id: prize.id,
      kind: prize.kind,
      title: prize.title,
      productId: prize.product?.id ?? '',
      quantity: prize.quantity && prize.quantity > 1 ? String(prize.quantity) : '',
      couponTemplateId: prize.couponTemplateId ?? '',
      points: prize.points ? String(prize.points) : '',
      weight: prize.weight ? String(prize.weight) : '',
      stock: '',
    })),
  };
}

const yuanOfFen = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Yuan typed with at most 2 decimals as fen; null for anything else. Empty: 0 (free). */
function fenOfYuan(text: string): number | null {
  if (text.trim() === '') return 0;
  const milli = parseYuanToMilli(text);
  return milli === undefined || milli % 100 !== 0 ? null : milli / 100;
}

const whole = (text: string): number | null => (/^-?\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

export interface PrizeInputValue {
  id?: string;
  kind: PrizeKindValue;
  title?: string;
  productId?: string;
  quantity?: number;
  couponTemplateId?: string;
  points?: number;
  weight?: number;
  stock?: number;
  addStock?: number;
}

export interface LuckyDrawInputValue {
  title: string;
  startsAt: string;
  endsAt: string;
  description: string;
  dailyLimit: number;
  totalLimit: number | null;
  /** Blind box only: fen per open. */
  pricePerOpenFen?: number;
  prizes: PrizeInputValue[];
}

/**
 * The mutation input from the form, or the first problem found here (the server checks the rest and answers with
 * userErrors). Saved prizes send only what may change: title, weight and units added.
 */
export function luckyDrawInput(
  kind: LuckyDrawKindValue,
  values: LuckyDrawFormValues,
): { input: LuckyDrawInputValue } | { problem: FormProblem } {
  const startsAt = localInputToIso(values.startsAt);
  const endsAt = localInputToIso(values.endsAt);
  if (!values.title.trim()) return { problem: { field: 'title', problem: 'required' } };
  if (!startsAt) return { problem: { field: 'startsAt', problem: 'notDateTime' } };
  if (!endsAt) return { problem: { field: 'endsAt', problem: 'notDateTime' } };
  const dailyLimit = whole(values.dailyLimit);
  if (dailyLimit === null) return { problem: { field: 'dailyLimit', problem: 'notWhole' } };
  const totalLimit = values.totalLimit.trim() === '' ? null : whole(values.totalLimit);
  if (values.totalLimit.trim() !== '' && totalLimit === null) {
    return { problem: { field: 'totalLimit', problem: 'notWhole' } };
  }
  const pricePerOpenFen = kind === 'BLIND_BOX' ? fenOfYuan(values.pricePerOpen) : 0;
  if (pricePerOpenFen === null) return { problem: { field: 'pricePerOpen', problem: 'notPrice' } };
  const prizes: PrizeInputValue[] = [];
  for (const [index, row] of values.prizes.entries()) {
    const at = (field: string) => `prizes.${index}.${field}`;
    const title = row.title.trim() || undefined;
    const weight = kind === 'BLIND_BOX' ? whole(row.weight) : null;
    if (kind === 'BLIND_BOX' && weight === null) return { problem: { field: at('weight'), problem: 'notWhole' } };
    const units = row.stock.trim() === '' ? (row.id ? 0 : null) : whole(row.stock);
    if (units === null) return { problem: { field: at('stock'), problem: 'notWhole' } };
    if (row.id) {
      prizes.push({
        id: row.id,
        kind: row.kind,
        ...(title ? { title } : {}),
        ...(weight === null ? {} : { weight }),
        ...(units === 0 ? {} : { addStock: units }),
      });
      continue;
    }
    const prize: PrizeInputValue = { kind: row.kind, stock: units, ...(title ? { title } : {}) };
    if (weight !== null) prize.weight = weight;
    if (row.kind === 'PART') {
      if (!row.productId.trim()) return { problem: { field: at('productId'), problem: 'required' } };
      prize.productId = row.productId.trim();
      if (row.quantity.trim() !== '') {
        const quantity = whole(row.quantity);
        if (quantity === null) return { problem: { field: at('quantity'), problem: 'notWhole' } };
        prize.quantity = quantity;
      }
    } else if (row.kind === 'COUPON') {
      if (!row.couponTemplateId.trim()) return { problem: { field: at('couponTemplateId'), problem: 'required' } };
      prize.couponTemplateId = row.couponTemplateId.trim();
    } else {
      const points = whole(row.points);
      if (points === null) return { problem: { field: at('points'), problem: 'notWhole' } };
      prize.points = points;
    }
    prizes.push(prize);
  }
  return {
    input: {
      title: values.title.trim(),
      startsAt,
      endsAt,
      description: values.description.trim(),
      dailyLimit,
      totalLimit,
      ...(kind === 'BLIND_BOX' ? { pricePerOpenFen } : {}),
      prizes,
    },
  };
}
