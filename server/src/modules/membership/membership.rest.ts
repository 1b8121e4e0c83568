import { z } from 'zod';
import type { Locale } from '../../platform/i18n/index.js';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute } from '../../rest/route.js';
import type { LevelValues, PlanValues } from './membership-defaults.js';
import type { MembershipService, MembershipView } from './membership.service.js';

// The membership façade: the GraphQL types in snake_case.

const idText = z.union([z.string().max(20), z.number().int()]);
const staffNote = 'code -403 without the permission, -202 without a session';

const localizedText = z.object({
  'zh-CN': z.string().max(200).optional(),
  'en-US': z.string().max(200).optional(),
  ru: z.string().max(200).optional(),
  'es-ES': z.string().max(200).optional(),
});

const levelData = z.object({
  code: z.string(),
  name: z.string(),
  growth_required: z.number().int(),
  discount_percent: z.number().int(),
  points_multiplier_percent: z.number().int().describe('150 = ×1.5'),
  perks: z.array(z.string()),
  name_translations: localizedText,
  perk_translations: z.array(localizedText),
});

const planData = z.object({
  code: z.string(),
  name: z.string(),
  months: z.number().int(),
  price_fen: z.number().int(),
  active: z.boolean(),
});

const membershipData = z.object({
  active: z.boolean().describe('A super member now (vip = 1)'),
  valid_until: z.string().nullable(),
  growth: z.number().int(),
  level: levelData,
  next_level: levelData.nullable(),
  growth_to_next: z.number().int().nullable(),
});

function levelOf(level: LevelValues, locale: Locale) {
  return {
    code: level.code,
    name: level.names[locale],
    growth_required: level.growthRequired,
    discount_percent: level.discountPercent,
    points_multiplier_percent: level.pointsMultiplierPercent,
    perks: level.perks.map((perk) => perk[locale]),
    name_translations: level.names,
    perk_translations: level.perks,
  };
}

function membershipOf(view: MembershipView, locale: Locale) {
  return {
    active: view.active,
    valid_until: view.validUntil?.toISOString() ?? null,
    growth: view.growth,
    level: levelOf(view.level, locale),
    next_level: view.nextLevel ? levelOf(view.nextLevel, locale) : null,
    growth_to_next: view.growthToNext,
  };
}

/** /api/member/* for the shopper and /api/admin/member/* for staff. */
export function membershipRoutes(membership: MembershipService) {
  const planOf = (plan: PlanValues, locale: Locale) => ({
    code: plan.code,
    name: membership.planName(plan, locale),
    months: plan.months,
    price_fen: plan.priceFen,
    active: plan.active,
  });
  return [
    defineRoute({
      method: 'GET',
      path: '/member/info',
      tag: 'member',
      summary: "The signed-in user's membership, level and growth (myMembership); code -202 without a session",
      data: membershipData,
      handle: async (ctx) => membershipOf(await membership.myMembership(ctx), ctx.locale),
    }),
    defineRoute({
      method: 'GET',
      path: '/member/levels',
      tag: 'member',
      summary: 'The membership levels, lowest first (membershipLevels); public',
      data: z.array(levelData),
      handle: async (ctx) => (await membership.levels(ctx.em)).map((level) => levelOf(level, ctx.locale)),
    }),
    defineRoute({
      method: 'GET',
      path: '/member/plans',
      tag: 'member',
      summary: 'Super membership plans on sale (membershipPlans); public',
      data: z.array(planData),
      handle: async (ctx) => (await membership.listPlans(ctx, false)).map((plan) => planOf(plan, ctx.locale)),
    }),
    defineRoute({
      method: 'POST',
      path: '/member/buy',
      tag: 'member',
      summary:
        'Places a membership order for the plan, idempotent per key (buyMembership); pay it like any order; ' +
        'code -202 without a session',
      body: z.object({ plan_code: z.string().max(32), idempotency_key: z.string().max(64) }),
      data: z.object({ order_id: z.string(), order_number: z.string() }),
      handle: async (ctx, { body }) => {
        const order = await membership.buy(ctx, body.plan_code, body.idempotency_key);
        return { order_id: String(order.id), order_number: order.number };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/member/plans',
      tag: 'admin-member',
      summary: `Every membership plan, sold or not (membershipPlans includeInactive); ${staffNote}`,
      data: z.array(planData),
      handle: async (ctx) => (await membership.listPlans(ctx, true)).map((plan) => planOf(plan, ctx.locale)),
    }),
    defineRoute({
      method: 'GET',
      path: '/admin/member/user',
      tag: 'admin-member',
      summary: `A user's membership, level and growth (staffMembership); ${staffNote}`,
      query: z.object({ user_id: idText }),
      data: membershipData,
      handle: async (ctx, { query }) =>
        membershipOf(await membership.staffMembership(ctx, parseId(query.user_id, ['user_id'])), ctx.locale),
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/member/levels',
      tag: 'admin-member',
      summary: `Replaces the levels, lowest first (saveMembershipLevels); ${staffNote}`,
      body: z.object({
        levels: z
          .array(
            z.object({
              code: z.string().max(32),
              names: localizedText,
              growth_required: z.number().int(),
              discount_percent: z.number().int(),
              points_multiplier_percent: z.number().int(),
              perks: z.array(localizedText).max(50),
            }),
          )
          .max(50),
      }),
      data: z.array(levelData),
      handle: async (ctx, { body }) => {
        const saved = await membership.saveLevels(
          ctx,
          body.levels.map((level) => ({
            code: level.code,
            names: level.names,
            growthRequired: level.growth_required,
            discountPercent: level.discount_percent,
            pointsMultiplierPercent: level.points_multiplier_percent,
            perks: level.perks,
          })),
        );
        return saved.map((level) => levelOf(level, ctx.locale));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/member/plan',
      tag: 'admin-member',
      summary: `Sets a plan's price and whether it is sold (saveMembershipPlan); ${staffNote}`,
      body: z.object({ code: z.string().max(32), price_fen: z.number().int(), active: z.boolean() }),
      data: planData,
      handle: async (ctx, { body }) =>
        planOf(await membership.savePlan(ctx, body.code, body.price_fen, body.active), ctx.locale),
    }),
  ];
}
