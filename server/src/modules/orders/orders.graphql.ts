import { Money } from '../../platform/graphql/money-scalar.js';
import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  registerEnumType,
  type SubscribeResolverData,
} from 'type-graphql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError, translateError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import { fenToNumber } from '@circuitmart/rules/money';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { OrderAction, type OrderStatusChange } from './orders.states.js';
import { DeliveryMethod, InvoiceType, OrderEventKind, OrderStatus, PaymentMethod } from './orders.entities.js';
import { OrderTab, type CheckoutSource, type OrderDetail, type OrdersService } from './orders.service.js';
import type { Quote } from './pricing.js';

registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The states of an order (spec §4).' });
registerEnumType(OrderTab, { name: 'OrderTab', description: 'The tabs of the order list.' });
registerEnumType(OrderAction, { name: 'OrderAction', description: 'What can be done to an order.' });
registerEnumType(OrderEventKind, { name: 'OrderEventKind' });
registerEnumType(DeliveryMethod, { name: 'DeliveryMethod' });
registerEnumType(InvoiceType, { name: 'InvoiceType' });
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

@ObjectType('CheckoutLine', { description: 'One line of the confirm page, priced by the server.' })
export class CheckoutLineNode {
  @Field(() => ID) productId!: string;
  @Field(() => ID, { nullable: true, description: 'The cart line it comes from; null for buy-now.' })
  cartLineId!: string | null;
  @Field(() => String) mpn!: string;
  @Field(() => String) brandName!: string;
  @Field(() => String) package!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: 'Unit price in 0.0001 yuan from the price break of the quantity.' })
  unitPriceMilli!: number;
  @Field(() => Money, { description: 'Integer fen.' }) lineTotalFen!: number;
  @Field(() => UserErrorNode, { nullable: true, description: 'Why the line cannot be ordered as it is.' })
  problem!: UserErrorNode | null;
}

@ObjectType('CheckoutQuote', {
  description: 'The totals of the pricing pipeline: payable = items - member discount - coupon - points + freight.',
})
export class CheckoutQuoteNode {
  @Field(() => [CheckoutLineNode]) lines!: CheckoutLineNode[];
  @Field(() => Money, { description: 'Integer fen.' }) itemsFen!: number;
  @Field(() => Money, { description: 'Integer fen; super members only.' }) memberDiscountFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) couponDeductionFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) pointsDeductionFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) freightFen!: number;
  @Field(() => Money, { description: 'Integer fen.' }) payableFen!: number;
}

@ObjectType('CheckoutOptions')
export class CheckoutOptionsNode {
  @Field(() => [String], { description: 'YYYY-MM-DD: today and the next 7 days.' }) pickupDates!: string[];
  @Field(() => [String]) timeSlots!: string[];
}

@ObjectType('OrderAddress', { description: 'The delivery address as it was when the order was placed.' })
export class OrderAddressNode {
  @Field(() => String) consignee!: string;
  @Field(() => String) areaCode!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) country!: string;
  @Field(() => String) province!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true }) district!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String) detail!: string;
}

@ObjectType('OrderPickup', { description: 'The store-pickup details as they were when the order was placed.' })
export class OrderPickupNode {
  @Field(() => ID) pointId!: string;
  @Field(() => String) pointName!: string;
  @Field(() => String) pointAddress!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) timeSlot!: string;
  @Field(() => String) personName!: string;
  @Field(() => String) personAreaCode!: string;
  @Field(() => String) personPhone!: string;
}

@ObjectType('OrderLine', { description: 'A line of an order: the part and its price at placement.' })
export class OrderLineNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field(() => String) mpn!: string;
  @Field(() => String) brandName!: string;
  @Field(() => String) package!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: '0.0001 yuan' }) unitPriceMilli!: number;
  @Field(() => Money, { description: 'fen' }) lineTotalFen!: number;
}

@ObjectType('OrderEvent', { description: 'A state change or logistics event of an order.' })
export class OrderEventNode {
  @Field(() => ID) id!: string;
  @Field(() => OrderEventKind) kind!: OrderEventKind;
  @Field(() => Date) at!: Date;
  @Field(() => String, { nullable: true }) action!: string | null;
  @Field(() => OrderStatus, { nullable: true }) fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus, { nullable: true }) toStatus!: OrderStatus | null;
  @Field(() => String, { nullable: true }) description!: string | null;
}

@ObjectType('Order', { description: 'An order (spec §3); amounts are integer fen.' })
export class OrderNode {
  @Field(() => ID) id!: string;
  @Field(() => String) number!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'End of the payment window.' }) expiresAt!: Date;
  @Field(() => [OrderLineNode]) lines!: OrderLineNode[];
  @Field(() => Money) itemsFen!: number;
  @Field(() => Money) memberDiscountFen!: number;
  @Field(() => Money) couponDeductionFen!: number;
  @Field(() => Money) pointsDeductionFen!: number;
  @Field(() => Money) freightFen!: number;
  @Field(() => Money, { description: 'The total to pay.' }) payableFen!: number;
  @Field(() => Money, { nullable: true, description: 'The actual payment, once paid.' }) paidFen!: number | null;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod!: PaymentMethod | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => String, { nullable: true }) remark!: string | null;
  @Field(() => InvoiceType) invoiceType!: InvoiceType;
  @Field(() => String, { nullable: true }) invoiceTitle!: string | null;
  @Field(() => String, { nullable: true }) invoiceTaxNumber!: string | null;
  @Field(() => DeliveryMethod) deliveryMethod!: DeliveryMethod;
  @Field(() => OrderAddressNode, { nullable: true }) address!: OrderAddressNode | null;
  @Field(() => OrderPickupNode, { nullable: true }) pickup!: OrderPickupNode | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) waybillNumber!: string | null;
  @Field(() => Date, { nullable: true }) shippedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When a shipped order confirms itself.' })
  autoConfirmAt!: Date | null;
  @Field(() => Date, { nullable: true }) receivedAt!: Date | null;
  @Field(() => [OrderEventNode], { description: 'Oldest first: state changes and the logistics timeline.' })
  events!: OrderEventNode[];
  @Field(() => [OrderAction], { description: "The buyer's actions the order's state allows." })
  availableActions!: OrderAction[];
}

export const { Connection: OrderConnection } = connectionTypes('Order', OrderNode);
export type OrderConnection = InstanceType<typeof OrderConnection>;

@ObjectType('OrderTabCounts', { description: "How many of the buyer's orders each tab of the order list holds." })
export class OrderTabCountsNode {
  @Field(() => Int) all!: number;
  @Field(() => Int) pendingPayment!: number;
  @Field(() => Int) pendingShipment!: number;
  @Field(() => Int) pendingReceipt!: number;
  @Field(() => Int) pendingReview!: number;
}

@ObjectType('OrderStatusChange', { description: "One of the subscriber's orders changed state." })
export class OrderStatusChangeNode {
  @Field(() => ID) orderId!: string;
  @Field(() => String) number!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
}

@InputType('CheckoutSourceInput', {
  description: "Buy now: productId and quantity; absent: the cart's selected lines.",
})
export class CheckoutSourceInput {
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field(() => Int, { nullable: true }) quantity?: number | null;
}

@InputType('PickupInput')
export class PickupInput {
  @Field(() => ID) pointId!: string;
  @Field(() => String, { description: 'YYYY-MM-DD, today up to 7 days ahead.' }) date!: string;
  @Field(() => String) timeSlot!: string;
  @Field(() => ID) personId!: string;
}

@InputType('InvoiceInput')
export class InvoiceInput {
  @Field(() => InvoiceType) type!: InvoiceType;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) taxNumber?: string | null;
}

@InputType('PlaceOrderInput')
export class PlaceOrderInput {
  @Field(() => CheckoutSourceInput, { nullable: true }) source?: CheckoutSourceInput | null;
  @Field(() => String, { description: 'Chosen once per confirm page; a repeated submit answers the same order.' })
  idempotencyKey!: string;
  @Field(() => DeliveryMethod) deliveryMethod!: DeliveryMethod;
  @Field(() => ID, { nullable: true, description: "Express: one of the buyer's addresses." }) addressId?: string | null;
  @Field(() => PickupInput, { nullable: true }) pickup?: PickupInput | null;
  @Field(() => InvoiceInput, { nullable: true }) invoice?: InvoiceInput | null;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) remark?: string | null;
}

@InputType('CancelOrderInput')
export class CancelOrderInput {
  @Field(() => ID) id!: string;
  @Field(() => String) reason!: string;
}

@InputType('OrderIdInput')
export class OrderIdInput {
  @Field(() => ID) id!: string;
}

@InputType('PayOrderWithBalanceInput')
export class PayOrderWithBalanceInput {
  @Field(() => ID) orderId!: string;
  @Field(() => String) paymentPassword!: string;
}

@InputType('ShipOrderInput')
export class ShipOrderInput {
  @Field(() => ID) id!: string;
  @Field(() => String) carrier!: string;
  @Field(() => String, { description: '6-30 letters, digits or dashes.' }) waybillNumber!: string;
}

@InputType('AddLogisticsEventInput')
export class AddLogisticsEventInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'At most 200 characters.' }) description!: string;
}

@ObjectType('OrderPayload')
export class OrderPayload {
  @Field(() => OrderNode, { nullable: true }) order?: OrderNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('DeleteOrderPayload')
export class DeleteOrderPayload {
  @Field(() => ID, { nullable: true }) deletedOrderId?: string;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('BuyAgainPayload')
export class BuyAgainPayload {
  @Field(() => Int, { nullable: true, description: 'Lines put back into the cart.' }) addedCount?: number;
  @Field(() => Int, { nullable: true, description: 'Lines that can no longer be bought as they were.' })
  skippedCount?: number;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@ObjectType('AddLogisticsEventPayload')
export class AddLogisticsEventPayload {
  @Field(() => OrderNode, { nullable: true }) order?: OrderNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

export function toQuoteNode(quote: Quote, locale: Locale): CheckoutQuoteNode {
  return {
    lines: quote.lines.map((line) => ({
      productId: String(line.product.id),
      cartLineId: line.cartLineId === undefined ? null : String(line.cartLineId),
      mpn: line.product.mpn,
      brandName: line.product.manufacturer.getEntity().name,
      package: line.product.package,
      quantity: line.quantity,
      unitPriceMilli: line.unitPriceMilli,
      lineTotalFen: fenToNumber(line.lineTotalFen),
      problem: line.problem && {
        code: line.problem.code,
        message: translateError(line.problem.code, locale, line.problem.params),
        field: null,
        lineIds: line.cartLineId === undefined ? null : [String(line.cartLineId)],
      },
    })),
    itemsFen: fenToNumber(quote.itemsFen),
    memberDiscountFen: fenToNumber(quote.memberDiscountFen),
    couponDeductionFen: fenToNumber(quote.couponDeductionFen),
    pointsDeductionFen: fenToNumber(quote.pointsDeductionFen),
    freightFen: fenToNumber(quote.freightFen),
    payableFen: fenToNumber(quote.payableFen),
  };
}

export function toOrderNode({ order, lines, events, buyerActions }: OrderDetail): OrderNode {
  return {
    id: String(order.id),
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    expiresAt: order.expiresAt,
    lines: lines.map((line) => ({
      id: String(line.id),
      productId: String(line.product.id),
      mpn: line.mpn,
      brandName: line.brandName,
      package: line.package,
      quantity: line.quantity,
      unitPriceMilli: line.unitPriceMilli,
      lineTotalFen: line.lineTotalFen,
    })),
    itemsFen: order.itemsFen,
    memberDiscountFen: order.memberDiscountFen,
    couponDeductionFen: order.couponDeductionFen,
    pointsDeductionFen: order.pointsDeductionFen,
    freightFen: order.freightFen,
    payableFen: order.payableFen,
    paidFen: order.paidFen ?? null,
    paymentMethod: order.paymentMethod ?? null,
    paidAt: order.paidAt ?? null,
    remark: order.remark ?? null,
    invoiceType: order.invoiceType,
    invoiceTitle: order.invoiceTitle ?? null,
    invoiceTaxNumber: order.invoiceTaxNumber ?? null,
    deliveryMethod: order.deliveryMethod,
    address: order.address ?? null,
    pickup: order.pickup ? { ...order.pickup, pointId: String(order.pickup.pointId) } : null,
    cancelReason: order.cancelReason ?? null,
    carrier: order.carrier ?? null,
    waybillNumber: order.waybillNumber ?? null,
    shippedAt: order.shippedAt ?? null,
    autoConfirmAt: order.autoConfirmAt ?? null,
    receivedAt: order.receivedAt ?? null,
    events: events.map((event) => ({
      id: String(event.id),
      kind: event.kind,
      at: event.at,
      action: event.action ?? null,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      description: event.description ?? null,
    })),
    availableActions: buyerActions,
  };
}

export function checkoutSourceOf(source: CheckoutSourceInput | null | undefined): CheckoutSource {
  if (!source?.productId) return { kind: 'cart' };
  return {
    kind: 'buyNow',
    productId: parseId(source.productId, ['input', 'source', 'productId']),
    quantity: source.quantity ?? 1,
  };
}

export function placeOrderInputOf(input: PlaceOrderInput) {
  return {
    source: checkoutSourceOf(input.source),
    idempotencyKey: input.idempotencyKey,
    deliveryMethod: input.deliveryMethod,
    addressId: input.addressId ? parseId(input.addressId, ['input', 'addressId']) : null,
    pickup: input.pickup && {
      pointId: parseId(input.pickup.pointId, ['input', 'pickup', 'pointId']),
      personId: parseId(input.pickup.personId, ['input', 'pickup', 'personId']),
      date: input.pickup.date,
      timeSlot: input.pickup.timeSlot,
    },
    invoice: input.invoice ?? null,
    remark: input.remark ?? null,
  };
}

/** The subscriber's own order changes; the channel is the connection's own user, never an argument. */
function ownOrderChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<OrderStatusChange> {
  let userId: string;
  try {
    userId = requireUser(ctx).id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  return (pubSub as PubSub).subscribe('ORDER_STATUS_CHANGED', userId);
}

const idOf = (id: string) => parseId(id, ['input', 'id']);

@Resolver()
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  private async node(ctx: RequestContext, orderId: number): Promise<OrderNode> {
    return toOrderNode(await this.orders.orderDetail(ctx, orderId));
  }

  @Query(() => CheckoutQuoteNode, { description: 'Lines and totals of the confirm page, from the pricing pipeline.' })
  async checkoutQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('deliveryMethod', () => DeliveryMethod) deliveryMethod: DeliveryMethod,
    @Arg('source', () => CheckoutSourceInput, { nullable: true }) source: CheckoutSourceInput | null,
  ): Promise<CheckoutQuoteNode> {
    return toQuoteNode(await this.orders.quote(ctx, checkoutSourceOf(source), deliveryMethod), ctx.locale);
  }

  @Query(() => CheckoutOptionsNode, { description: 'Pickup dates and time slots.' })
  checkoutOptions(): CheckoutOptionsNode {
    return this.orders.checkoutOptions();
  }

  @Query(() => OrderConnection, { description: "The signed-in buyer's orders in a tab, newest first." })
  async myOrders(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('tab', () => OrderTab, { nullable: true }) tab: OrderTab | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<OrderConnection> {
    const page = await this.orders.myOrders(ctx, tab ?? OrderTab.ALL, pageRequest(first ?? undefined, after));
    return toConnection(
      { ...page, items: page.items.map((detail) => ({ ...detail, id: detail.order.id })) },
      toOrderNode,
    );
  }

  @Query(() => OrderTabCountsNode)
  async orderTabCounts(@Ctx() { ctx }: GraphQLContext): Promise<OrderTabCountsNode> {
    const counts = await this.orders.tabCounts(ctx);
    return {
      all: counts.ALL,
      pendingPayment: counts.PENDING_PAYMENT,
      pendingShipment: counts.PENDING_SHIPMENT,
      pendingReceipt: counts.PENDING_RECEIPT,
      pendingReview: counts.PENDING_REVIEW,
    };
  }

  @Query(() => OrderNode, { description: "One of the buyer's orders (staff: any order)." })
  order(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<OrderNode> {
    return this.node(ctx, parseId(id, ['id']));
  }

  @Mutation(() => OrderPayload, { description: 'Places an order from the cart or buy-now; stock is reserved.' })
  placeOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.orders.placeOrder(ctx, placeOrderInputOf(input));
      return { order: await this.node(ctx, order.id) };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Cancels an unpaid order with a reason; its stock returns.' })
  cancelOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CancelOrderInput) input: CancelOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.orders.cancel(ctx, idOf(input.id), input.reason);
      return { order: await this.node(ctx, order.id) };
    });
  }

  @Mutation(() => DeleteOrderPayload, { description: 'Removes a finished order from the list.' })
  deleteOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput) input: OrderIdInput,
  ): Promise<DeleteOrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.orders.deleteOrder(ctx, idOf(input.id));
      return { deletedOrderId: input.id };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Pays with the account balance after the payment password.' })
  payOrderWithBalance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => PayOrderWithBalanceInput) input: PayOrderWithBalanceInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const orderId = parseId(input.orderId, ['input', 'orderId']);
      await this.orders.payWithBalance(ctx, orderId, input.paymentPassword);
      return { order: await this.node(ctx, orderId) };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Reminds the seller to ship a paid order (once a day).' })
  remindToShip(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput) input: OrderIdInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => ({
      order: await this.node(ctx, (await this.orders.remindToShip(ctx, idOf(input.id))).id),
    }));
  }

  @Mutation(() => OrderPayload, { description: 'Confirms that a shipped order arrived.' })
  confirmReceipt(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput) input: OrderIdInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => ({
      order: await this.node(ctx, (await this.orders.confirmReceipt(ctx, idOf(input.id))).id),
    }));
  }

  @Mutation(() => BuyAgainPayload, { description: "Puts an order's parts back into the cart." })
  buyAgain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput) input: OrderIdInput,
  ): Promise<BuyAgainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { added, skipped } = await this.orders.buyAgain(ctx, idOf(input.id));
      return { addedCount: added, skippedCount: skipped };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Sales and admin staff: ships a paid order with carrier and waybill.' })
  shipOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ShipOrderInput) input: ShipOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => ({
      order: await this.node(ctx, (await this.orders.ship(ctx, idOf(input.id), input.carrier, input.waybillNumber)).id),
    }));
  }

  @Mutation(() => AddLogisticsEventPayload, {
    description: "Sales and admin staff: a step of a shipped order's journey.",
  })
  addLogisticsEvent(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AddLogisticsEventInput) input: AddLogisticsEventInput,
  ): Promise<AddLogisticsEventPayload> {
    return withUserErrors(ctx.locale, async () => {
      const orderId = idOf(input.id);
      await this.orders.addLogisticsEvent(ctx, orderId, input.description);
      return { order: await this.node(ctx, orderId) };
    });
  }

  @Subscription(() => OrderStatusChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownOrderChanges(context),
    description: "Each state change of the subscriber's own orders; needs a signed-in connection.",
  })
  orderStatusChanged(@Root() change: OrderStatusChange): OrderStatusChangeNode {
    return { ...change, orderId: String(change.orderId) };
  }
}
