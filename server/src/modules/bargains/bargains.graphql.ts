import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import {
  BargainIdInput,
  BargainNode,
  BargainOfferNode,
  BargainOfferPayload,
  BargainPayload,
  BuyBargainInput,
  BuyBargainPayload,
  CreateBargainOfferInput,
  CutBargainPayload,
  StaffBargainOfferNode,
  StartBargainInput,
  UpdateBargainOfferInput,
  toBargainNode,
  toOfferNode,
  toStaffOfferNode,
} from './bargain-nodes.graphql.js';
import type { BargainOffers } from './bargain-offers.js';
import type { Bargain } from './bargains.entities.js';
import type { BargainsService } from './bargains.service.js';
import type { BargainChange } from './bargains.states.js';

/** Reads bargains for the viewer, in their order: their pages' nodes (a fixed number of queries for any number). */
export async function bargainNodes(
  ctx: RequestContext,
  bargains: BargainsService,
  offers: BargainOffers,
  rows: readonly Bargain[],
): Promise<BargainNode[]> {
  const views = await bargains.views(ctx, rows);
  const offerViews = new Map(
    (await offers.views(ctx, [...new Set(views.map((view) => view.offer))])).map(
      (view) => [view.offer.id, view] as const,
    ),
  );
  return views.flatMap((view) => {
    const offer = offerViews.get(view.offer.id);
    return offer ? [toBargainNode(view, offer, bargains.mayCut(view, ctx.user !== null))] : [];
  });
}

/** Reads one bargain for the viewer: its page's node. */
export async function bargainNode(
  ctx: RequestContext,
  bargains: BargainsService,
  offers: BargainOffers,
  bargainId: number,
): Promise<BargainNode> {
  const [node] = await bargainNodes(ctx, bargains, offers, [await bargains.find(ctx.em, bargainId)]);
  if (!node) throw new DomainError('NOT_FOUND');
  return node;
}

/** Staff's node of one offer with its progress. */
export async function staffOfferNode(ctx: RequestContext, offers: BargainOffers, offerId: number) {
  const view = await offers.one(ctx, offerId);
  const progress = await offers.progress(ctx, [offerId]);
  return toStaffOfferNode(view, progress.get(offerId)!);
}

const idOf = (id: string, field: string) => parseId(id, ['input', field]);

/** Bargains: offers, a bargain's page, starting, cutting, buying and giving up; staff's offers and progress. */
@Resolver()
export class BargainsResolver {
  constructor(
    private readonly bargains: BargainsService,
    private readonly offers: BargainOffers,
  ) {}

  @Query(() => [BargainOfferNode], { description: 'Running and upcoming bargain offers, soonest ending first.' })
  async bargainOffers(@Ctx() { ctx }: GraphQLContext): Promise<BargainOfferNode[]> {
    return (await this.offers.listed(ctx)).map(toOfferNode);
  }

  @Query(() => BargainNode, { description: "A bargain's page: anyone with its link may see it; friends cut it." })
  bargain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the bargain.' }) id: string,
  ): Promise<BargainNode> {
    return bargainNode(ctx, this.bargains, this.offers, parseId(id, ['id']));
  }

  @Query(() => [BargainNode], { description: "The signed-in shopper's bargains, newest first (at most 50)." })
  async myBargains(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('offerId', () => ID, { nullable: true, description: 'ID of the offer.' }) offerId: string | null,
  ): Promise<BargainNode[]> {
    const mine = await this.bargains.myBargains(ctx, offerId ? parseId(offerId, ['offerId']) : null);
    return bargainNodes(ctx, this.bargains, this.offers, mine);
  }

  @Mutation(() => BargainPayload, {
    description: 'Starts a bargain on an offer (or answers the one running): BARGAIN_LIMIT_REACHED, ACTIVITY_*.',
  })
  startBargain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StartBargainInput, { description: "The operation's fields; see the input type." })
    input: StartBargainInput,
  ): Promise<BargainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const bargain = await this.bargains.start(ctx, idOf(input.offerId, 'offerId'));
      return { bargain: await bargainNode(ctx, this.bargains, this.offers, bargain.id) };
    });
  }

  @Mutation(() => CutBargainPayload, {
    description:
      "A friend's one cut, drawn by the server: BARGAIN_OWN_CUT, BARGAIN_ALREADY_CUT, BARGAIN_AT_FLOOR, BARGAIN_ENDED.",
  })
  cutBargain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BargainIdInput, { description: "The operation's fields; see the input type." })
    input: BargainIdInput,
  ): Promise<CutBargainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { bargain, cut } = await this.bargains.cut(ctx, idOf(input.bargainId, 'bargainId'));
      return {
        bargain: await bargainNode(ctx, this.bargains, this.offers, bargain.id),
        cutAmountMilli: cut.amountMilli,
      };
    });
  }

  @Mutation(() => BuyBargainPayload, {
    description: 'The owner buys at the price reached; pay the order at the cashier. BARGAIN_ENDED, stock errors.',
  })
  buyBargain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BuyBargainInput, { description: "The operation's fields; see the input type." })
    input: BuyBargainInput,
  ): Promise<BuyBargainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const bargainId = idOf(input.bargainId, 'bargainId');
      const order = await this.bargains.buy(ctx, {
        bargainId,
        idempotencyKey: input.idempotencyKey,
        deliveryMethod: input.deliveryMethod,
        addressId: input.addressId ? idOf(input.addressId, 'addressId') : null,
        pickup: input.pickup && {
          pointId: parseId(input.pickup.pointId, ['input', 'pickup', 'pointId']),
          personId: parseId(input.pickup.personId, ['input', 'pickup', 'personId']),
          date: input.pickup.date,
          timeSlot: input.pickup.timeSlot,
        },
        invoice: input.invoice ?? null,
        remark: input.remark ?? null,
      });
      return {
        order: { ...order, id: String(order.id) },
        bargain: await bargainNode(ctx, this.bargains, this.offers, bargainId),
      };
    });
  }

  @Mutation(() => BargainPayload, { description: 'The owner gives up a running bargain.' })
  cancelBargain(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BargainIdInput, { description: "The operation's fields; see the input type." })
    input: BargainIdInput,
  ): Promise<BargainPayload> {
    return withUserErrors(ctx.locale, async () => {
      const bargain = await this.bargains.cancel(ctx, idOf(input.bargainId, 'bargainId'));
      return { bargain: await bargainNode(ctx, this.bargains, this.offers, bargain.id) };
    });
  }

  @Query(() => [StaffBargainOfferNode], { description: 'Staff (activity.view): every offer with its progress.' })
  async staffBargainOffers(@Ctx() { ctx }: GraphQLContext): Promise<StaffBargainOfferNode[]> {
    const views = await this.offers.staffList(ctx);
    const progress = await this.offers.progress(
      ctx,
      views.map((view) => view.offer.id),
    );
    return views.map((view) => toStaffOfferNode(view, progress.get(view.offer.id)!));
  }

  @Mutation(() => BargainOfferPayload, { description: 'Staff (activity.manage): a new bargain offer.' })
  createBargainOffer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateBargainOfferInput, { description: "The operation's fields; see the input type." })
    input: CreateBargainOfferInput,
  ): Promise<BargainOfferPayload> {
    return withUserErrors(ctx.locale, async () => {
      const offer = await this.offers.create(ctx, { ...input, productId: idOf(input.productId, 'productId') });
      return { offer: await staffOfferNode(ctx, this.offers, offer.id) };
    });
  }

  @Mutation(() => BargainOfferPayload, { description: "Staff (activity.manage): changes an offer's terms." })
  updateBargainOffer(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateBargainOfferInput, { description: "The operation's fields; see the input type." })
    input: UpdateBargainOfferInput,
  ): Promise<BargainOfferPayload> {
    return withUserErrors(ctx.locale, async () => {
      const offer = await this.offers.update(ctx, {
        ...input,
        id: idOf(input.id, 'id'),
        productId: idOf(input.productId, 'productId'),
        title: input.title ?? undefined,
        startsAt: input.startsAt ?? undefined,
        endsAt: input.endsAt ?? undefined,
      });
      return { offer: await staffOfferNode(ctx, this.offers, offer.id) };
    });
  }

  @Subscription(() => BargainNode, {
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { id: string }, GraphQLContext>) =>
      (context.pubSub as PubSub).subscribe('BARGAIN_CHANGED', String(parseId(args.id, ['id']))),
    description: "A bargain's page, again after each cut, purchase or end (anyone with its link).",
  })
  bargainChanged(
    @Root() change: BargainChange,
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the bargain to follow.' }) _id: string,
  ): Promise<BargainNode> {
    return bargainNode(ctx, this.bargains, this.offers, change.bargainId);
  }
}
