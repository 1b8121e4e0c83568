import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import type { GroupBuysService, GroupBuyView } from './group-buys.service.js';
import { GroupBuyMemberStatus, GroupBuyStatus } from './group-buys.entities.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);

const offerData = z.object({
  id: z.string(),
  activity_id: z.string(),
  title: z.string(),
  activity_status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  product_id: z.string(),
  group_price_milli: z.number().int().describe('0.0001 yuan per unit'),
  quantity: z.number().int(),
  group_size: z.number().int(),
  time_limit_minutes: z.number().int(),
  per_user_limit: z.number().int(),
  open_groups: z.array(
    z.object({ id: z.string(), leader_name: z.string(), places_left: z.number().int(), deadline_at: z.string() }),
  ),
});

const groupData = z.object({
  id: z.string(),
  offer_id: z.string(),
  status: z.enum(Object.values(GroupBuyStatus) as [GroupBuyStatus, ...GroupBuyStatus[]]),
  group_size: z.number().int(),
  member_count: z.number().int(),
  paid_count: z.number().int(),
  places_left: z.number().int(),
  deadline_at: z.string(),
  members: z.array(
    z.object({ name: z.string(), avatar_url: z.string().nullable(), leader: z.boolean(), paid: z.boolean() }),
  ),
  viewer_order_id: z.string().nullable(),
});

const placedData = z.object({
  group: groupData,
  order: z.object({ id: z.string(), number: z.string(), payable_fen: z.number().int(), status: z.string() }),
});

const checkout = {
  idempotencyKey: z.string().min(8).max(64),
  deliveryMethod: z.enum(['express', 'pickup']),
  addressId: idText.optional(),
  pickup: z.object({ pointId: idText, date: z.string(), timeSlot: z.string(), personId: idText }).optional(),
  invoice: z
    .object({
      type: z.enum(['none', 'personal', 'enterprise']),
      title: z.string().optional(),
      taxNumber: z.string().optional(),
    })
    .optional(),
  remark: z.string().max(1000).optional(),
};

type CheckoutBody = z.infer<z.ZodObject<typeof checkout>>;

function formOf(body: CheckoutBody) {
  return {
    idempotencyKey: body.idempotencyKey,
    deliveryMethod: body.deliveryMethod,
    addressId: body.addressId ? parseId(body.addressId, ['addressId']) : null,
    pickup: body.pickup && {
      pointId: parseId(body.pickup.pointId, ['pickup', 'pointId']),
      personId: parseId(body.pickup.personId, ['pickup', 'personId']),
      date: body.pickup.date,
      timeSlot: body.pickup.timeSlot,
    },
    invoice: body.invoice ?? null,
    remark: body.remark ?? null,
  };
}

function toGroupData(view: GroupBuyView): z.infer<typeof groupData> {
  const { group } = view;
  return {
    id: String(group.id),
    offer_id: String(group.offer.id),
    status: group.status,
    group_size: group.groupSize,
    member_count: group.memberCount,
    paid_count: group.paidCount,
    places_left: view.placesLeft,
    deadline_at: group.deadlineAt.toISOString(),
    members: view.members.map((member) => ({
      name: member.displayName,
      avatar_url: member.avatarUrl,
      leader: member.leader,
      paid: member.paid,
    })),
    viewer_order_id:
      view.viewer && view.viewer.status !== GroupBuyMemberStatus.REFUNDED ? String(view.viewer.orderId) : null,
  };
}

/** The façade's group-buy routes: the same service calls as groupBuyOffers, groupBuy, startGroupBuy, joinGroupBuy. */
export function groupBuyRoutes(service: GroupBuysService) {
  const placed = async (
    ctx: Parameters<GroupBuysService['group']>[0],
    result: Awaited<ReturnType<GroupBuysService['start']>>,
  ) => ({
    group: toGroupData(await service.group(ctx, result.groupId)),
    order: {
      id: String(result.order.id),
      number: result.order.number,
      payable_fen: result.order.payableFen,
      status: result.order.status,
    },
  });
  return [
    defineRoute({
      method: 'GET',
      path: '/activity/group-buy/list',
      tag: 'activity',
      summary: 'Group-buy offers running or about to run, with open groups to join (groupBuyOffers)',
      data: z.array(offerData),
      handle: async (ctx) => {
        const views = await service.offerList(ctx);
        const open = await service.openGroups(
          ctx.em,
          views.map((view) => view.offer.id),
        );
        return views.map(({ offer, activity }) => ({
          id: String(offer.id),
          activity_id: String(activity.id),
          title: activity.title,
          activity_status: activity.status,
          starts_at: activity.startsAt.toISOString(),
          ends_at: activity.endsAt.toISOString(),
          product_id: String(offer.productId),
          group_price_milli: offer.groupPriceMilli,
          quantity: offer.quantity,
          group_size: offer.groupSize,
          time_limit_minutes: offer.timeLimitMinutes,
          per_user_limit: offer.perUserLimit,
          open_groups: (open.get(offer.id) ?? []).map((group) => ({
            id: String(group.id),
            leader_name: group.leaderName,
            places_left: group.placesLeft,
            deadline_at: group.deadlineAt.toISOString(),
          })),
        }));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/activity/group-buy/detail',
      tag: 'activity',
      summary: 'One group: members, places left, deadline and state (groupBuy)',
      query: z.object({ id: idText }),
      data: groupData,
      handle: async (ctx, { query }) => toGroupData(await service.group(ctx, parseId(query.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/group-buy/start',
      tag: 'activity',
      summary: 'Starts a group of an offer and places the first member’s order (startGroupBuy)',
      body: z.object({ offerId: idText, ...checkout }),
      data: placedData,
      handle: async (ctx, { body }) =>
        placed(ctx, await service.start(ctx, parseId(body.offerId, ['offerId']), formOf(body))),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/group-buy/join',
      tag: 'activity',
      summary: 'Joins an open group and places the member’s order (joinGroupBuy)',
      body: z.object({ groupId: idText, ...checkout }),
      data: placedData,
      handle: async (ctx, { body }) =>
        placed(ctx, await service.join(ctx, parseId(body.groupId, ['groupId']), formOf(body))),
    }),
  ];
}
