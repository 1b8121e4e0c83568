import { DomainError } from '../../platform/errors/index.js';
import type { LocalizedText } from '../../platform/i18n/index.js';

export interface PlanValues {
  code: string;
  months: number;
  priceFen: number;
  active: boolean;
}

export interface LevelValues {
  code: string;
  names: LocalizedText;
  growthRequired: number;
  discountPercent: number;
  pointsMultiplierPercent: number;
  perks: LocalizedText[];
}

export const SUPER_PLAN_CODE = 'SUPER_12M';

export const defaultPlans: PlanValues[] = [{ code: SUPER_PLAN_CODE, months: 12, priceFen: 9900, active: true }];

/** A plan's name; `{{months}}` is its length. */
export const planName: LocalizedText = {
  'zh-CN': '超级会员 {{months}} 个月',
  'en-US': 'Super membership, {{months}} months',
  ru: 'Суперчленство на {{months}} мес.',
  'es-ES': 'Superpremium, {{months}} meses',
};

const discountPerk = (percent: number): LocalizedText => ({
  'zh-CN': `全场商品 ${percent}% 会员折扣`,
  'en-US': `${percent}% member discount on all parts`,
  ru: `Скидка участника ${percent}% на все товары`,
  'es-ES': `${percent}% de descuento de socio en todas las piezas`,
});

const multiplierPerk = (percent: number): LocalizedText => {
  const times = (percent / 100).toString();
  return {
    'zh-CN': `购物积分 ${times} 倍`,
    'en-US': `${times}× points on orders`,
    ru: `Баллы за заказы ×${times}`,
    'es-ES': `${times}× puntos por pedido`,
  };
};

function level(
  code: string,
  names: LocalizedText,
  growthRequired: number,
  discountPercent: number,
  pointsMultiplierPercent: number,
): LevelValues {
  return {
    code,
    names,
    growthRequired,
    discountPercent,
    pointsMultiplierPercent,
    perks: [discountPerk(discountPercent), multiplierPerk(pointsMultiplierPercent)],
  };
}

export const defaultLevels: LevelValues[] = [
  level('V1', { 'zh-CN': '青铜会员', 'en-US': 'Bronze', ru: 'Бронза', 'es-ES': 'Bronce' }, 0, 5, 100),
  level('V2', { 'zh-CN': '白银会员', 'en-US': 'Silver', ru: 'Серебро', 'es-ES': 'Plata' }, 1000, 6, 120),
  level('V3', { 'zh-CN': '黄金会员', 'en-US': 'Gold', ru: 'Золото', 'es-ES': 'Oro' }, 5000, 8, 150),
  level('V4', { 'zh-CN': '铂金会员', 'en-US': 'Platinum', ru: 'Платина', 'es-ES': 'Platino' }, 20000, 10, 200),
];

export const MAX_LEVELS = 10;
export const MAX_PERKS = 10;
export const TEXT_MAX = 60;

export const levelLimits = {
  growthRequired: { min: 0, max: 100_000_000 },
  discountPercent: { min: 0, max: 50 },
  pointsMultiplierPercent: { min: 100, max: 1000 },
} as const;

export const priceLimits = { min: 1, max: 10_000_000 } as const;

function checkRange(value: number, limits: { min: number; max: number }, field: (string | number)[]): void {
  if (!Number.isSafeInteger(value) || value < limits.min || value > limits.max) {
    throw new DomainError('MEMBERSHIP_VALUE_OUT_OF_RANGE', {
      params: { min: limits.min, max: limits.max },
      field: field.map(String),
    });
  }
}

function checkText(text: Partial<LocalizedText>, field: string[]): LocalizedText {
  const en = text['en-US']?.trim() ?? '';
  const zh = text['zh-CN']?.trim() ?? '';
  const full: LocalizedText = {
    'zh-CN': zh,
    'en-US': en,
    ru: text.ru?.trim() || en,
    'es-ES': text['es-ES']?.trim() || en,
  };
  if (!en || !zh || Object.values(full).some((value) => Array.from(value).length > TEXT_MAX)) {
    throw new DomainError('MEMBERSHIP_LEVEL_TEXT_INVALID', { params: { max: TEXT_MAX, perks: MAX_PERKS }, field });
  }
  return full;
}

export interface LevelInput {
  code: string;
  names: Partial<LocalizedText>;
  growthRequired: number;
  discountPercent: number;
  pointsMultiplierPercent: number;
  perks: Partial<LocalizedText>[];
}

/**
 * The levels as staff submit them, checked (field paths `input.levels.<i>.<field>`) and completed: ru and es-ES
 * fall back to English when left empty.
 */
export function checkLevels(levels: LevelInput[]): LevelValues[] {
  if (levels.length < 1 || levels.length > MAX_LEVELS) {
    throw new DomainError('MEMBERSHIP_LEVELS_COUNT', { params: { max: MAX_LEVELS }, field: ['input', 'levels'] });
  }
  const codes = new Set<string>();
  return levels.map((input, index) => {
    const at = (name: string) => ['input', 'levels', String(index), name];
    const code = input.code.trim();
    if (!/^[A-Z0-9_]{1,16}$/.test(code) || codes.has(code)) {
      throw new DomainError('MEMBERSHIP_LEVEL_CODE_INVALID', { field: at('code') });
    }
    codes.add(code);
    checkRange(input.growthRequired, levelLimits.growthRequired, at('growthRequired'));
    checkRange(input.discountPercent, levelLimits.discountPercent, at('discountPercent'));
    checkRange(input.pointsMultiplierPercent, levelLimits.pointsMultiplierPercent, at('pointsMultiplierPercent'));
    const previous = levels[index - 1];
    if ((index === 0 && input.growthRequired !== 0) || (previous && input.growthRequired <= previous.growthRequired)) {
      throw new DomainError('MEMBERSHIP_LEVELS_ORDER', { field: at('growthRequired') });
    }
    if (input.perks.length > MAX_PERKS) {
      throw new DomainError('MEMBERSHIP_LEVEL_TEXT_INVALID', {
        params: { max: TEXT_MAX, perks: MAX_PERKS },
        field: at('perks'),
      });
    }
    return {
      code,
      names: checkText(input.names, at('names')),
      growthRequired: input.growthRequired,
      discountPercent: input.discountPercent,
      pointsMultiplierPercent: input.pointsMultiplierPercent,
      perks: input.perks.map((perk, perkIndex) => checkText(perk, [...at('perks'), String(perkIndex)])),
    };
  });
}

export function checkPrice(priceFen: number): void {
  checkRange(priceFen, priceLimits, ['input', 'priceFen']);
}

/** The highest level the growth reaches (levels sorted by growthRequired, the first at 0). */
export function levelFor<L extends { growthRequired: number }>(
  levels: readonly L[],
  growth: number,
): { level: L; next: L | null } {
  let reached = 0;
  levels.forEach((level, index) => {
    if (growth >= level.growthRequired) reached = index;
  });
  return { level: levels[reached]!, next: levels[reached + 1] ?? null };
}
