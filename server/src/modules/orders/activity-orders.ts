import type { EntityManager } from '@mikro-orm/sql';
import type { RequestContext } from '../../platform/auth/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import type { CheckoutDetails } from './checkout-rules.js';
import type { Checkout } from './checkout.js';
import type { LinelessOrderDesk } from './lineless-orders.js';
import type { OrdersContext } from './order-context.js';
import type { OrderActivity } from './order-promotions.js';
import { Order, OrderStatus } from './orders.entities.js';
import { OrderAction } from './orders.states.js';

/** What a live activity sells: one part, at its own price and payment window, delivered like any order. */
export interface ActivityOrderInput extends CheckoutDetails {
  /** The activity's kind (`FLASH_SALE` ...), id, and its own row (a sale item, a group ...; at most 64 characters). */
  activity: OrderActivity;
  productId: number;
  /** A valid order quantity of the part (its MOQ, increment and purchase limit hold as for any order). */
  quantity: number;
  /** The activity's unit price, 0.0001 yuan; no member discount, coupon or points apply to it. */
  unitPriceMilli: number;
  /** How long the buyer has to pay (flash sales: shorter than the shop's window). */
  paymentWindowMs: number;
  /** Chosen by the client per attempt: a repeat answers the same order. */
  idempotencyKey: string;
  /** A prize (free order, blind box): price 0, no freight, paid as it is placed. */
  prize?: boolean;
}

/** What a live activity sells without a part (one open of a paid blind box): an order with a title and an amount. */
export interface LinelessActivityOrderInput {
  activity: OrderActivity;
  /** What the order lists show (the box's title). */
  title: string;
  amountFen: number;
  idempotencyKey: string;
}

/** The activity's own step inside the order's transaction: its conditional updates; a throw refuses the order. */
export type ActivityTake = (em: EntityManager, order: { id: number; number: string; userId: number }) => Promise<void>;

export interface PlacedActivityOrder {
  id: number;
  number: string;
  payableFen: number;
  status: string;
}

/** How live activities sell as orders (the orders module provides it as `activityOrders`). */
export interface ActivityOrders {
  /**
   * One transaction: `take` first (the activity's stock, per-user limits, chances), then the order and its line,
   * the catalog's stock reserved by its conditional update (when the catalog is short the usual stock error is
   * thrown and everything, `take` included, rolls back), the expiry job after the commit. Idempotent per key.
   */
  placeActivityOrder(ctx: RequestContext, input: ActivityOrderInput, take: ActivityTake): Promise<PlacedActivityOrder>;
  /**
   * The shop cancels an unpaid activity order in the caller's transaction (a group that did not fill): its stock
   * comes back and `endedUnpaid` fires. False when the order was no longer waiting for payment.
   */
  cancelUnpaidActivityOrder(em: EntityManager, orderId: number, reason: string): Promise<boolean>;
  /**
   * An order of kind BLIND_BOX_OPEN (no lines, no delivery, the usual payment window and methods) and `take` in one
   * transaction; paying it completes it (PAY_BLIND_BOX_OPEN fires 'paid' and 'completed'). Idempotent per key.
   */
  placeLinelessActivityOrder(
    ctx: RequestContext,
    input: LinelessActivityOrderInput,
    take: ActivityTake,
  ): Promise<{ id: number; number: string }>;
}

export class ActivityOrderDesk implements ActivityOrders {
  constructor(
    private readonly context: OrdersContext,
    private readonly checkout: Checkout,
    private readonly lineless: LinelessOrderDesk,
  ) {}

  placeActivityOrder(ctx: RequestContext, input: ActivityOrderInput, take: ActivityTake): Promise<PlacedActivityOrder> {
    return this.checkout.placeActivityOrder(ctx, input, take);
  }

  placeLinelessActivityOrder(ctx: RequestContext, input: LinelessActivityOrderInput, take: ActivityTake) {
    return this.lineless.placeBlindBoxOpenOrder(ctx, input, take);
  }

  async cancelUnpaidActivityOrder(em: EntityManager, orderId: number, reason: string): Promise<boolean> {
    const order = await em.findOne(Order, orderId, { refresh: true });
    if (!order?.activityKind) return false;
    if (order.status !== OrderStatus.PENDING_PAYMENT && order.status !== OrderStatus.PENDING_APPROVAL) return false;
    return this.context.flow.fire(em, order, OrderAction.CANCEL, {
      actor: systemActor,
      changes: { cancelReason: [...reason].slice(0, 200).join(''), cancelledAt: this.context.clock.now() },
      note: reason,
    });
  }
}
