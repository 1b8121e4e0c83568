import { z } from 'zod';
import type { Locale } from '../../platform/i18n/index.js';
import { encodeCursor, pageRequest, type Page } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import { toPointsEntryNode } from './points.graphql.js';
import { PointsEntryKind, type PointsEntry } from './points.entities.js';
import type { PointsRules } from './points-settings.js';
import type { PointsService, PointsSummary } from './points.service.js';

// The points façade: the GraphQL types in snake_case.

const idText = z.union([z.string().max(20), z.number().int()]);
const pageSizeText = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .optional()
  .describe('Page size, default 20, clamped to 1..100');
const staffNote = 'code -403 without the permission, -202 without a session';

const summaryData = z.object({
  balance: z.number().int(),
  expiring_points: z.number().int().describe('Points that expire within the next 30 days'),
  expiring_at: z.string().nullable(),
});

const entryData = z.object({
  id: z.string(),
  points: z.number().int(),
  kind: z.enum(Object.values(PointsEntryKind) as [PointsEntryKind, ...PointsEntryKind[]]),
  description: z.string(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  at: z.string(),
  balance_after: z.number().int(),
});

const entriesData = z.object({
  entries: z.array(entryData),
  total_count: z.number().int(),
  end_cursor: z.string().nullable(),
  has_next_page: z.boolean(),
});

const rulesFields = {
  points_per_yuan: z.number().int(),
  review_points: z.number().int(),
  review_photo_points: z.number().int(),
  fen_per_point: z.number().int(),
  max_deduction_percent: z.number().int(),
  validity_months: z.number().int(),
};
const rulesData = z.object({ ...rulesFields, review_min_characters: z.number().int() });

function summaryOf(summary: PointsSummary) {
  return {
    balance: summary.balance,
    expiring_points: summary.expiringPoints,
    expiring_at: summary.expiringAt?.toISOString() ?? null,
  };
}

export function entryOf(entry: PointsEntry, locale: Locale) {
  const node = toPointsEntryNode(entry, locale);
  return {
    id: node.id,
    points: node.points,
    kind: node.kind,
    description: node.description,
    order_id: node.orderId,
    order_number: node.orderNumber,
    at: node.at.toISOString(),
    balance_after: node.balanceAfter,
  };
}

function entriesOf(page: Page<PointsEntry>, locale: Locale) {
  return {
    entries: page.items.map((entry) => entryOf(entry, locale)),
    total_count: page.totalCount,
    end_cursor: page.hasNextPage ? encodeCursor(page.items.at(-1)!.id) : null,
    has_next_page: page.hasNextPage,
  };
}

function rulesOf(rules: PointsRules) {
  return {
    points_per_yuan: rules.pointsPerYuan,
    review_points: rules.reviewPoints,
    review_photo_points: rules.reviewPhotoPoints,
    fen_per_point: rules.fenPerPoint,
    max_deduction_percent: rules.maxDeductionPercent,
    validity_months: rules.validityMonths,
    review_min_characters: rules.reviewMinCharacters,
  };
}

/** /api/points/* for the shopper and /api/admin/points/* for staff. */
export function pointsRoutes(points: PointsService) {
  return [
    defineRoute({
      method: 'GET',
      path: '/points/summary',
      tag: 'points',
      summary: "The signed-in user's points and those expiring soon (myPoints); code -202 without a session",
      data: summaryData,
      handle: async (ctx) => summaryOf(await points.mySummary(ctx)),
    }),
    defineRoute({
      method: 'GET',
      path: '/points/entries',
      tag: 'points',
      summary: "The signed-in user's points entries, newest first (myPointsEntries); code -202 without a session",
      query: z.object({ first: pageSizeText, after: z.string().max(64).optional() }),
      data: entriesData,
      handle: async (ctx, { query }) =>
        entriesOf(await points.myEntries(ctx, pageRequest(query.first, query.after)), ctx.locale),
    }),
    defineRoute({
      method: 'GET',
      path: '/points/rules',
      tag: 'points',
      summary: 'The point rules (pointsRules); public',
      data: rulesData,
      handle: async (ctx) => rulesOf(await points.rules(ctx.em)),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/points/rules',
      tag: 'admin-points',
      summary: `Sets every point rule (updatePointsRules); ${staffNote}`,
      body: z.object(rulesFields),
      data: rulesData,
      handle: async (ctx, { body }) =>
        rulesOf(
          await points.updateRules(ctx, {
            pointsPerYuan: body.points_per_yuan,
            reviewPoints: body.review_points,
            reviewPhotoPoints: body.review_photo_points,
            fenPerPoint: body.fen_per_point,
            maxDeductionPercent: body.max_deduction_percent,
            validityMonths: body.validity_months,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/points/adjust',
      tag: 'admin-points',
      summary: `Credits (positive) or debits (negative) a user's points with a reason (adjustPoints); ${staffNote}`,
      body: z.object({ user_id: idText, points: z.number().int(), reason: z.string().max(1000) }),
      data: z.object({ balance: z.number().int(), entry: entryData }),
      handle: async (ctx, { body }) => {
        const done = await points.adjust(ctx, parseId(body.user_id, ['user_id']), body.points, body.reason);
        return { balance: done.balance, entry: entryOf(done.entry, ctx.locale) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/points/user',
      tag: 'admin-points',
      summary: `A user's points (staffUserPoints); ${staffNote}`,
      query: z.object({ user_id: idText }),
      data: summaryData,
      handle: async (ctx, { query }) => summaryOf(await points.staffSummary(ctx, parseId(query.user_id, ['user_id']))),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/points/entries',
      tag: 'admin-points',
      summary: `A user's points entries, newest first (staffUserPointsEntries); ${staffNote}`,
      query: z.object({ user_id: idText, first: pageSizeText, after: z.string().max(64).optional() }),
      data: entriesData,
      handle: async (ctx, { query }) =>
        entriesOf(
          await points.staffEntries(ctx, parseId(query.user_id, ['user_id']), pageRequest(query.first, query.after)),
          ctx.locale,
        ),
    }),
  ];
}
