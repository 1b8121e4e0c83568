import { requireUser } from '../../platform/auth/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { PayableOrders } from '../payments/payable-orders.js';
import { ActivityOrderDesk } from './activity-orders.js';
import { AfterSaleOrderPort } from './after-sale-orders.js';
import { BuyerActions } from './buyer-actions.js';
import { Checkout } from './checkout.js';
import { LinelessOrderDesk } from './lineless-orders.js';
import { OrderPromotionHub } from './order-promotion-hub.js';
import { releaseOrderStock, type OrdersContext, type OrdersDependencies } from './order-context.js';
import { OrderDeadlines } from './order-deadlines.js';
import { OrderPayments } from './order-payments.js';
import { OpenAfterSales } from './order-display-status.js';
import { OrderQueries, type OrderDetail } from './order-queries.js';
import { defaultOrderSettings, type OrderSettings } from './order-settings.js';
import type { Order } from './orders.entities.js';
import { createOrderFlow, type OrderFlow } from './orders.states.js';
import { StaffActions } from './staff-actions.js';

export type { CheckoutSource, PlaceOrderInput } from './checkout.js';
export type { OrderPayment, PayableOrder } from './order-payments.js';
export type { OrderDetail } from './order-queries.js';
export { labelsOfTab, OrderTab } from './order-display-filter.js';
export { defaultOrderSettings, type OrderSettings } from './order-settings.js';

/**
 * The orders module's one entry point: checkout, the buyer's and staff's actions, the payments port, deadlines and
 * reading, each in its own file and all moving orders through the one order flow (`orders.states.ts`).
 */
export class OrdersService implements PayableOrders {
  /** Every state change of an order goes through it. */
  readonly flow: OrderFlow;
  /** What the after-sales module reads and does of orders. */
  readonly afterSales: AfterSaleOrderPort;
  /** Where coupons, points and membership plug into checkout and the order milestones (`OrderPromotionPorts`). */
  readonly promotions = new OrderPromotionHub();
  /** How the membership module sells a membership (`MembershipOrders`). */
  readonly membershipOrders: LinelessOrderDesk;
  /** How live activities sell their parts (`ActivityOrders`). */
  readonly activityOrders: ActivityOrderDesk;
  private readonly checkout: Checkout;
  private readonly buyer: BuyerActions;
  private readonly staff: StaffActions;
  private readonly payments: OrderPayments;
  private readonly deadlines: OrderDeadlines;
  private readonly queries: OrderQueries;
  /** Where the after-sales module tells which orders have a request open. */
  readonly openAfterSales = new OpenAfterSales();

  constructor(
    clock: Clock,
    jobs: JobScheduler,
    pubSub: PubSub,
    deps: OrdersDependencies,
    settings: Partial<OrderSettings> = {},
  ) {
    this.flow = createOrderFlow({
      clock,
      jobs,
      pubSub,
      afterCommit: deps.afterCommit,
      shopEvents: deps.shopEvents,
      notifications: deps.notifications,
      releaseStock: (em, order, actorId) => releaseOrderStock(deps.catalog, em, order, { actorId, at: clock.now() }),
      reachMilestone: (em, event) => this.promotions.reach(em, event),
    });
    const context: OrdersContext = {
      clock,
      jobs,
      settings: { ...defaultOrderSettings, ...settings },
      flow: this.flow,
      deps,
      promotions: this.promotions,
      openAfterSales: this.openAfterSales,
    };
    this.queries = new OrderQueries(context);
    this.payments = new OrderPayments(context, (ctx, orderId) => this.queries.orderDetail(ctx, orderId));
    this.checkout = new Checkout(context, this.payments);
    this.buyer = new BuyerActions(context, this.payments);
    this.staff = new StaffActions(context);
    this.deadlines = new OrderDeadlines(context);
    this.afterSales = new AfterSaleOrderPort(context);
    this.membershipOrders = new LinelessOrderDesk(context);
    this.activityOrders = new ActivityOrderDesk(context, this.checkout, this.membershipOrders);
  }

  // Checkout
  quote: Checkout['quote'] = (...args) => this.checkout.quote(...args);
  checkoutOptions: Checkout['checkoutOptions'] = () => this.checkout.checkoutOptions();
  placeOrder = async (...args: Parameters<Checkout['placeOrder']>): Promise<Order> =>
    (await this.checkout.placeOrder(...args)).order;
  /** Places the order and answers its detail, built from what its transaction wrote (a repeated key: read). */
  placeOrderDetail = async (...args: Parameters<Checkout['placeOrder']>): Promise<OrderDetail> => {
    const [ctx] = args;
    const { order, written } = await this.checkout.placeOrder(...args);
    if (!written) return this.queries.orderDetail(ctx, order.id);
    requireUser(ctx, 'orders:read');
    return this.queries.placedDetail(order, written.lines, written.events);
  };
  // The buyer's actions
  cancel: BuyerActions['cancel'] = (...args) => this.buyer.cancel(...args);
  payWithBalance: BuyerActions['payWithBalance'] = (...args) => this.buyer.payWithBalance(...args);
  remindToShip: BuyerActions['remindToShip'] = (...args) => this.buyer.remindToShip(...args);
  confirmReceipt: BuyerActions['confirmReceipt'] = (...args) => this.buyer.confirmReceipt(...args);
  deleteOrder: BuyerActions['deleteOrder'] = (...args) => this.buyer.deleteOrder(...args);
  buyAgain: BuyerActions['buyAgain'] = (...args) => this.buyer.buyAgain(...args);
  // Staff actions
  approve: StaffActions['approve'] = (...args) => this.staff.approve(...args);
  rejectApproval: StaffActions['rejectApproval'] = (...args) => this.staff.rejectApproval(...args);
  ship: StaffActions['ship'] = (...args) => this.staff.ship(...args);
  addLogisticsEvent: StaffActions['addLogisticsEvent'] = (...args) => this.staff.addLogisticsEvent(...args);
  // The payments port, and flow events other modules fire
  payableOrder: OrderPayments['payableOrder'] = (...args) => this.payments.payableOrder(...args);
  markPaid: OrderPayments['markPaid'] = (...args) => this.payments.markPaid(...args);
  isPaid: OrderPayments['isPaid'] = (...args) => this.payments.isPaid(...args);
  holdForRemittance: OrderPayments['holdForRemittance'] = (...args) => this.payments.holdForRemittance(...args);
  reopenAfterRejectedRemittance: OrderPayments['reopenAfterRejectedRemittance'] = (...args) =>
    this.payments.reopenAfterRejectedRemittance(...args);
  scheduleExpiry: OrderPayments['scheduleExpiry'] = (...args) => this.payments.scheduleExpiry(...args);
  transition: OrderPayments['transition'] = (...args) => this.payments.transition(...args);
  // Deadlines
  expire: OrderDeadlines['expire'] = (...args) => this.deadlines.expire(...args);
  autoConfirm: OrderDeadlines['autoConfirm'] = (...args) => this.deadlines.autoConfirm(...args);
  resumeDeadlines: OrderDeadlines['resumeDeadlines'] = () => this.deadlines.resumeDeadlines();
  // Reading
  myOrders: OrderQueries['myOrders'] = (...args) => this.queries.myOrders(...args);
  tabCounts: OrderQueries['tabCounts'] = (...args) => this.queries.tabCounts(...args);
  orderDetail: OrderQueries['orderDetail'] = (...args) => this.queries.orderDetail(...args);
  staffActionsOf: OrderQueries['staffActionsOf'] = (...args) => this.queries.staffActionsOf(...args);
}
