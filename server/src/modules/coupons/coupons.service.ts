import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { OrderPromotionPorts } from '../orders/order-promotions.js';
import { CouponCheckout } from './coupon-checkout.js';
import { CouponClaims } from './coupon-claims.js';
import type { CouponsContext, CouponsDependencies } from './coupon-context.js';
import { CouponGrants } from './coupon-grants.js';
import { CouponQueries } from './coupon-queries.js';
import { CouponReminders } from './coupon-reminders.js';
import { CouponStaff } from './coupon-staff.js';
import { discountCodeView, type DiscountCodeView } from './coupon-views.js';
import { DiscountCode } from './coupons.entities.js';

export type { CouponCounts, StaffTemplateFilter } from './coupon-queries.js';
export type { CouponTemplateForm } from './coupon-template-form.js';
export type { CreateDiscountCodesRequest, IssueCouponsRequest } from './coupon-staff.js';
export { CouponSegment } from './coupon-staff.js';
export * from './coupon-views.js';

/**
 * The coupons module's one entry point: giving coupons (claims, codes, staff issues, invitation rewards), checkout's
 * side of them, the expiry reminder and reading, each in its own file.
 */
export class CouponsService {
  private readonly context: CouponsContext;
  private readonly grants: CouponGrants;
  private readonly claims: CouponClaims;
  private readonly queries: CouponQueries;
  private readonly staff: CouponStaff;
  private readonly reminders: CouponReminders;
  /** The `CheckoutCoupons` port orders weigh and use coupons through. */
  readonly checkout: CouponCheckout;

  constructor(deps: CouponsDependencies) {
    this.context = { deps, orderFacts: null };
    this.grants = new CouponGrants(this.context);
    this.claims = new CouponClaims(this.context, this.grants);
    this.queries = new CouponQueries(this.context);
    this.staff = new CouponStaff(this.context, this.grants);
    this.reminders = new CouponReminders(this.context);
    this.checkout = new CouponCheckout(this.context, this.grants);
  }

  /** Plugs coupons into checkout: the coupon step of pricing, and coupons given back when an order ends unpaid. */
  plugInto(ports: OrderPromotionPorts): void {
    ports.provideCoupons(this.checkout);
    ports.onMilestone('endedUnpaid', (em, event) => this.checkout.giveBack(em, event));
    this.context.orderFacts = (em, orderId) => ports.orderFacts(em, orderId);
  }

  // The shopper
  claim: CouponClaims['claim'] = (...args) => this.claims.claim(...args);
  redeem: CouponClaims['redeem'] = (...args) => this.claims.redeem(...args);
  offers: CouponQueries['offers'] = (...args) => this.queries.offers(...args);
  mine: CouponQueries['mine'] = (...args) => this.queries.mine(...args);
  coupon: CouponQueries['one'] = (...args) => this.queries.one(...args);
  counts: CouponQueries['counts'] = (...args) => this.queries.counts(...args);
  // Other modules
  issueCoupon: CouponClaims['issueCoupon'] = (...args) => this.claims.issueCoupon(...args);
  // Staff
  staffTemplates: CouponQueries['staffTemplates'] = (...args) => this.queries.staffTemplates(...args);
  staffTemplate: CouponQueries['staffTemplate'] = (...args) => this.queries.staffTemplate(...args);
  staffCodes: CouponQueries['staffCodes'] = (...args) => this.queries.staffCodes(...args);
  staffClaims: CouponQueries['staffClaims'] = (...args) => this.queries.staffClaims(...args);
  saveTemplate: CouponStaff['saveTemplate'] = (...args) => this.staff.saveTemplate(...args);
  setTemplateStatus: CouponStaff['setStatus'] = (...args) => this.staff.setStatus(...args);
  issue: CouponStaff['issue'] = (...args) => this.staff.issue(...args);
  // The reminder
  remindExpiring: CouponReminders['remindExpiring'] = () => this.reminders.remindExpiring();
  resumeReminders: CouponReminders['resumeReminders'] = () => this.reminders.resumeReminders();

  /** Creates codes and answers them as staff see them. */
  async createCodes(
    ctx: RequestContext,
    request: Parameters<CouponStaff['createCodes']>[1],
  ): Promise<DiscountCodeView[]> {
    const ids = await this.staff.createCodes(ctx, request);
    return codesByIds(ctx.em, ids);
  }
}

async function codesByIds(em: EntityManager, ids: number[]): Promise<DiscountCodeView[]> {
  if (ids.length === 0) return [];
  const codes = await em.find(DiscountCode, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
  return codes.map(discountCodeView);
}
