import { z } from 'zod';
import { pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import {
  couponData,
  couponStatus,
  idText,
  listData,
  offerData,
  pageQuery,
  toCouponData,
  toListData,
  toOfferData,
} from './coupon-rest-data.js';
import type { CouponsService } from './coupons.service.js';

const sessionNote = 'code -202 without a valid session';

/** The shopper's coupon routes under /api/coupon (the twins of couponOffers, claimCoupon, redeemDiscountCode ...). */
export function couponRoutes(service: CouponsService) {
  return [
    defineRoute({
      method: 'GET',
      path: '/coupon/offers',
      tag: 'coupon',
      summary:
        'The coupon centre, newest first; with product_id only the coupons that apply to that part (couponOffers). Visitors see them with nothing claimed',
      query: z.object({ ...pageQuery, product_id: idText.optional() }),
      data: listData(offerData),
      handle: async (ctx, { query }) => {
        const productId = query.product_id === undefined ? null : parseId(query.product_id, ['product_id']);
        const page = await service.offers(ctx, pageRequest(query.first, query.after), productId);
        return toListData(page, toOfferData);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/coupon/claim',
      tag: 'coupon',
      summary: `Claims a coupon of the coupon centre (claimCoupon): -9320 already received, -9321 claim failed; ${sessionNote}`,
      body: z.object({ offer_id: idText }),
      data: couponData,
      handle: async (ctx, { body }) => {
        const couponId = await service.claim(ctx, parseId(body.offer_id, ['offer_id']));
        return toCouponData(await service.coupon(ctx, couponId));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/coupon/redeem',
      tag: 'coupon',
      summary: `Redeems a discount code for its coupon (redeemDiscountCode): -9322 invalid code; ${sessionNote}`,
      body: z.object({ code: z.string().max(64) }),
      data: couponData,
      handle: async (ctx, { body }) => toCouponData(await service.coupon(ctx, await service.redeem(ctx, body.code))),
    }),
    defineRoute({
      method: 'GET',
      path: '/coupon/mine',
      tag: 'coupon',
      summary: `The signed-in user's coupons in one state, newest first (myCoupons); ${sessionNote}`,
      query: z.object({ status: couponStatus.default('UNUSED'), ...pageQuery }),
      data: listData(couponData),
      handle: async (ctx, { query }) =>
        toListData(await service.mine(ctx, query.status, pageRequest(query.first, query.after)), toCouponData),
    }),
    defineRoute({
      method: 'GET',
      path: '/coupon/counts',
      tag: 'coupon',
      summary: `How many of the signed-in user's coupons are unused, used and expired (myCouponCounts); ${sessionNote}`,
      data: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
      handle: (ctx) => service.counts(ctx),
    }),
  ];
}
