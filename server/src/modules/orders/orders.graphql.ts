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
  type SubscribeResolverData,
} from 'type-graphql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import {
  CheckoutOptionsNode,
  CheckoutPromotionsInput,
  CheckoutQuoteNode,
  CheckoutSourceInput,
  PlaceOrderInput,
  checkoutSourceOf,
  placeOrderInputOf,
  promotionChoiceOf,
  toQuoteNode,
} from './checkout.graphql.js';
import {
  OrderConnection,
  OrderNode,
  OrderStatusChangeNode,
  OrderTabCountsNode,
  toOrderNode,
} from './order-nodes.graphql.js';
import { OrderTab } from './order-display-filter.js';
import { OrderDisplayStatus } from './order-display-status.js';
import { DeliveryMethod } from './orders.entities.js';
import type { OrdersService } from './orders.service.js';
import type { OrderStatusChange } from './orders.states.js';

export { OrderNode, toOrderNode } from './order-nodes.graphql.js';
export { CheckoutSourceInput, placeOrderInputOf, promotionChoiceOf, toQuoteNode } from './checkout.graphql.js';

@InputType('CancelOrderInput', { description: 'Input of `cancelOrder`.' })
export class CancelOrderInput {
  @Field(() => ID, { description: 'ID of the order.' }) id!: string;
  @Field(() => String, { description: 'Why the buyer cancels; kept on the order and shown to staff.' }) reason!: string;
}

@InputType('OrderIdInput', {
  description: 'Input of `deleteOrder`, `remindToShip`, `confirmReceipt`, `buyAgain`, `approveOrder`.',
})
export class OrderIdInput {
  @Field(() => ID, { description: 'ID of the order.' }) id!: string;
}

@InputType('PayOrderWithBalanceInput', { description: 'Input of `payOrderWithBalance`.' })
export class PayOrderWithBalanceInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: "The buyer's payment password, checked before the balance is charged." })
  paymentPassword!: string;
}

@InputType('ShipOrderInput', { description: 'Input of `shipOrder`.' })
export class ShipOrderInput {
  @Field(() => ID, { description: 'ID of the order.' }) id!: string;
  @Field(() => String, { description: 'Name of the carrier that ships it.' }) carrier!: string;
  @Field(() => String, { description: '6-30 letters, digits or dashes.' }) waybillNumber!: string;
}

@InputType('AddLogisticsEventInput', { description: 'Input of `addLogisticsEvent`.' })
export class AddLogisticsEventInput {
  @Field(() => ID, { description: 'ID of the shipped order.' }) id!: string;
  @Field(() => String, { description: 'At most 200 characters.' }) description!: string;
}

@ObjectType('OrderPayload', {
  description:
    'What `placeOrder`, `cancelOrder`, `payOrderWithBalance`, `remindToShip`, `confirmReceipt`, `shipOrder`, `approveOrder`, `rejectOrderApproval`, `cancelPaidOrder` answer: the result, or `userErrors` saying why it did not go through.',
})
export class OrderPayload {
  @Field(() => OrderNode, {
    nullable: true,
    description: 'The order after the operation; null when `userErrors` is not empty.',
  })
  order?: OrderNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('DeleteOrderPayload', {
  description: 'What `deleteOrder` answers: the result, or `userErrors` saying why it did not go through.',
})
export class DeleteOrderPayload {
  @Field(() => ID, { nullable: true, description: 'ID of the deleted order. Null when there is none.' })
  deletedOrderId?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BuyAgainPayload', {
  description: 'What `buyAgain` answers: the result, or `userErrors` saying why it did not go through.',
})
export class BuyAgainPayload {
  @Field(() => Int, { nullable: true, description: 'Lines put back into the cart.' }) addedCount?: number;
  @Field(() => Int, { nullable: true, description: 'Lines that can no longer be bought as they were.' })
  skippedCount?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('AddLogisticsEventPayload', {
  description: 'What `addLogisticsEvent` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddLogisticsEventPayload {
  @Field(() => OrderNode, {
    nullable: true,
    description: 'The order with the new event; null when `userErrors` is not empty.',
  })
  order?: OrderNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

/** The subscriber's own order changes; the channel is the connection's own user, never an argument. */
function ownOrderChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<OrderStatusChange> {
  let userId: string;
  try {
    userId = requireUser(ctx, 'orders:read').id;
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
    @Arg('deliveryMethod', () => DeliveryMethod, {
      description: 'How the goods reach the buyer; EXPRESS adds freight, PICKUP adds none.',
    })
    deliveryMethod: DeliveryMethod,
    @Arg('source', () => CheckoutSourceInput, {
      nullable: true,
      description: "What is bought: a product and quantity for buy-now; null for the cart's selected lines.",
    })
    source: CheckoutSourceInput | null,
    @Arg('promotions', () => CheckoutPromotionsInput, {
      nullable: true,
      description: 'The coupon and points chosen; absent: the best coupon and no points.',
    })
    promotions: CheckoutPromotionsInput | null,
  ): Promise<CheckoutQuoteNode> {
    const quote = await this.orders.quote(ctx, checkoutSourceOf(source), deliveryMethod, promotionChoiceOf(promotions));
    return toQuoteNode(quote, ctx.locale);
  }

  @Query(() => CheckoutOptionsNode, { description: 'Pickup dates and time slots.' })
  checkoutOptions(): CheckoutOptionsNode {
    return this.orders.checkoutOptions();
  }

  @Query(() => OrderConnection, {
    description: "The signed-in buyer's orders in a tab, or showing one of the labels given, newest first.",
  })
  async myOrders(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('tab', () => OrderTab, { nullable: true, description: 'A tab of the order list; ALL when absent.' })
    tab: OrderTab | null,
    @Arg('displayStatuses', () => [OrderDisplayStatus], {
      nullable: true,
      description: 'Only orders showing one of these labels; wins over `tab` when not empty.',
    })
    displayStatuses: OrderDisplayStatus[] | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<OrderConnection> {
    const page = await this.orders.myOrders(
      ctx,
      { tab: tab ?? undefined, displayStatuses: displayStatuses ?? undefined },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(
      { ...page, items: page.items.map((detail) => ({ ...detail, id: detail.order.id })) },
      toOrderNode,
    );
  }

  @Query(() => OrderTabCountsNode, {
    description: "How many of the signed-in buyer's orders each order-list tab holds, for its badges.",
  })
  async orderTabCounts(@Ctx() { ctx }: GraphQLContext): Promise<OrderTabCountsNode> {
    const counts = await this.orders.tabCounts(ctx);
    return {
      all: counts.ALL,
      pendingPayment: counts.PENDING_PAYMENT,
      pendingShipment: counts.PENDING_SHIPMENT,
      pendingReceipt: counts.PENDING_RECEIPT,
      pendingReview: counts.PENDING_REVIEW,
      inProgress: counts.IN_PROGRESS,
      completed: counts.COMPLETED,
      closed: counts.CLOSED,
    };
  }

  @Query(() => OrderNode, { description: "One of the buyer's orders (staff: any order)." })
  order(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the order.' }) id: string,
  ): Promise<OrderNode> {
    return this.node(ctx, parseId(id, ['id']));
  }

  @Mutation(() => OrderPayload, { description: 'Places an order from the cart or buy-now; stock is reserved.' })
  placeOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => PlaceOrderInput, { description: "The operation's fields; see the input type." })
    input: PlaceOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      return { order: toOrderNode(await this.orders.placeOrderDetail(ctx, placeOrderInputOf(input))) };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Cancels an unpaid order with a reason; its stock returns.' })
  cancelOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CancelOrderInput, { description: "The operation's fields; see the input type." })
    input: CancelOrderInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.orders.cancel(ctx, idOf(input.id), input.reason);
      return { order: await this.node(ctx, order.id) };
    });
  }

  @Mutation(() => DeleteOrderPayload, { description: 'Removes a finished order from the list.' })
  deleteOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput, { description: "The operation's fields; see the input type." })
    input: OrderIdInput,
  ): Promise<DeleteOrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.orders.deleteOrder(ctx, idOf(input.id));
      return { deletedOrderId: input.id };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Pays with the account balance after the payment password.' })
  payOrderWithBalance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => PayOrderWithBalanceInput, { description: "The operation's fields; see the input type." })
    input: PayOrderWithBalanceInput,
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
    @Arg('input', () => OrderIdInput, { description: "The operation's fields; see the input type." })
    input: OrderIdInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => ({
      order: await this.node(ctx, (await this.orders.remindToShip(ctx, idOf(input.id))).id),
    }));
  }

  @Mutation(() => OrderPayload, { description: 'Confirms that a shipped order arrived.' })
  confirmReceipt(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput, { description: "The operation's fields; see the input type." })
    input: OrderIdInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => ({
      order: await this.node(ctx, (await this.orders.confirmReceipt(ctx, idOf(input.id))).id),
    }));
  }

  @Mutation(() => BuyAgainPayload, { description: "Puts an order's parts back into the cart." })
  buyAgain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput, { description: "The operation's fields; see the input type." })
    input: OrderIdInput,
  ): Promise<BuyAgainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { added, skipped } = await this.orders.buyAgain(ctx, idOf(input.id));
      return { addedCount: added, skippedCount: skipped };
    });
  }

  @Mutation(() => OrderPayload, { description: 'Sales and admin staff: ships a paid order with carrier and waybill.' })
  shipOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ShipOrderInput, { description: "The operation's fields; see the input type." })
    input: ShipOrderInput,
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
    @Arg('input', () => AddLogisticsEventInput, { description: "The operation's fields; see the input type." })
    input: AddLogisticsEventInput,
  ): Promise<AddLogisticsEventPayload> {
    return withUserErrors(ctx.locale, async () => {
      const orderId = idOf(input.id);
      await this.orders.addLogisticsEvent(ctx, orderId, input.description);
      return { order: await this.node(ctx, orderId) };
    });
  }

  @Subscription(() => OrderStatusChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownOrderChanges(context),
    description:
      "Each state change of the subscriber's own orders; needs a signed-in connection or an API key with orders:read.",
  })
  orderStatusChanged(@Root() change: OrderStatusChange): OrderStatusChangeNode {
    return { ...change, orderId: String(change.orderId) };
  }
}
