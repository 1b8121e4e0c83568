import type { EntityManager } from '@mikro-orm/sql';
import { activityOf } from './order-activity.js';
import { Order } from './orders.entities.js';
import type {
  CheckoutCoupons,
  CheckoutPoints,
  MemberPricing,
  OrderFacts,
  OrderMilestone,
  OrderMilestoneEvent,
  OrderMilestoneListener,
  OrderPromotionPorts,
} from './order-promotions.js';

/**
 * Where the promotion modules plug into orders (`orderPromotions`): each provides its side of checkout when it is
 * built and listens to the order milestones. Unset sides mean what the shop did before promotions: no coupons, no
 * points, and the configured member discount for super members.
 */
export class OrderPromotionHub implements OrderPromotionPorts {
  coupons: CheckoutCoupons | null = null;
  points: CheckoutPoints | null = null;
  memberPricing: MemberPricing | null = null;
  private readonly listeners = new Map<OrderMilestone, OrderMilestoneListener[]>();

  provideCoupons(coupons: CheckoutCoupons): void {
    if (this.coupons) throw new Error('orderPromotions: coupons provided twice');
    this.coupons = coupons;
  }

  providePoints(points: CheckoutPoints): void {
    if (this.points) throw new Error('orderPromotions: points provided twice');
    this.points = points;
  }

  provideMemberPricing(pricing: MemberPricing): void {
    if (this.memberPricing) throw new Error('orderPromotions: member pricing provided twice');
    this.memberPricing = pricing;
  }

  onMilestone(milestone: OrderMilestone, listener: OrderMilestoneListener): void {
    this.listeners.set(milestone, [...(this.listeners.get(milestone) ?? []), listener]);
  }

  /** Runs the milestone's listeners one after the other in the transition's transaction. */
  async reach(em: EntityManager, event: OrderMilestoneEvent): Promise<void> {
    for (const listener of this.listeners.get(event.milestone) ?? []) await listener(em, event);
  }

  async orderFacts(em: EntityManager, orderId: number): Promise<OrderFacts | null> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    return order ? orderFactsOf(order) : null;
  }
}

export function orderFactsOf(order: Order): OrderFacts {
  return {
    orderId: order.id,
    number: order.number,
    userId: order.user.id,
    kind: order.kind,
    status: order.status,
    payableFen: order.payableFen,
    refundedFen: order.refundedFen,
    pointsSpent: order.pointsSpent,
    couponId: order.couponId ?? null,
    planCode: order.membershipPlanCode ?? null,
    activity: activityOf(order),
  };
}
