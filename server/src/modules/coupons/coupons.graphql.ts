import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import {
  ClaimCouponInput,
  ClaimCouponPayload,
  CouponCountsNode,
  CouponOfferConnection,
  RedeemDiscountCodeInput,
  RedeemDiscountCodePayload,
  toOfferNode,
  toUserCouponNode,
  UserCouponConnection,
} from './coupon-nodes.graphql.js';
import { CouponStatus } from './coupon-views.js';
import type { CouponsService } from './coupons.service.js';

/** The shopper's coupons: the coupon centre, claiming, discount codes and My coupons. */
@Resolver()
export class CouponsResolver {
  constructor(private readonly coupons: CouponsService) {}

  @Query(() => CouponOfferConnection, {
    description: 'The coupon centre, newest first; with productId only the coupons that apply to that part.',
  })
  async couponOffers(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
    @Arg('productId', () => ID, { nullable: true, description: 'ID of the product.' }) productId: string | null,
  ): Promise<CouponOfferConnection> {
    const part = productId === null || productId === undefined ? null : parseId(productId, ['productId']);
    const page = await this.coupons.offers(ctx, pageRequest(first ?? undefined, after), part);
    return toConnection(page, toOfferNode);
  }

  @Query(() => UserCouponConnection, { description: "The signed-in user's coupons in one state, newest first." })
  async myCoupons(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => CouponStatus, { description: 'The status to list.' }) status: CouponStatus,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<UserCouponConnection> {
    const page = await this.coupons.mine(ctx, status, pageRequest(first ?? undefined, after));
    return toConnection(page, toUserCouponNode);
  }

  @Query(() => CouponCountsNode, { description: "How many of the signed-in user's coupons are in each state." })
  myCouponCounts(@Ctx() { ctx }: GraphQLContext): Promise<CouponCountsNode> {
    return this.coupons.counts(ctx);
  }

  @Mutation(() => ClaimCouponPayload, {
    description: 'Claims a coupon of the coupon centre: COUPON_ALREADY_RECEIVED, COUPON_CLAIM_FAILED.',
  })
  claimCoupon(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ClaimCouponInput, { description: "The operation's fields; see the input type." })
    input: ClaimCouponInput,
  ): Promise<ClaimCouponPayload> {
    return withUserErrors(ctx.locale, async () => {
      const couponId = await this.coupons.claim(ctx, parseId(input.offerId, ['input', 'offerId']));
      return { coupon: toUserCouponNode(await this.coupons.coupon(ctx, couponId)) };
    });
  }

  @Mutation(() => RedeemDiscountCodePayload, {
    description: 'Redeems a discount code for its coupon: DISCOUNT_CODE_INVALID, COUPON_ALREADY_RECEIVED.',
  })
  redeemDiscountCode(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RedeemDiscountCodeInput, { description: "The operation's fields; see the input type." })
    input: RedeemDiscountCodeInput,
  ): Promise<RedeemDiscountCodePayload> {
    return withUserErrors(ctx.locale, async () => {
      const couponId = await this.coupons.redeem(ctx, input.code);
      return { coupon: toUserCouponNode(await this.coupons.coupon(ctx, couponId)) };
    });
  }
}
