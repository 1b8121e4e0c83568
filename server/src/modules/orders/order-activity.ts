import type { OrderActivity } from './order-promotions.js';
import type { Order } from './orders.entities.js';

/** The live activity that sold the order, as milestones and facts tell it; null for the shop's own sales. */
export function activityOf(
  order: Pick<Order, 'activityKind' | 'activityId' | 'activityReference'>,
): OrderActivity | null {
  if (!order.activityKind || order.activityId == null) return null;
  return { kind: order.activityKind, id: order.activityId, reference: order.activityReference ?? '' };
}
