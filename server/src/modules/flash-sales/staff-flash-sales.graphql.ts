import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { actorOf, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { ActivityNode, toActivityNode } from '../activities/activities.graphql.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { FlashSaleItemForm } from './flash-sale-rules.js';
import {
  CreateFlashSaleSessionInput,
  FlashSaleItemInput,
  FlashSaleSessionNode,
  UpdateFlashSaleSessionInput,
} from './flash-sale-nodes.graphql.js';
import type { FlashSalesService } from './flash-sales.service.js';

@ObjectType('StaffFlashSaleSession', { description: 'A session with its live progress, for staff (activity.view).' })
export class StaffFlashSaleSessionNode {
  @Field(() => FlashSaleSessionNode, { description: 'Items with sold and stock per item.' })
  session!: FlashSaleSessionNode;
  @Field(() => ActivityNode, { description: 'Status, abnormal reason and the lifecycle actions open to the viewer.' })
  activity!: ActivityNode;
  @Field(() => Int, { description: 'Shoppers whose reminder is still set.' }) remindersSet!: number;
  @Field(() => Int, { description: 'Units sold over all items.' }) soldTotal!: number;
  @Field(() => Int, { description: 'Units offered over all items.' }) stockTotal!: number;
}

@ObjectType('StaffFlashSaleSessionPayload', {
  description:
    'What `createFlashSaleSession`, `updateFlashSaleSession` answer: the result, or `userErrors` saying why it did not go through.',
})
export class StaffFlashSaleSessionPayload {
  @Field(() => StaffFlashSaleSessionNode, {
    nullable: true,
    description: 'The session as saved; null when `userErrors` is not empty.',
  })
  session?: StaffFlashSaleSessionNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

const itemFormsOf = (items: readonly FlashSaleItemInput[]): FlashSaleItemForm[] =>
  items.map((item, index) => ({
    productId: parseId(item.productId, ['input', 'items', String(index), 'productId']),
    salePriceMilli: item.salePriceMilli,
    stock: item.stock,
    perUserLimit: item.perUserLimit,
  }));

@Resolver()
export class StaffFlashSalesResolver {
  constructor(
    private readonly flashSales: FlashSalesService,
    private readonly activities: ActivitiesService,
  ) {}

  private async node(ctx: RequestContext, sessionId: number): Promise<StaffFlashSaleSessionNode> {
    const view = await this.flashSales.staffSession(ctx, sessionId);
    const activity = await this.activities.findActivity(ctx.em, sessionId);
    if (!activity) throw new DomainError('NOT_FOUND');
    const actions = this.activities.staffActionsFor(activity, actorOf(ctx)) as Parameters<typeof toActivityNode>[1];
    return { ...view, activity: toActivityNode(activity, actions) };
  }

  @Query(() => StaffFlashSaleSessionNode, { description: 'A session and its live progress (activity.view).' })
  staffFlashSaleSession(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the staff flash sale session.' }) id: string,
  ): Promise<StaffFlashSaleSessionNode> {
    return this.node(ctx, parseId(id, ['id']));
  }

  @Mutation(() => StaffFlashSaleSessionPayload, {
    description: 'A new session with its items; it starts and ends by itself at its window (activity.manage).',
  })
  createFlashSaleSession(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateFlashSaleSessionInput, { description: "The operation's fields; see the input type." })
    input: CreateFlashSaleSessionInput,
  ): Promise<StaffFlashSaleSessionPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = await this.flashSales.createSession(ctx, {
        title: input.title,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        items: itemFormsOf(input.items),
      });
      return { session: await this.node(ctx, id) };
    });
  }

  @Mutation(() => StaffFlashSaleSessionPayload, {
    description: 'The title always; the window and the items before the start (activity.manage).',
  })
  updateFlashSaleSession(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateFlashSaleSessionInput, { description: "The operation's fields; see the input type." })
    input: UpdateFlashSaleSessionInput,
  ): Promise<StaffFlashSaleSessionPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.id, ['input', 'id']);
      await this.flashSales.updateSession(ctx, id, {
        title: input.title ?? undefined,
        startsAt: input.startsAt ?? undefined,
        endsAt: input.endsAt ?? undefined,
        items: input.items ? itemFormsOf(input.items) : undefined,
      });
      return { session: await this.node(ctx, id) };
    });
  }
}
