import { DomainError } from '../../platform/errors/index.js';
import { MAX_PRIZE_WEIGHT } from './lucky-draw-odds.js';
import { LuckyDrawKind, LuckyDrawPrizeKind } from './lucky-draws.entities.js';

/**
 * Daily chances follow the shop's calendar, China Standard Time (UTC+8, no daylight saving), as pickup days do
 * (orders/checkout-rules.ts): a shopper's chances come back at midnight in Shanghai, not at 08:00.
 */
const SHOP_UTC_OFFSET_MS = 8 * 3600_000;

/** The shop day of a moment, `YYYY-MM-DD`. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The chance row that counts a user's claims or opens over the whole activity. */
export const WHOLE_ACTIVITY = '*';

export const MAX_DAILY_LIMIT = 100;
export const MAX_TOTAL_LIMIT = 10_000;
export const MAX_PRIZES = 50;
export const MAX_PRIZE_STOCK = 1_000_000;
export const MAX_PRIZE_POINTS = 100_000;
export const DESCRIPTION_MAX = 500;
export const PRIZE_TITLE_MAX = 100;
/** The most an open may cost, in fen (10,000 yuan). */
export const MAX_PRICE_PER_OPEN_FEN = 1_000_000;

/** A prize as staff enter it. On an update, a prize with an `id` keeps what it gives; see `PrizeChange`. */
export interface PrizeInput {
  id?: number | null | undefined;
  kind: LuckyDrawPrizeKind;
  title?: string | null | undefined;
  productId?: number | null | undefined;
  /** PART: pieces per prize; default the part's minimum order quantity. */
  quantity?: number | null | undefined;
  couponTemplateId?: number | null | undefined;
  points?: number | null | undefined;
  /** Blind box only: 1..MAX_PRIZE_WEIGHT. */
  weight?: number | null | undefined;
  /** A new prize: its units. */
  stock?: number | null | undefined;
  /** An existing prize: units added (or taken away when negative, never below zero). */
  addStock?: number | null | undefined;
}

export interface LuckyDrawInput {
  title?: string | undefined;
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
  description?: string | null | undefined;
  dailyLimit?: number | undefined;
  totalLimit?: number | null | undefined;
  pricePerOpenFen?: number | undefined;
  prizes?: PrizeInput[] | undefined;
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function prizesInvalid(reason: string, index?: number, field?: string): DomainError {
  return new DomainError('LUCKY_DRAW_PRIZES_INVALID', {
    params: { reason },
    field: index === undefined ? ['input', 'prizes'] : ['input', 'prizes', String(index), ...(field ? [field] : [])],
  });
}

/** Checks the limits and description (present fields only: an update passes what changes). */
export function checkLimits(kind: LuckyDrawKind, input: LuckyDrawInput): void {
  if (input.dailyLimit !== undefined && !isInt(input.dailyLimit, 1, MAX_DAILY_LIMIT)) {
    throw new DomainError('LUCKY_DRAW_LIMIT_INVALID', {
      params: { max: MAX_DAILY_LIMIT },
      field: ['input', 'dailyLimit'],
    });
  }
  if (input.totalLimit !== undefined && input.totalLimit !== null && !isInt(input.totalLimit, 1, MAX_TOTAL_LIMIT)) {
    throw new DomainError('LUCKY_DRAW_LIMIT_INVALID', {
      params: { max: MAX_TOTAL_LIMIT },
      field: ['input', 'totalLimit'],
    });
  }
  // A free order is free by name: its price per open stays 0, whatever is sent.
  if (
    kind === LuckyDrawKind.BLIND_BOX &&
    input.pricePerOpenFen !== undefined &&
    !isInt(input.pricePerOpenFen, 0, MAX_PRICE_PER_OPEN_FEN)
  ) {
    throw new DomainError('BLIND_BOX_PRICE_INVALID', {
      params: { max: MAX_PRICE_PER_OPEN_FEN },
      field: ['input', 'pricePerOpenFen'],
    });
  }
  if (input.description && input.description.length > DESCRIPTION_MAX) {
    throw new DomainError('INVALID_INPUT', { params: { field: 'description' }, field: ['input', 'description'] });
  }
}

/**
 * Checks the prizes' own rules (what exists in the catalog and coupons is checked by the service): a free order
 * offers parts only, each part once; a blind box's prizes each have a weight and give a part, a coupon or points.
 */
export function checkPrizes(kind: LuckyDrawKind, prizes: readonly PrizeInput[], creating: boolean): void {
  if (prizes.length > MAX_PRIZES) throw prizesInvalid(`at most ${MAX_PRIZES}`);
  if (creating && prizes.length === 0) throw prizesInvalid('at least one');
  const parts = new Set<number>();
  prizes.forEach((prize, index) => {
    const existing = prize.id !== undefined && prize.id !== null;
    if (prize.title && prize.title.length > PRIZE_TITLE_MAX) {
      throw prizesInvalid(`title over ${PRIZE_TITLE_MAX} characters`, index, 'title');
    }
    if (existing) {
      if (prize.addStock !== undefined && prize.addStock !== null) {
        if (!isInt(prize.addStock, -MAX_PRIZE_STOCK, MAX_PRIZE_STOCK))
          throw prizesInvalid('addStock', index, 'addStock');
      }
    } else if (!isInt(prize.stock, 0, MAX_PRIZE_STOCK)) {
      throw prizesInvalid(`stock 0..${MAX_PRIZE_STOCK}`, index, 'stock');
    }
    if (kind === LuckyDrawKind.FREE_ORDER) {
      if (prize.kind !== LuckyDrawPrizeKind.PART) throw prizesInvalid('a free order offers parts', index, 'kind');
    } else if (
      (!existing || (prize.weight !== undefined && prize.weight !== null)) &&
      !isInt(prize.weight, 1, MAX_PRIZE_WEIGHT)
    ) {
      throw prizesInvalid(`weight 1..${MAX_PRIZE_WEIGHT}`, index, 'weight');
    }
    if (existing) return;
    switch (prize.kind) {
      case LuckyDrawPrizeKind.PART:
        if (!isInt(prize.productId, 1, Number.MAX_SAFE_INTEGER)) throw prizesInvalid('a part', index, 'productId');
        if (kind === LuckyDrawKind.FREE_ORDER && parts.has(prize.productId)) {
          throw prizesInvalid('each part once', index, 'productId');
        }
        parts.add(prize.productId);
        if (prize.quantity !== undefined && prize.quantity !== null && !isInt(prize.quantity, 1, MAX_PRIZE_STOCK)) {
          throw prizesInvalid(`quantity 1..${MAX_PRIZE_STOCK}`, index, 'quantity');
        }
        break;
      case LuckyDrawPrizeKind.COUPON:
        if (!isInt(prize.couponTemplateId, 1, Number.MAX_SAFE_INTEGER)) {
          throw prizesInvalid('a coupon template', index, 'couponTemplateId');
        }
        break;
      case LuckyDrawPrizeKind.POINTS:
        if (!isInt(prize.points, 1, MAX_PRIZE_POINTS)) {
          throw prizesInvalid(`points 1..${MAX_PRIZE_POINTS}`, index, 'points');
        }
        break;
      default:
        throw prizesInvalid('kind', index, 'kind');
    }
  });
}
