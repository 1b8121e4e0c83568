import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Money } from '../../platform/graphql/money-scalar.js';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import { BankRemittanceNode, toRemittanceNode } from '../payments/payments.graphql.js';
import { ProviderPaymentNode, toProviderPaymentNode } from '../payments/provider-payments.graphql.js';
import { OrderAction } from './orders.states.js';
import { OrderEventKind, OrderStatus } from './orders.entities.js';
import { OrderIdInput, OrderNode, OrderPayload, toOrderNode } from './orders.graphql.js';
import type { OrdersService } from './orders.service.js';
import type {
  AuditEntry,
  OrderBuyer,
  StaffOrderDetail,
  StaffOrderSummary,
  StaffOrdersService,
} from './staff-orders.service.js';

@ObjectType('StaffOrderBuyer', { description: 'Who placed an order, as staff see them.' })
export class StaffOrderBuyerNode {
  @Field(() => ID, { description: 'ID of the staff order buyer.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'E-mail address.' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number.' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: "The buyer's display name; null if they never set one." })
  nickname!: string | null;
}

@ObjectType('OrderAuditActor', { description: 'A user who did something to an order.' })
export class OrderAuditActorNode {
  @Field(() => ID, { description: 'ID of the order audit actor.' }) id!: string;
  @Field(() => String, { description: "The user's display name." }) name!: string;
  @Field(() => [String], { description: 'buyer, support, sales, admin.' }) roles!: string[];
}

@ObjectType('OrderAuditEntry', { description: 'One line of an order audit trail: who did what, when.' })
export class OrderAuditEntryNode {
  @Field(() => ID, { description: 'ID of the order audit entry.' }) id!: string;
  @Field(() => OrderEventKind, { description: 'Which kind it is; see `OrderEventKind`.' }) kind!: OrderEventKind;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
  @Field(() => String, { nullable: true, description: 'The action of the order state machine (or PLACE).' })
  action!: string | null;
  @Field(() => OrderStatus, {
    nullable: true,
    description: 'The state before; null for entries that did not change the state.',
  })
  fromStatus!: OrderStatus | null;
  @Field(() => OrderStatus, {
    nullable: true,
    description: 'The state after; null for entries that did not change the state.',
  })
  toStatus!: OrderStatus | null;
  @Field(() => String, { nullable: true, description: 'The reason, note or logistics text recorded; null if none.' })
  description!: string | null;
  @Field(() => OrderAuditActorNode, { nullable: true, description: 'Null: the shop itself (jobs, callbacks).' })
  actor!: OrderAuditActorNode | null;
}

@ObjectType('StaffOrderSummary', { description: 'One row of the staff order list.' })
export class StaffOrderSummaryNode {
  @Field(() => ID, { description: 'ID of the staff order summary.' }) id!: string;
  @Field(() => String, { description: 'The order number shown to buyers and staff.' }) number!: string;
  @Field(() => OrderStatus, { description: 'Where it stands now; see `OrderStatus`.' }) status!: OrderStatus;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Money, { description: 'Payable in fen (0.01 yuan).' }) payableFen!: number;
  @Field(() => Int, { description: 'How many lines the order has.' }) lineCount!: number;
  @Field(() => String, {
    nullable: true,
    description: 'Manufacturer part number of the first line; null for an order without lines.',
  })
  firstMpn!: string | null;
  @Field(() => StaffOrderBuyerNode, { description: 'Who placed the order.' }) buyer!: StaffOrderBuyerNode;
  @Field(() => Money, { description: 'Provider money the shop still has to return for the order (0: none).' })
  moneyToReturnFen!: number;
}

export const { Connection: StaffOrderConnection } = connectionTypes('StaffOrderSummary', StaffOrderSummaryNode);
export type StaffOrderConnection = InstanceType<typeof StaffOrderConnection>;

@ObjectType('StaffOrderDetail', { description: 'An order as the staff console shows it.' })
export class StaffOrderDetailNode {
  @Field(() => OrderNode, { description: 'The order itself, as the buyer sees it.' }) order!: OrderNode;
  @Field(() => StaffOrderBuyerNode, { description: 'Who placed the order.' }) buyer!: StaffOrderBuyerNode;
  @Field(() => [OrderAuditEntryNode], { description: 'Oldest first.' }) audit!: OrderAuditEntryNode[];
  @Field(() => [BankRemittanceNode], { description: 'Newest first.' }) remittances!: BankRemittanceNode[];
  @Field(() => [ProviderPaymentNode], {
    description: 'Every payment a provider confirmed for the order, oldest first; `toReturn` marks money to return.',
  })
  payments!: ProviderPaymentNode[];
  @Field(() => Money, { description: 'The sum of the payments still to return (0: none).' }) moneyToReturnFen!: number;
  @Field(() => [OrderAction], { description: "The staff actions the order's state allows." })
  staffActions!: OrderAction[];
}

@InputType('RejectOrderApprovalInput', { description: 'Input of `rejectOrderApproval`.' })
export class RejectOrderApprovalInput {
  @Field(() => ID, { description: 'ID of the order that waits for approval.' }) id!: string;
  @Field(() => String, { description: 'At most 200 characters.' }) reason!: string;
}

const toBuyerNode = (buyer: OrderBuyer): StaffOrderBuyerNode => ({ ...buyer, id: String(buyer.id) });

export function toSummaryNode(summary: StaffOrderSummary): StaffOrderSummaryNode {
  return {
    id: String(summary.order.id),
    number: summary.order.number,
    status: summary.order.status,
    createdAt: summary.order.createdAt,
    payableFen: summary.order.payableFen,
    lineCount: summary.lineCount,
    firstMpn: summary.firstMpn,
    buyer: toBuyerNode(summary.buyer),
    moneyToReturnFen: summary.moneyToReturnFen,
  };
}

function toAuditNode({ event, actor }: AuditEntry): OrderAuditEntryNode {
  return {
    id: String(event.id),
    kind: event.kind,
    at: event.at,
    action: event.action ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    description: event.description ?? null,
    actor: actor && { ...actor, id: String(actor.id) },
  };
}

export function toStaffDetailNode(detail: StaffOrderDetail): StaffOrderDetailNode {
  return {
    order: toOrderNode(detail),
    buyer: toBuyerNode(detail.buyer),
    audit: detail.audit.map(toAuditNode),
    remittances: detail.remittances.map(toRemittanceNode),
    payments: detail.payments.map(toProviderPaymentNode),
    moneyToReturnFen: detail.moneyToReturnFen,
    staffActions: detail.staffActions,
  };
}

/** The staff order console; ship, tracking and remittance decisions are the orders and payments mutations. */
@Resolver()
export class StaffOrdersResolver {
  constructor(
    private readonly console: StaffOrdersService,
    private readonly orders: OrdersService,
  ) {}

  @Query(() => StaffOrderConnection, {
    description: 'Sales and admin staff: every order, newest first, by part of its number or the buyer e-mail/phone.',
  })
  async staffOrders(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('query', () => String, { nullable: true, description: 'Text to search for; everything when absent.' })
    query: string | null,
    @Arg('status', () => OrderStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: OrderStatus | null,
    @Arg('moneyToReturn', () => Boolean, {
      nullable: true,
      description: 'true: only orders with provider money the shop still has to return.',
    })
    moneyToReturn: boolean | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<StaffOrderConnection> {
    const page = await this.console.search(
      ctx,
      { query, status, moneyToReturn },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toSummaryNode);
  }

  @Query(() => StaffOrderDetailNode, { description: 'Sales and admin staff: one order with buyer and audit trail.' })
  async staffOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the staff order detail.' }) id: string,
  ): Promise<StaffOrderDetailNode> {
    return toStaffDetailNode(await this.console.detail(ctx, parseId(id, ['id'])));
  }

  @Query(() => [StaffOrderSummaryNode], {
    description: "Support, sales and admin staff: a customer's latest orders (beside their chat).",
  })
  async customerRecentOrders(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('customerId', () => ID, { description: 'ID of the customer.' }) customerId: string,
    @Arg('first', () => Int, { nullable: true, description: 'At most 10; 5 by default.' }) first: number | null,
  ): Promise<StaffOrderSummaryNode[]> {
    const rows = await this.console.recentOrdersOf(ctx, parseId(customerId, ['customerId']), first ?? 5);
    return rows.map(toSummaryNode);
  }

  @Mutation(() => OrderPayload, {
    description: 'Sales and admin staff: approves an order pending approval; its payment window starts.',
  })
  approveOrder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => OrderIdInput, { description: "The operation's fields; see the input type." })
    input: OrderIdInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.orders.approve(ctx, parseId(input.id, ['input', 'id']));
      return { order: toOrderNode(await this.orders.orderDetail(ctx, order.id)) };
    });
  }

  @Mutation(() => OrderPayload, {
    description: 'Sales and admin staff: refuses an order pending approval with a reason; it closes.',
  })
  rejectOrderApproval(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RejectOrderApprovalInput, { description: "The operation's fields; see the input type." })
    input: RejectOrderApprovalInput,
  ): Promise<OrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.orders.rejectApproval(ctx, parseId(input.id, ['input', 'id']), input.reason);
      return { order: toOrderNode(await this.orders.orderDetail(ctx, order.id)) };
    });
  }
}
