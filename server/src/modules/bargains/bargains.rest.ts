import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toOfferNode, type BargainNode, type BargainOfferNode } from './bargain-nodes.graphql.js';
import type { BargainOffers } from './bargain-offers.js';
import type { BargainsService } from './bargains.service.js';
import { bargainNode } from './bargains.graphql.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const sessionNote = 'code -202 without a valid session';
const milli = z.number().int().describe('0.0001 yuan');

const offerData = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().describe('The activity: NOT_STARTED, IN_PROGRESS, PAUSED, ENDED, ABNORMAL'),
  starts_at: z.string(),
  ends_at: z.string(),
  product_id: z.string().nullable(),
  mpn: z.string().nullable(),
  quantity: z.number().int(),
  start_price_milli: milli,
  floor_price_milli: milli,
  expected_cuts: z.number().int(),
  time_limit_minutes: z.number().int(),
  per_user_limit: z.number().int(),
});

const bargainData = z.object({
  id: z.string(),
  offer: offerData,
  status: z.enum(['IN_PROGRESS', 'ENDED', 'CANCELLED']),
  end_reason: z.string().nullable(),
  quantity: z.number().int(),
  start_price_milli: milli,
  floor_price_milli: milli,
  current_price_milli: milli,
  cuts_made: z.number().int(),
  expected_cuts: z.number().int(),
  deadline_at: z.string(),
  owner_nickname: z.string(),
  is_mine: z.boolean(),
  can_cut: z.boolean(),
  order_id: z.string().nullable(),
  cuts: z.array(z.object({ nickname: z.string(), amount_milli: milli, price_after_milli: milli, cut_at: z.string() })),
});

function toOfferData(offer: BargainOfferNode): z.infer<typeof offerData> {
  return {
    id: offer.id,
    title: offer.activity.title,
    status: offer.activity.status,
    starts_at: offer.activity.startsAt.toISOString(),
    ends_at: offer.activity.endsAt.toISOString(),
    product_id: offer.part?.id ?? null,
    mpn: offer.part?.mpn ?? null,
    quantity: offer.quantity,
    start_price_milli: offer.startPriceMilli,
    floor_price_milli: offer.floorPriceMilli,
    expected_cuts: offer.expectedCuts,
    time_limit_minutes: offer.timeLimitMinutes,
    per_user_limit: offer.perUserLimit,
  };
}

function toBargainData(node: BargainNode): z.infer<typeof bargainData> {
  return {
    id: node.id,
    offer: toOfferData(node.offer),
    status: node.status,
    end_reason: node.endReason,
    quantity: node.quantity,
    start_price_milli: node.startPriceMilli,
    floor_price_milli: node.floorPriceMilli,
    current_price_milli: node.currentPriceMilli,
    cuts_made: node.cutsMade,
    expected_cuts: node.expectedCuts,
    deadline_at: node.deadlineAt.toISOString(),
    owner_nickname: node.ownerNickname,
    is_mine: node.isMine,
    can_cut: node.canCut,
    order_id: node.orderId,
    cuts: node.cuts.map((cut) => ({
      nickname: cut.nickname,
      amount_milli: cut.amountMilli,
      price_after_milli: cut.priceAfterMilli,
      cut_at: cut.cutAt.toISOString(),
    })),
  };
}

/** The bargain façade: offers, a bargain, starting, cutting and buying (the GraphQL twins' service calls). */
export function bargainRoutes(bargains: BargainsService, offers: BargainOffers) {
  return [
    defineRoute({
      method: 'GET',
      path: '/activity/bargain/list',
      tag: 'activity',
      summary: 'Running and upcoming bargain offers, soonest ending first (bargainOffers)',
      data: z.array(offerData),
      handle: async (ctx) => (await offers.listed(ctx)).map((view) => toOfferData(toOfferNode(view))),
    }),
    defineRoute({
      method: 'GET',
      path: '/activity/bargain/detail',
      tag: 'activity',
      summary: "A bargain's page with its cuts (bargain)",
      query: z.object({ id: idText }),
      data: bargainData,
      handle: async (ctx, { query }) =>
        toBargainData(await bargainNode(ctx, bargains, offers, parseId(query.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/bargain/start',
      tag: 'activity',
      summary: `Starts a bargain on an offer, or answers the one running (startBargain): -9564 limit reached; ${sessionNote}`,
      body: z.object({ offer_id: idText }),
      data: bargainData,
      handle: async (ctx, { body }) => {
        const bargain = await bargains.start(ctx, parseId(body.offer_id, ['offer_id']));
        return toBargainData(await bargainNode(ctx, bargains, offers, bargain.id));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/bargain/cut',
      tag: 'activity',
      summary:
        `A friend's one cut, drawn by the server (cutBargain): -9560 already cut, -9561 own bargain, -9562 ended, ` +
        `-9563 at the floor; ${sessionNote}`,
      body: z.object({ bargain_id: idText }),
      data: z.object({ cut_amount_milli: milli, bargain: bargainData }),
      handle: async (ctx, { body }) => {
        const { bargain, cut } = await bargains.cut(ctx, parseId(body.bargain_id, ['bargain_id']));
        return {
          cut_amount_milli: cut.amountMilli,
          bargain: toBargainData(await bargainNode(ctx, bargains, offers, bargain.id)),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/bargain/buy',
      tag: 'activity',
      summary: `The owner buys at the price reached, by express to one of their addresses (buyBargain); pay the order at the cashier; ${sessionNote}`,
      body: z.object({
        bargain_id: idText,
        address_id: idText,
        idempotency_key: z.string(),
        remark: z.string().optional(),
      }),
      data: z.object({ order_id: z.string(), number: z.string(), payable_fen: z.number().int(), status: z.string() }),
      handle: async (ctx, { body }) => {
        const order = await bargains.buy(ctx, {
          bargainId: parseId(body.bargain_id, ['bargain_id']),
          deliveryMethod: 'express',
          addressId: parseId(body.address_id, ['address_id']),
          idempotencyKey: body.idempotency_key,
          remark: body.remark ?? null,
        });
        return {
          order_id: String(order.id),
          number: order.number,
          payable_fen: order.payableFen,
          status: order.status,
        };
      },
    }),
  ];
}
