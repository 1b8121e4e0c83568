import type { EntityManager } from '@mikro-orm/sql';
import type { CouponTerms } from '@circuitmart/rules/coupon-rules';
import type { RequestContext } from '../../platform/auth/index.js';

/**
 * The ports between checkout and the promotion modules (coupons, points, membership, invitations). Those modules are
 * built after orders and use it (membership places orders, points hear of completed ones), so instead of orders
 * requiring them, each plugs its side into `OrderPromotionPorts` when it is built, as after-sales does with
 * `OrderRefunds.onSettled`.
 */

/** What kind of thing an order sells: parts, a super membership or a paid blind-box open (no lines, no delivery). */
export type OrderKind = 'GOODS' | 'MEMBERSHIP' | 'BLIND_BOX_OPEN';

/** One line of a checkout as a coupon's scope sees it. */
export interface PromotionLine {
  productId: number;
  categoryId: number;
  manufacturerId: number;
  lineTotalFen: bigint;
}

/** The money terms of a coupon; the pricing pipeline turns them into a deduction (`@circuitmart/rules/coupon-rules`). */
export type { CouponTerms } from '@circuitmart/rules/coupon-rules';

/** One of the buyer's unused coupons as checkout weighs it. */
export interface CheckoutCoupon {
  couponId: number;
  title: string;
  terms: CouponTerms;
  validFrom: Date;
  validUntil: Date;
  /** Whether its scope (all goods, categories, makers, listed parts) covers this line. */
  appliesTo(line: PromotionLine): boolean;
}

/** The coupons module's side of checkout. */
export interface CheckoutCoupons {
  /** The buyer's UNUSED coupons that have not expired at `now` (including ones not valid yet), whatever their scope. */
  unusedCoupons(em: EntityManager, userId: number, now: Date): Promise<CheckoutCoupon[]>;
  /**
   * In the order's transaction: marks the coupon USED by this order with one conditional update (owner, UNUSED,
   * valid at `now`). false when it lost (used by another tab's order meanwhile, or expired): nothing changed.
   */
  useCoupon(em: EntityManager, use: { couponId: number; userId: number; orderId: number; now: Date }): Promise<boolean>;
}

/** The buyer's points as checkout may spend them. */
export interface PointsTerms {
  balance: number;
  /** What one point is worth at checkout, in fen. */
  fenPerPoint: number;
  /** Points may pay at most this percentage of the goods (after member discount and coupon). */
  maxDeductionPercent: number;
}

/** The points module's side of checkout. */
export interface CheckoutPoints {
  pointsTerms(em: EntityManager, userId: number, now: Date): Promise<PointsTerms>;
  /** In the order's transaction: one conditional update of the balance and its ledger entry; false when short. */
  spendPoints(
    em: EntityManager,
    spend: { userId: number; orderId: number; orderNumber: string; points: number; now: Date },
  ): Promise<boolean>;
}

/** The membership module's side of pricing. */
export interface MemberPricing {
  /** 0 unless the user is a super member at `now`; their level's discount percentage otherwise. */
  memberDiscountPercent(em: EntityManager, userId: number, now: Date): Promise<number>;
}

/** Moments in an order's life other modules act on, inside the transaction that reached them. */
export type OrderMilestone =
  /** Money arrived (PAY). */
  | 'paid'
  /** The buyer received the goods (CONFIRM_RECEIPT, AUTO_CONFIRM) or a membership order was paid. */
  | 'completed'
  /** It ended before it was paid (CANCEL, EXPIRE, REJECT): coupons and points it took go back. */
  | 'endedUnpaid'
  /**
   * Staff close a paid blind-box open to refund it (REFUND_BLIND_BOX_OPEN): the lucky-draws module refuses it (a
   * throw rolls the refund back) unless the open failed to draw, and gives the open back.
   */
  | 'refundedPaid';

export interface OrderMilestoneEvent {
  milestone: OrderMilestone;
  orderId: number;
  number: string;
  userId: number;
  kind: OrderKind;
  payableFen: number;
  /** The coupon the order used, if any. */
  couponId: number | null;
  pointsSpent: number;
  /** The live activity that sold it, if any (`activity-orders.ts`). */
  activity: OrderActivity | null;
  at: Date;
}

export type OrderMilestoneListener = (em: EntityManager, event: OrderMilestoneEvent) => Promise<void>;

/** What refunds and reports need to know of an order without reading its table. */
export interface OrderFacts {
  orderId: number;
  number: string;
  userId: number;
  kind: OrderKind;
  status: string;
  payableFen: number;
  refundedFen: number;
  pointsSpent: number;
  couponId: number | null;
  /** A membership order: the plan it sold (`placeMembershipOrder`'s planCode); null for goods. */
  planCode: string | null;
  /** The live activity that sold it, if any. */
  activity: OrderActivity | null;
}

/** The live activity an order was sold by: its kind, the activity's id, and the kind's own row (a sale item ...). */
export interface OrderActivity {
  kind: string;
  id: number;
  reference: string;
}

/** Where promotion modules plug into orders (OrdersService provides it as `orderPromotions`). */
export interface OrderPromotionPorts {
  provideCoupons(coupons: CheckoutCoupons): void;
  providePoints(points: CheckoutPoints): void;
  provideMemberPricing(pricing: MemberPricing): void;
  /** Listeners run in the order of registration, inside the transition's transaction; a throw rolls it back. */
  onMilestone(milestone: OrderMilestone, listener: OrderMilestoneListener): void;
  orderFacts(em: EntityManager, orderId: number): Promise<OrderFacts | null>;
}

/** How the membership module sells a membership: as an order without lines, paid by any payment method. */
export interface MembershipOrders {
  /**
   * A PENDING_PAYMENT order of kind MEMBERSHIP for the signed-in user, with the usual payment window; idempotent per
   * key like placeOrder. When paid it goes straight to COMPLETED and fires 'paid' and 'completed'.
   */
  placeMembershipOrder(
    ctx: RequestContext,
    order: { planCode: string; title: string; amountFen: number; idempotencyKey: string },
  ): Promise<{ id: number; number: string }>;
}
