import { z } from 'zod';
import type { RequestContext } from '../../platform/auth/index.js';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import {
  LuckyDrawKind,
  LuckyDrawPrizeKind,
  LuckyDrawRecordStatus,
  type LuckyDrawRecord,
} from './lucky-draws.entities.js';
import type { LuckyDrawsService, LuckyDrawView } from './lucky-draws.service.js';

const sessionNote = 'code -202 without a valid session';
const idText = z.union([z.string().max(20), z.number().int()]).transform(String);
const enumOf = <T extends Record<string, string>>(values: T) =>
  z.enum(Object.values(values) as [T[keyof T], ...T[keyof T][]]);

const prizeData = z.object({
  id: z.string(),
  kind: enumOf(LuckyDrawPrizeKind),
  title: z.string(),
  product_id: z.string().nullable(),
  quantity: z.number().int().describe('PART: pieces per prize'),
  coupon_template_id: z.string().nullable(),
  points: z.number().int().nullable(),
  weight: z.number().int(),
  odds_ppm: z.number().int().describe('Blind box: published odds of one open, parts per million'),
  stock: z.number().int(),
  initial_stock: z.number().int(),
});

const drawData = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  description: z.string(),
  daily_limit: z.number().int(),
  total_limit: z.number().int().nullable(),
  price_per_open_fen: z.number().int(),
  chances_left_today: z.number().int().nullable(),
  prizes: z.array(prizeData),
});

const recordData = z.object({
  id: z.string(),
  draw_kind: enumOf(LuckyDrawKind),
  activity_id: z.string(),
  prize_id: z.string(),
  prize_kind: enumOf(LuckyDrawPrizeKind),
  prize_title: z.string(),
  product_id: z.string().nullable(),
  coupon_id: z.string().nullable(),
  points: z.number().int().nullable(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  status: enumOf(LuckyDrawRecordStatus),
  created_at: z.string(),
});

const idOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));

function toDrawData(view: LuckyDrawView): z.infer<typeof drawData> {
  return {
    id: String(view.draw.activityId),
    title: view.activity.title,
    status: view.activity.status,
    starts_at: view.activity.startsAt.toISOString(),
    ends_at: view.activity.endsAt.toISOString(),
    description: view.draw.description,
    daily_limit: view.draw.dailyLimit,
    total_limit: view.draw.totalLimit ?? null,
    price_per_open_fen: view.draw.pricePerOpenFen,
    chances_left_today: view.chancesLeftToday,
    prizes: view.prizes.map((prize) => ({
      id: String(prize.id),
      kind: prize.kind,
      title: prize.title,
      product_id: idOrNull(prize.productId),
      quantity: prize.quantity,
      coupon_template_id: idOrNull(prize.couponTemplateId),
      points: prize.points ?? null,
      weight: prize.weight,
      odds_ppm: view.oddsPpm.get(prize.id) ?? 0,
      stock: prize.stock,
      initial_stock: prize.initialStock,
    })),
  };
}

function toRecordData(record: LuckyDrawRecord): z.infer<typeof recordData> {
  return {
    id: String(record.id),
    draw_kind: record.drawKind,
    activity_id: String(record.activityId),
    prize_id: String(record.prizeId),
    prize_kind: record.prizeKind,
    prize_title: record.prizeTitle,
    product_id: idOrNull(record.productId),
    coupon_id: idOrNull(record.couponId),
    points: record.points ?? null,
    order_id: idOrNull(record.orderId),
    order_number: record.orderNumber ?? null,
    status: record.status,
    created_at: record.createdAt.toISOString(),
  };
}

const optionalId = (value: string | undefined, field: string) =>
  value === undefined || value === '' ? null : parseId(value, [field]);

/** Free-order and blind-box routes under /api/activity (the façade twins of the GraphQL queries and mutations). */
export function luckyDrawRoutes(service: LuckyDrawsService) {
  const list = (kind: LuckyDrawKind) => async (ctx: RequestContext) => ({
    list: (await service.list(ctx, kind)).map(toDrawData),
  });
  return [
    defineRoute({
      method: 'POST',
      path: '/activity/free-order/list',
      tag: 'activity',
      summary: "Free-order campaigns running or coming, with the viewer's chances left today (freeOrderCampaigns)",
      reads: true,
      data: z.object({ list: z.array(drawData) }),
      handle: list(LuckyDrawKind.FREE_ORDER),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/free-order/claim',
      tag: 'activity',
      summary: `Claims a free part to an address: a prize order, paid, total 0 (claimFreeOrder): -9580 daily free chances used up, -9582 activity limit, -9583 prize gone; ${sessionNote}`,
      body: z.object({ part_id: idText, address_id: idText.optional(), idempotency_key: z.string().max(64) }),
      data: recordData,
      handle: async (ctx, { body }) =>
        toRecordData(
          await service.claimFreeOrder(ctx, {
            partId: parseId(body.part_id, ['part_id']),
            addressId: optionalId(body.address_id, 'address_id'),
            idempotencyKey: body.idempotency_key,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/blind-box/list',
      tag: 'activity',
      summary: "Blind boxes running or coming, prizes with published odds, the viewer's opens left today (blindBoxes)",
      reads: true,
      data: z.object({ list: z.array(drawData) }),
      handle: list(LuckyDrawKind.BLIND_BOX),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/blind-box/detail',
      tag: 'activity',
      summary: 'One blind box with its prizes and their published odds (blindBox)',
      reads: true,
      body: z.object({ id: idText }),
      data: drawData,
      handle: async (ctx, { body }) =>
        toDrawData(await service.one(ctx, LuckyDrawKind.BLIND_BOX, parseId(body.id, ['id']))),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/blind-box/open',
      tag: 'activity',
      summary: `Opens a blind box and answers the prize drawn (openBlindBox): -9581 blind-box opens used up, -9584 every prize gone, -9590 a paid box (buy an open with buyBlindBoxOpen); ${sessionNote}`,
      body: z.object({ id: idText, address_id: idText.optional(), idempotency_key: z.string().max(64) }),
      data: recordData,
      handle: async (ctx, { body }) =>
        toRecordData(
          await service.openBlindBox(ctx, {
            id: parseId(body.id, ['id']),
            addressId: optionalId(body.address_id, 'address_id'),
            idempotencyKey: body.idempotency_key,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/activity/lucky-draw/prizes',
      tag: 'activity',
      summary: `The signed-in user's claims and opens with their prizes, newest first (myLuckyDrawPrizes); ${sessionNote}`,
      reads: true,
      body: z.object({ first: z.number().int().optional(), after: z.string().max(64).optional() }),
      data: z.object({ list: z.array(recordData), has_more: z.boolean(), next: z.string().nullable() }),
      handle: async (ctx, { body }) => {
        const page = await service.myPrizes(ctx, pageRequest(body.first, body.after));
        const last = page.items.at(-1);
        return {
          list: page.items.map(toRecordData),
          has_more: page.hasNextPage,
          next: page.hasNextPage && last ? encodeCursor(last.id) : null,
        };
      },
    }),
  ];
}
