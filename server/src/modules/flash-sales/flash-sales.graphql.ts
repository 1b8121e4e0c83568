import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { InvoiceInput, PickupInput } from '../orders/checkout.graphql.js';
import { toOrderNode } from '../orders/orders.graphql.js';
import type { OrdersService } from '../orders/orders.service.js';
import { BuyFlashSalePayload, FlashSaleSessionNode, FlashSaleSessionPayload } from './flash-sale-nodes.graphql.js';
import { readSession, type FlashSaleSessionView } from './flash-sale-views.js';
import { DeliveryMethod } from './flash-sales.entities.js';
import type { BuyFlashSaleRequest, FlashSalesService } from './flash-sales.service.js';

@InputType('BuyFlashSaleInput', { description: 'Input of `buyFlashSale`.' })
export class BuyFlashSaleInput {
  @Field(() => ID, { description: 'ID of the item.' }) itemId!: string;
  @Field(() => Int, { nullable: true, description: '1 by default; at most the per-buyer limit.' }) quantity?:
    number | null;
  @Field(() => String, { description: 'Chosen once per press of "buy": a repeat answers the same order.' })
  idempotencyKey!: string;
  @Field(() => DeliveryMethod, {
    description: 'How the goods reach the buyer: EXPRESS needs `addressId`, PICKUP needs `pickup`.',
  })
  deliveryMethod!: DeliveryMethod;
  @Field(() => ID, { nullable: true, description: "Express: one of the buyer's addresses." }) addressId?: string | null;
  @Field(() => PickupInput, {
    nullable: true,
    description: 'Pickup point, date, time slot and collector; required for PICKUP, ignored otherwise.',
  })
  pickup?: PickupInput | null;
  @Field(() => InvoiceInput, { nullable: true, description: 'The invoice wanted; null for none.' })
  invoice?: InvoiceInput | null;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) remark?: string | null;
}

/** The service's request from the GraphQL input (the REST façade builds the same). */
export function buyRequestOf(input: BuyFlashSaleInput): BuyFlashSaleRequest {
  return {
    itemId: parseId(input.itemId, ['input', 'itemId']),
    quantity: input.quantity ?? 1,
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

/**
 * The session as it is now, then each change: the listener is registered before the read, so no change between the
 * two is lost, and a client (re)subscribing needs no separate query to catch up.
 */
async function* currentThenChanges(
  { ctx, clock, pubSub }: GraphQLContext,
  rawId: string,
): AsyncGenerator<FlashSaleSessionView> {
  let sessionId: number;
  try {
    sessionId = parseId(rawId, ['sessionId']);
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  const changes = (pubSub as PubSub).subscribe('FLASH_SALE_CHANGED', String(sessionId));
  // A Repeater starts (and adds its listener) on its first next().
  const firstChange = changes.next();
  try {
    const current = await readSession(ctx.em.fork(), sessionId, clock.now());
    if (!current) throw toGraphQLError(new DomainError('NOT_FOUND'), ctx.locale);
    yield current;
    const first = await firstChange;
    if (first.done) return;
    yield first.value;
    for await (const change of changes) yield change;
  } finally {
    await changes.return();
  }
}

@Resolver()
export class FlashSalesResolver {
  constructor(
    private readonly flashSales: FlashSalesService,
    private readonly orders: OrdersService,
  ) {}

  @Query(() => [FlashSaleSessionNode], {
    description: "Sessions of a UTC day (YYYY-MM-DD); without one, today's and the coming days', earliest first.",
  })
  flashSaleSessions(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('day', () => String, {
      nullable: true,
      description: 'A UTC day as YYYY-MM-DD; null for today and the coming days.',
    })
    day: string | null,
  ): Promise<FlashSaleSessionNode[]> {
    return this.flashSales.sessions(ctx, day ?? null);
  }

  @Query(() => FlashSaleSessionNode, {
    description: 'One flash-sale session with its items, by its activity ID; NOT_FOUND if there is none.',
  })
  flashSaleSession(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the flash sale session.' }) id: string,
  ): Promise<FlashSaleSessionNode> {
    return this.flashSales.session(ctx, parseId(id, ['id']));
  }

  @Mutation(() => BuyFlashSalePayload, {
    description:
      'Buys at the sale price within the per-buyer limit; pay within the flash-sale window or the unit goes back.',
  })
  buyFlashSale(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BuyFlashSaleInput, { description: "The operation's fields; see the input type." })
    input: BuyFlashSaleInput,
  ): Promise<BuyFlashSalePayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.flashSales.buy(ctx, buyRequestOf(input));
      return { order: toOrderNode(await this.orders.orderDetail(ctx, order.id)) };
    });
  }

  @Mutation(() => FlashSaleSessionPayload, { description: 'Reminds the viewer 3 minutes before the session starts.' })
  setFlashSaleReminder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('sessionId', () => ID, { description: 'ID of the session.' }) sessionId: string,
  ): Promise<FlashSaleSessionPayload> {
    return withUserErrors(ctx.locale, async () => ({
      session: await this.flashSales.setReminder(ctx, parseId(sessionId, ['sessionId'])),
    }));
  }

  @Mutation(() => FlashSaleSessionPayload, { description: 'Cancels the reminder (the sale may then be missed).' })
  cancelFlashSaleReminder(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('sessionId', () => ID, { description: 'ID of the session.' }) sessionId: string,
  ): Promise<FlashSaleSessionPayload> {
    return withUserErrors(ctx.locale, async () => ({
      session: await this.flashSales.cancelReminder(ctx, parseId(sessionId, ['sessionId'])),
    }));
  }

  @Subscription(() => FlashSaleSessionNode, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { sessionId: string }, GraphQLContext>) =>
      currentThenChanges(context, args.sessionId),
    description:
      'The session now, then each time its state changes (started, paused, resumed, ended, an item sold out or a ' +
      'unit back), from every server copy; anyone may watch. Viewer fields (myReminder, myBought) are null here.',
  })
  flashSaleChanged(
    @Arg('sessionId', () => ID, { description: 'ID of the session.' }) _sessionId: string,
    @Root() session: FlashSaleSessionView,
  ): FlashSaleSessionNode {
    return session;
  }
}
