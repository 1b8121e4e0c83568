import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import type { CouponTerms, PromotionLine } from '../orders/order-promotions.js';
import { CouponScopeKind, type CouponTemplate, type UserCoupon } from './coupons.entities.js';

/** The fields a template and a held coupon share: the money terms, the title and the scope. */
export type CouponTermsRow = Pick<
  CouponTemplate & UserCoupon,
  | 'title'
  | 'description'
  | 'discountKind'
  | 'amountOffFen'
  | 'percentOff'
  | 'maxDiscountFen'
  | 'thresholdFen'
  | 'scopeKind'
  | 'scopeIds'
>;

/** The snapshot a coupon keeps of its template when it is given. */
export function termsSnapshot(template: CouponTermsRow): CouponTermsRow {
  return {
    title: template.title,
    description: template.description,
    discountKind: template.discountKind,
    amountOffFen: template.amountOffFen,
    percentOff: template.percentOff,
    maxDiscountFen: template.maxDiscountFen,
    thresholdFen: template.thresholdFen,
    scopeKind: template.scopeKind,
    scopeIds: [...template.scopeIds],
  };
}

/** The money terms as checkout's pricing pipeline reads them. */
export function checkoutTerms(row: CouponTermsRow): CouponTerms {
  return {
    discountKind: row.discountKind,
    amountOffFen: row.amountOffFen ?? null,
    percentOff: row.percentOff ?? null,
    maxDiscountFen: row.maxDiscountFen ?? null,
    thresholdFen: row.thresholdFen,
  };
}

/** Whether a coupon's scope covers a part (by its id, category and maker). */
export function scopeCovers(
  scope: Pick<CouponTermsRow, 'scopeKind' | 'scopeIds'>,
  part: Pick<PromotionLine, 'productId' | 'categoryId' | 'manufacturerId'>,
): boolean {
  switch (scope.scopeKind) {
    case CouponScopeKind.ALL:
      return true;
    case CouponScopeKind.CATEGORY:
      return scope.scopeIds.includes(part.categoryId);
    case CouponScopeKind.MANUFACTURER:
      return scope.scopeIds.includes(part.manufacturerId);
    case CouponScopeKind.PRODUCTS:
      return scope.scopeIds.includes(part.productId);
  }
}

const DAY_MS = 24 * 3600_000;

/** When a coupon given at `at` is valid: the template's dates, or `validDays` whole days from the moment it is given. */
export function validityOf(
  template: Pick<CouponTemplate, 'validFrom' | 'validUntil' | 'validDays'>,
  at: Date,
): { validFrom: Date; validUntil: Date } {
  if (template.validDays !== null && template.validDays !== undefined) {
    return { validFrom: at, validUntil: new Date(at.getTime() + template.validDays * DAY_MS) };
  }
  return { validFrom: template.validFrom!, validUntil: template.validUntil! };
}

/** A coupon expiring within this long "expires soon" (and gets its reminder message). */
export const EXPIRES_SOON_MS = DAY_MS;

const scopeLabels: Record<CouponScopeKind, LocalizedText> = {
  ALL: { 'zh-CN': '全部商品', 'en-US': 'All goods', ru: 'Все товары', 'es-ES': 'Todos los productos' },
  CATEGORY: { 'zh-CN': '分类', 'en-US': 'Category', ru: 'Категория', 'es-ES': 'Categoría' },
  MANUFACTURER: { 'zh-CN': '品牌', 'en-US': 'Maker', ru: 'Производитель', 'es-ES': 'Fabricante' },
  PRODUCTS: { 'zh-CN': '指定商品', 'en-US': 'Parts', ru: 'Товары', 'es-ES': 'Productos' },
};
const separator: LocalizedText = { 'zh-CN': '、', 'en-US': ', ', ru: ', ', 'es-ES': ', ' };
const colon: LocalizedText = { 'zh-CN': '：', 'en-US': ': ', ru: ': ', 'es-ES': ': ' };

/** "All goods", "Category: Resistors, Capacitors" ... in the reader's language. */
export function scopeSummary(kind: CouponScopeKind, names: string[], locale: Locale): string {
  const label = scopeLabels[kind][locale];
  if (kind === CouponScopeKind.ALL) return label;
  return `${label}${colon[locale]}${names.join(separator[locale])}`;
}
