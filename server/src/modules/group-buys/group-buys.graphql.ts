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
  registerEnumType,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { RequestContext } from '../../platform/auth/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { ActivityNode, toActivityNode } from '../activities/activities.graphql.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { ProductNode, toProductNode } from '../catalog/catalog.graphql.js';
import { InvoiceInput, PickupInput } from '../orders/checkout.graphql.js';
import { DeliveryMethod } from './group-buys.entities.js';
import { GroupBuyMemberStatus, GroupBuyStatus } from './group-buys.entities.js';
import type {
  GroupBuyOfferView,
  GroupBuyOrderForm,
  GroupBuyOrderPlaced,
  GroupBuyProgress,
  GroupBuysService,
  GroupBuyView,
  OpenGroupView,
} from './group-buys.service.js';

registerEnumType(GroupBuyStatus, {
  name: 'GroupBuyStatus',
  description:
    'A group: IN_PROGRESS (taking members), ENDED (completed: every member paid), CANCELLED (payers refunded).',
  valuesConfig: {
    IN_PROGRESS: { description: 'Taking members until it fills or its time runs out.' },
    ENDED: { description: 'Completed: every member paid.' },
    CANCELLED: { description: 'Did not fill in time; members who paid are refunded.' },
  },
});

@ObjectType('OpenGroupBuy', { description: 'A group that still takes members, as its offer lists it.' })
export class OpenGroupBuyNode {
  @Field(() => ID, { description: 'ID of the open group buy.' }) id!: string;
  @Field(() => String, { description: 'Display name of the member who started the group.' }) leaderName!: string;
  @Field(() => String, { nullable: true, description: "URL of the leader's avatar; null when they have none." })
  leaderAvatarUrl!: string | null;
  @Field(() => Int, { description: 'Members still needed for the group to complete.' }) placesLeft!: number;
  @Field(() => Date, { description: 'When it was deadline.' }) deadlineAt!: Date;
}

@ObjectType('GroupBuyOffer', { description: 'A part sold to groups of buyers at the group price (one activity).' })
export class GroupBuyOfferNode {
  @Field(() => ID, { description: 'ID of the group buy offer.' }) id!: string;
  @Field(() => ActivityNode, { description: 'Title, window and lifecycle state.' }) activity!: ActivityNode;
  @Field(() => ProductNode, { nullable: true, description: 'Null when the part was removed from the catalog.' })
  product!: ProductNode | null;
  @Field(() => Money, { description: 'Unit price for group members in 0.0001 yuan.' }) groupPriceMilli!: number;
  @Field(() => Int, { description: 'Pieces each member buys.' }) quantity!: number;
  @Field(() => Int, { description: 'Members who must pay for the group to complete.' }) groupSize!: number;
  @Field(() => Int, { description: 'Minutes a group has, from its start, to fill.' }) timeLimitMinutes!: number;
  @Field(() => Int, { description: 'Groups of this offer one user may be in (not counting cancelled ones).' })
  perUserLimit!: number;
  @Field(() => [OpenGroupBuyNode], { description: 'Up to five groups to join, closest to their deadline first.' })
  openGroups!: OpenGroupBuyNode[];
}

@ObjectType('GroupBuyMember', { description: 'A member of a group, as others see them.' })
export class GroupBuyMemberNode {
  @Field(() => String, { description: 'Nickname, or a masked account name.' }) displayName!: string;
  @Field(() => String, { nullable: true, description: "URL of the member's avatar; null when they have none." })
  avatarUrl!: string | null;
  @Field(() => Boolean, { description: 'Started the group.' }) leader!: boolean;
  @Field(() => Boolean, { description: 'Whether the member has paid their order.' }) paid!: boolean;
  @Field(() => Date, { description: 'When it was joined.' }) joinedAt!: Date;
}

@ObjectType('GroupBuy', {
  description: 'One group of an offer; its page is the share link /activity/group-buy?group=<id>.',
})
export class GroupBuyNode {
  @Field(() => ID, { description: 'ID of the group buy.' }) id!: string;
  @Field(() => GroupBuyStatus, { description: 'Where it stands now; see `GroupBuyStatus`.' }) status!: GroupBuyStatus;
  @Field(() => GroupBuyOfferNode, { description: 'The offer the group buys.' }) offer!: GroupBuyOfferNode;
  @Field(() => Int, { description: 'Members who must pay for the group to complete.' }) groupSize!: number;
  @Field(() => Int, { description: 'Places taken (paid or waiting for payment).' }) memberCount!: number;
  @Field(() => Int, { description: 'Members who have paid so far.' }) paidCount!: number;
  @Field(() => Int, { description: '0 unless IN_PROGRESS.' }) placesLeft!: number;
  @Field(() => Date, { description: 'When it was deadline.' }) deadlineAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was completed; null if it has not been.' })
  completedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was cancelled; null if it has not been.' })
  cancelledAt!: Date | null;
  @Field(() => [GroupBuyMemberNode], { description: 'In the order they joined.' }) members!: GroupBuyMemberNode[];
  @Field(() => ID, { nullable: true, description: "The viewer's own order in this group; null if not a member." })
  viewerOrderId!: string | null;
  @Field(() => Boolean, {
    description: 'Whether the signed-in viewer is a member who has paid; false for anyone else.',
  })
  viewerPaid!: boolean;
}

@ObjectType('GroupBuyOrder', { description: "A member's order: pay it on the cashier page." })
export class GroupBuyOrderNode {
  @Field(() => ID, { description: 'ID of the group buy order.' }) id!: string;
  @Field(() => String, { description: 'The order number shown to the buyer.' }) number!: string;
  @Field(() => Money, { description: 'Integer fen.' }) payableFen!: number;
  @Field(() => String, { description: "The order's state, an `OrderStatus` value." }) status!: string;
}

@ObjectType('GroupBuyOrderPayload', {
  description:
    'What `startGroupBuy`, `joinGroupBuy` answer: the result, or `userErrors` saying why it did not go through.',
})
export class GroupBuyOrderPayload {
  @Field(() => GroupBuyNode, {
    nullable: true,
    description: 'The group the viewer started or joined; null when `userErrors` is not empty.',
  })
  groupBuy?: GroupBuyNode;
  @Field(() => GroupBuyOrderNode, {
    nullable: true,
    description: "The viewer's order to pay; null when `userErrors` is not empty.",
  })
  order?: GroupBuyOrderNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('GroupBuyChange', { description: 'A group changed; read it again with groupBuy(id).' })
export class GroupBuyChangeNode {
  @Field(() => ID, { description: 'ID of the group.' }) groupId!: string;
}

@ObjectType('StaffGroupBuyOffer', { description: 'An offer with its progress, for staff.' })
export class StaffGroupBuyOfferNode {
  @Field(() => GroupBuyOfferNode, { description: 'The offer.' }) offer!: GroupBuyOfferNode;
  @Field(() => Int, { description: 'Groups IN_PROGRESS.' }) groupsOpen!: number;
  @Field(() => Int, { description: 'Groups that filled: ENDED.' }) groupsCompleted!: number;
  @Field(() => Int, { description: 'Groups CANCELLED.' }) groupsCancelled!: number;
  @Field(() => Int, { description: 'Paid members of open and completed groups.' }) membersPaid!: number;
}

@ObjectType('GroupBuyOfferPayload', {
  description:
    'What `createGroupBuyOffer`, `updateGroupBuyOffer` answer: the result, or `userErrors` saying why it did not go through.',
})
export class GroupBuyOfferPayload {
  @Field(() => StaffGroupBuyOfferNode, {
    nullable: true,
    description: 'The offer as saved, with progress; null when `userErrors` is not empty.',
  })
  offer?: StaffGroupBuyOfferNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

/** Delivery, invoice and remark as placeOrder takes them, and the submit's key. */
@InputType('GroupBuyCheckoutInput')
export class GroupBuyCheckoutInput {
  @Field(() => String, { description: 'Chosen once per confirm step; a repeated submit answers the same order.' })
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

@InputType('StartGroupBuyInput', { description: 'Input of `startGroupBuy`.' })
export class StartGroupBuyInput extends GroupBuyCheckoutInput {
  @Field(() => ID, { description: 'ID of the offer.' }) offerId!: string;
}

@InputType('JoinGroupBuyInput', { description: 'Input of `joinGroupBuy`.' })
export class JoinGroupBuyInput extends GroupBuyCheckoutInput {
  @Field(() => ID, { description: 'ID of the group.' }) groupId!: string;
}

@InputType('CreateGroupBuyOfferInput', { description: 'Input of `createGroupBuyOffer`.' })
export class CreateGroupBuyOfferInput {
  @Field(() => String, { description: 'Name of the activity buyers see.' }) title!: string;
  @Field(() => Date, { description: 'When it starts.' }) startsAt!: Date;
  @Field(() => Date, { description: 'When it ends.' }) endsAt!: Date;
  @Field(() => ID, { description: 'ID of the product.' }) productId!: string;
  @Field(() => Money, { description: '0.0001 yuan per unit.' }) groupPriceMilli!: number;
  @Field(() => Int, { description: 'Pieces each member buys.' }) quantity!: number;
  @Field(() => Int, { description: '2 to 100.' }) groupSize!: number;
  @Field(() => Int, { description: '1 minute to 7 days.' }) timeLimitMinutes!: number;
  @Field(() => Int, { description: 'Groups of this offer one user may be in (not counting cancelled ones).' })
  perUserLimit!: number;
}

@InputType('UpdateGroupBuyOfferInput', {
  description: 'Title and per-user limit at any time; the rest only before the activity starts.',
})
export class UpdateGroupBuyOfferInput {
  @Field(() => ID, { description: 'ID of the offer.' }) offerId!: string;
  @Field(() => String, { nullable: true, description: 'New name of the activity; null keeps it.' }) title?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When it starts.' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it ends.' }) endsAt?: Date | null;
  @Field(() => ID, { nullable: true, description: 'ID of the product.' }) productId?: string | null;
  @Field(() => Money, { nullable: true, description: 'Group price in 0.0001 yuan.' }) groupPriceMilli?: number | null;
  @Field(() => Int, { nullable: true, description: 'Pieces each member buys; only before the start; null keeps it.' })
  quantity?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Members a group needs (2 to 100); only before the start; null keeps it.',
  })
  groupSize?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Minutes a group has to fill (1 minute to 7 days); only before the start; null keeps it.',
  })
  timeLimitMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: 'Groups of this offer one user may be in; null keeps it.' })
  perUserLimit?: number | null;
}

/** The checkout part of a start or join input, as the service takes it. */
export function groupBuyOrderFormOf(input: GroupBuyCheckoutInput): GroupBuyOrderForm {
  return {
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

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** Turns service views into GraphQL nodes, loading the offers' parts in one query. */
export class GroupBuyNodes {
  constructor(
    private readonly groupBuys: GroupBuysService,
    private readonly catalog: Pick<CatalogService, 'productsById'>,
  ) {}

  async offers(ctx: RequestContext, views: GroupBuyOfferView[], withOpenGroups: boolean): Promise<GroupBuyOfferNode[]> {
    const ids = views.map((view) => view.offer.id);
    const products = await this.catalog.productsById(ctx, [...new Set(views.map((view) => view.offer.productId))]);
    const open = withOpenGroups ? await this.groupBuys.openGroups(ctx.em, ids) : new Map<number, OpenGroupView[]>();
    return views.map(({ offer, activity }) => {
      const product = products.get(offer.productId);
      return {
        id: String(offer.id),
        activity: toActivityNode(activity, []),
        product: product ? toProductNode(product, ctx.locale) : null,
        groupPriceMilli: offer.groupPriceMilli,
        quantity: offer.quantity,
        groupSize: offer.groupSize,
        timeLimitMinutes: offer.timeLimitMinutes,
        perUserLimit: offer.perUserLimit,
        openGroups: (open.get(offer.id) ?? []).map((group) => ({ ...group, id: String(group.id) })),
      };
    });
  }

  async group(ctx: RequestContext, view: GroupBuyView): Promise<GroupBuyNode> {
    const [offer] = await this.offers(ctx, [view.offer], false);
    const { group } = view;
    return {
      id: String(group.id),
      status: group.status,
      offer: offer!,
      groupSize: group.groupSize,
      memberCount: group.memberCount,
      paidCount: group.paidCount,
      placesLeft: view.placesLeft,
      deadlineAt: group.deadlineAt,
      completedAt: group.completedAt ?? null,
      cancelledAt: group.cancelledAt ?? null,
      members: view.members,
      viewerOrderId: view.viewer ? String(view.viewer.orderId) : null,
      viewerPaid: view.viewer ? view.viewer.status !== GroupBuyMemberStatus.JOINED : false,
    };
  }

  async placed(ctx: RequestContext, placed: GroupBuyOrderPlaced): Promise<Omit<GroupBuyOrderPayload, 'userErrors'>> {
    return {
      groupBuy: await this.group(ctx, await this.groupBuys.group(ctx, placed.groupId)),
      order: { ...placed.order, id: String(placed.order.id) },
    };
  }

  async staffOffers(ctx: RequestContext, views: GroupBuyOfferView[]): Promise<StaffGroupBuyOfferNode[]> {
    const nodes = await this.offers(ctx, views, false);
    const progress = await this.groupBuys.progress(
      ctx,
      views.map((view) => view.offer.id),
    );
    return views.map((view, index) => ({ offer: nodes[index]!, ...(progress.get(view.offer.id) as GroupBuyProgress) }));
  }
}

function groupChanges({ pubSub }: GraphQLContext, groupId: string): AsyncIterable<{ groupId: number }> {
  return (pubSub as PubSub).subscribe('GROUP_BUY_CHANGED', String(parseId(groupId, ['id'])));
}

@Resolver()
export class GroupBuysResolver {
  private readonly nodes: GroupBuyNodes;

  constructor(
    private readonly groupBuys: GroupBuysService,
    catalog: Pick<CatalogService, 'productsById'>,
  ) {
    this.nodes = new GroupBuyNodes(groupBuys, catalog);
  }

  @Query(() => [GroupBuyOfferNode], { description: 'Group-buy offers running or about to run, soonest end first.' })
  async groupBuyOffers(@Ctx() { ctx }: GraphQLContext): Promise<GroupBuyOfferNode[]> {
    return this.nodes.offers(ctx, await this.groupBuys.offerList(ctx), true);
  }

  @Query(() => GroupBuyNode, { description: 'One group: members, places left, deadline and state (anyone may look).' })
  async groupBuy(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the group buy.' }) id: string,
  ): Promise<GroupBuyNode> {
    return this.nodes.group(ctx, await this.groupBuys.group(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => GroupBuyOrderPayload, {
    description: 'Starts a group of an offer with the viewer as its first member.',
  })
  startGroupBuy(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StartGroupBuyInput, { description: "The operation's fields; see the input type." })
    input: StartGroupBuyInput,
  ): Promise<GroupBuyOrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const offerId = parseId(input.offerId, ['input', 'offerId']);
      return this.nodes.placed(ctx, await this.groupBuys.start(ctx, offerId, groupBuyOrderFormOf(input)));
    });
  }

  @Mutation(() => GroupBuyOrderPayload, { description: 'Joins an open group (from its share link): places the order.' })
  joinGroupBuy(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => JoinGroupBuyInput, { description: "The operation's fields; see the input type." })
    input: JoinGroupBuyInput,
  ): Promise<GroupBuyOrderPayload> {
    return withUserErrors(ctx.locale, async () => {
      const groupId = parseId(input.groupId, ['input', 'groupId']);
      return this.nodes.placed(ctx, await this.groupBuys.join(ctx, groupId, groupBuyOrderFormOf(input)));
    });
  }

  @Subscription(() => GroupBuyChangeNode, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { id: string }, GraphQLContext>) =>
      groupChanges(context, args.id),
    description: 'Each change of a group: a member joined, paid or left, it completed or was cancelled.',
  })
  groupBuyChanged(
    @Arg('id', () => ID, { description: 'ID of the group to follow.' }) _id: string,
    @Root() change: { groupId: number },
  ): GroupBuyChangeNode {
    return { groupId: String(change.groupId) };
  }

  // Staff

  @Query(() => [StaffGroupBuyOfferNode], { description: 'activity.view: every offer, newest first, with progress.' })
  async staffGroupBuyOffers(@Ctx() { ctx }: GraphQLContext): Promise<StaffGroupBuyOfferNode[]> {
    return this.nodes.staffOffers(ctx, await this.groupBuys.staffOffers(ctx));
  }

  @Mutation(() => GroupBuyOfferPayload, { description: 'activity.manage: a new offer and its activity.' })
  createGroupBuyOffer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateGroupBuyOfferInput, { description: "The operation's fields; see the input type." })
    input: CreateGroupBuyOfferInput,
  ): Promise<GroupBuyOfferPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { productId, ...form } = input;
      const view = await this.groupBuys.createOffer(ctx, {
        ...form,
        productId: parseId(productId, ['input', 'productId']),
      });
      return { offer: (await this.nodes.staffOffers(ctx, [view]))[0]! };
    });
  }

  @Mutation(() => GroupBuyOfferPayload, { description: 'activity.manage: changes an offer (see the input).' })
  updateGroupBuyOffer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateGroupBuyOfferInput, { description: "The operation's fields; see the input type." })
    input: UpdateGroupBuyOfferInput,
  ): Promise<GroupBuyOfferPayload> {
    return withUserErrors(ctx.locale, async () => {
      const view = await this.groupBuys.updateOffer(ctx, parseId(input.offerId, ['input', 'offerId']), {
        title: orUndefined(input.title),
        startsAt: orUndefined(input.startsAt),
        endsAt: orUndefined(input.endsAt),
        productId: input.productId ? parseId(input.productId, ['input', 'productId']) : undefined,
        groupPriceMilli: orUndefined(input.groupPriceMilli),
        quantity: orUndefined(input.quantity),
        groupSize: orUndefined(input.groupSize),
        timeLimitMinutes: orUndefined(input.timeLimitMinutes),
        perUserLimit: orUndefined(input.perUserLimit),
      });
      return { offer: (await this.nodes.staffOffers(ctx, [view]))[0]! };
    });
  }
}
