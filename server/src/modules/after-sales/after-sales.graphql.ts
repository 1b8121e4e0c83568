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
import { requireUser } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import {
  AfterSaleOptionsNode,
  AfterSaleQuoteInput,
  AfterSaleQuoteNode,
  AfterSaleRequestConnection,
  AfterSaleRequestNode,
  AfterSaleStatusChangeNode,
  StaffAfterSaleFilterInput,
  toAfterSaleNode,
  toOptionsNode,
  toQuoteNode,
} from './after-sale-nodes.graphql.js';
import { AfterSaleStatus } from './after-sales.entities.js';
import type { AfterSalesService } from './after-sales.service.js';
import type { AfterSaleStatusChange } from './after-sales.states.js';

@InputType('AfterSaleIdInput', {
  description: 'Input of `cancelAfterSale`, `confirmAfterSaleReplacement`, `approveAfterSale`, `issueAfterSaleRefund`.',
})
export class AfterSaleIdInput {
  @Field(() => ID, { description: 'ID of the after-sales request.' }) id!: string;
}

@InputType('ShipAfterSaleInput', { description: 'A carrier code (rules/carriers) and its waybill number.' })
export class ShipAfterSaleInput {
  @Field(() => ID, { description: 'ID of the after-sales request.' }) id!: string;
  @Field(() => String, { description: 'Carrier code from the carrier list (rules/carriers).' }) carrier!: string;
  @Field(() => String, { description: "The carrier's tracking number." }) waybillNumber!: string;
}

@InputType('RejectAfterSaleInput', { description: 'Input of `rejectAfterSale`.' })
export class RejectAfterSaleInput {
  @Field(() => ID, { description: 'ID of the request under review.' }) id!: string;
  @Field(() => String, { description: 'Told to the buyer; at most 200 characters.' }) reason!: string;
}

@InputType('RequestAfterSaleProofInput', { description: 'Input of `requestAfterSaleProof`.' })
export class RequestAfterSaleProofInput {
  @Field(() => ID, { description: 'ID of the request under review.' }) id!: string;
  @Field(() => String, { description: 'What the buyer should add; at most 200 characters.' }) note!: string;
}

@InputType('ReceiveAfterSaleReturnInput', { description: 'Input of `receiveAfterSaleReturn`.' })
export class ReceiveAfterSaleReturnInput {
  @Field(() => ID, { description: 'ID of the request whose return was shipped.' }) id!: string;
  @Field(() => Boolean, { description: 'Fine goods go back on the shelf.' }) goodsFine!: boolean;
}

@ObjectType('AfterSaleRequestPayload', {
  description:
    'What `shipAfterSaleReturn`, `cancelAfterSale`, `confirmAfterSaleReplacement`, `approveAfterSale`, `rejectAfterSale`, `requestAfterSaleProof`, `receiveAfterSaleReturn`, `issueAfterSaleRefund`, `shipAfterSaleReplacement` answer: the result, or `userErrors` saying why it did not go through.',
})
export class AfterSaleRequestPayload {
  @Field(() => AfterSaleRequestNode, {
    nullable: true,
    description: 'The request after the operation; null when `userErrors` is not empty.',
  })
  afterSaleRequest?: AfterSaleRequestNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

/** The subscriber's own requests; the channel is the connection's own user, never an argument. */
function ownAfterSaleChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<AfterSaleStatusChange> {
  let userId: string;
  try {
    userId = requireUser(ctx).id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  return (pubSub as PubSub).subscribe('AFTER_SALE_STATUS_CHANGED', userId);
}

const idOf = (id: string) => parseId(id, ['input', 'id']);

@Resolver()
export class AfterSalesResolver {
  constructor(private readonly afterSales: AfterSalesService) {}

  @Query(() => AfterSaleOptionsNode, { description: "What the apply page offers for one of the buyer's orders." })
  async afterSaleOptions(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<AfterSaleOptionsNode> {
    return toOptionsNode(await this.afterSales.options(ctx, parseId(orderId, ['orderId'])));
  }

  @Query(() => AfterSaleQuoteNode, { description: 'The refund the server grants for these lines now.' })
  async afterSaleQuote(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AfterSaleQuoteInput, { description: "The operation's fields; see the input type." })
    input: AfterSaleQuoteInput,
  ): Promise<AfterSaleQuoteNode> {
    const lines = input.lines.map((line) => ({
      orderLineId: parseId(line.orderLineId, ['input', 'lines']),
      quantity: line.quantity,
    }));
    return toQuoteNode(
      await this.afterSales.quote(ctx, parseId(input.orderId, ['input', 'orderId']), input.type, lines),
    );
  }

  @Query(() => AfterSaleRequestConnection, { description: "The signed-in buyer's requests, newest first." })
  async myAfterSaleRequests(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('statuses', () => [AfterSaleStatus], {
      nullable: true,
      description: 'Only items in one of these statuses; every status when absent or empty.',
    })
    statuses: AfterSaleStatus[] | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<AfterSaleRequestConnection> {
    const page = await this.afterSales.mine(ctx, statuses, pageRequest(first ?? undefined, after));
    return toConnection(
      { ...page, items: page.items.map((view) => ({ ...view, id: view.request.id })) },
      toAfterSaleNode,
    );
  }

  @Query(() => AfterSaleRequestNode, {
    nullable: true,
    description: "One of the buyer's own requests; staff who may see all: any. Another's is NOT_FOUND.",
  })
  async afterSaleRequest(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the after sale request.' }) id: string,
  ): Promise<AfterSaleRequestNode | null> {
    return toAfterSaleNode(await this.afterSales.detail(ctx, parseId(id, ['id'])));
  }

  @Query(() => AfterSaleRequestConnection, { description: 'Staff: the after-sales queue, newest first.' })
  async staffAfterSaleRequests(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('filter', () => StaffAfterSaleFilterInput, {
      nullable: true,
      description: 'Narrows the list; the whole list when absent.',
    })
    filter: StaffAfterSaleFilterInput | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<AfterSaleRequestConnection> {
    const customerId = filter?.customerId ? parseId(filter.customerId, ['filter', 'customerId']) : null;
    const page = await this.afterSales.staffQueue(
      ctx,
      { ...filter, customerId },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(
      { ...page, items: page.items.map((view) => ({ ...view, id: view.request.id })) },
      toAfterSaleNode,
    );
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'The buyer ships an approved return: carrier and waybill.' })
  shipAfterSaleReturn(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ShipAfterSaleInput, { description: "The operation's fields; see the input type." })
    input: ShipAfterSaleInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.shipReturn(ctx, id, input.carrier, input.waybillNumber));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'The buyer withdraws a request (it may be resubmitted).' })
  cancelAfterSale(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AfterSaleIdInput, { description: "The operation's fields; see the input type." })
    input: AfterSaleIdInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.cancel(ctx, id));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'The buyer received the replacement.' })
  confirmAfterSaleReplacement(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AfterSaleIdInput, { description: "The operation's fields; see the input type." })
    input: AfterSaleIdInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.confirmReplacement(ctx, id));
  }

  @Mutation(() => AfterSaleRequestPayload, {
    description: 'Staff approve by the type (refund, return, replenishment).',
  })
  approveAfterSale(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AfterSaleIdInput, { description: "The operation's fields; see the input type." })
    input: AfterSaleIdInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.approve(ctx, id));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'Staff reject with a reason the buyer is told.' })
  rejectAfterSale(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RejectAfterSaleInput, { description: "The operation's fields; see the input type." })
    input: RejectAfterSaleInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.reject(ctx, id, input.reason));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'Staff ask the buyer for more proof.' })
  requestAfterSaleProof(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RequestAfterSaleProofInput, { description: "The operation's fields; see the input type." })
    input: RequestAfterSaleProofInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.requestProof(ctx, id, input.note));
  }

  @Mutation(() => AfterSaleRequestPayload, {
    description: 'Staff received the return; fine goods go back on the shelf.',
  })
  receiveAfterSaleReturn(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReceiveAfterSaleReturnInput, { description: "The operation's fields; see the input type." })
    input: ReceiveAfterSaleReturnInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.receiveReturn(ctx, id, input.goodsFine));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'Staff refund the request the way the order was paid.' })
  issueAfterSaleRefund(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AfterSaleIdInput, { description: "The operation's fields; see the input type." })
    input: AfterSaleIdInput,
  ) {
    return this.act(ctx, input.id, (id) => this.afterSales.issueRefund(ctx, id));
  }

  @Mutation(() => AfterSaleRequestPayload, { description: 'Staff ship the replacement: carrier and waybill.' })
  shipAfterSaleReplacement(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ShipAfterSaleInput, { description: "The operation's fields; see the input type." })
    input: ShipAfterSaleInput,
  ) {
    return this.act(ctx, input.id, (id) =>
      this.afterSales.shipReplacement(ctx, id, input.carrier, input.waybillNumber),
    );
  }

  @Subscription(() => AfterSaleStatusChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownAfterSaleChanges(context),
    description: "Each state change of the subscriber's own after-sales requests; needs a signed-in connection.",
  })
  afterSaleStatusChanged(@Root() change: AfterSaleStatusChange): AfterSaleStatusChangeNode {
    return { ...change, id: String(change.id) };
  }

  /** Runs a move and answers the request as the viewer now sees it, or the user errors. */
  private act(
    ctx: GraphQLContext['ctx'],
    rawId: string,
    move: (id: number) => Promise<void>,
  ): Promise<AfterSaleRequestPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = idOf(rawId);
      await move(id);
      return { afterSaleRequest: toAfterSaleNode(await this.afterSales.detail(ctx, id)) };
    });
  }
}
