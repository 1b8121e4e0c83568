import { z } from 'zod';
import { encodeCursor, pageRequest } from '../../platform/graphql/connection.js';
import { parseId } from '../../platform/graphql/ids.js';
import { matchLocale } from '../../platform/i18n/index.js';
import { defineRoute, FileAnswer } from '../../rest/route.js';
import { InvitationRewardKind } from './invitations.entities.js';
import type { InvitationRewards, InvitationsService } from './invitations.service.js';

const sessionNote = 'code -202 without a valid session';
const kind = z.enum(Object.values(InvitationRewardKind) as [InvitationRewardKind, ...InvitationRewardKind[]]);
const idText = z.union([z.string().max(20), z.number().int()]);

const rewardsData = z.object({
  kind,
  points: z.number().int().nullable(),
  coupon_template_id: z.string().nullable(),
  coupon_title: z.string().nullable(),
});

const toRewardsData = (rewards: InvitationRewards): z.infer<typeof rewardsData> => ({
  kind: rewards.kind,
  points: rewards.points,
  coupon_template_id: rewards.couponTemplateId === null ? null : String(rewards.couponTemplateId),
  coupon_title: rewards.couponTitle,
});

/** Invitation routes under /api/invitation, and the staff twin under /api/admin/invitation. */
export function invitationRoutes(service: InvitationsService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/invitation/info',
      tag: 'invitation',
      summary: `The signed-in user's invitation code, sign-up link, poster path and counts (myInvitation); ${sessionNote}`,
      data: z.object({
        code: z.string(),
        link: z.string(),
        poster_url: z.string(),
        invited_count: z.number().int(),
        rewarded_count: z.number().int(),
      }),
      handle: async (ctx) => {
        const invitation = await service.myInvitation(ctx);
        return {
          code: invitation.code,
          link: invitation.link,
          poster_url: invitation.posterUrl,
          invited_count: invitation.invitedCount,
          rewarded_count: invitation.rewardedCount,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/invitation/invitees',
      tag: 'invitation',
      summary: `Who signed up with the user's code, newest first, masked (myInvitation.invitees); ${sessionNote}`,
      body: z.object({ first: z.number().int().optional(), after: z.string().max(64).optional() }),
      data: z.object({
        invitees: z.array(
          z.object({ id: z.string(), masked_name: z.string(), joined_at: z.string(), rewarded: z.boolean() }),
        ),
        total_count: z.number().int(),
        end_cursor: z.string().nullable(),
        has_next_page: z.boolean(),
      }),
      handle: async (ctx, { body }) => {
        const page = await service.invitees(ctx, pageRequest(body.first, body.after));
        const last = page.items.at(-1);
        return {
          invitees: page.items.map((invitee) => ({
            id: String(invitee.id),
            masked_name: invitee.maskedName,
            joined_at: invitee.joinedAt.toISOString(),
            rewarded: invitee.rewarded,
          })),
          total_count: page.totalCount,
          end_cursor: page.hasNextPage && last ? encodeCursor(last.id) : null,
          has_next_page: page.hasNextPage,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/invitation/rewards',
      tag: 'invitation',
      summary: 'What an inviter earns when an invitee completes a first goods order (invitationRewards); public',
      data: rewardsData,
      handle: async (ctx) => toRewardsData(await service.rewards(ctx.em)),
    }),
    defineRoute({
      method: 'GET',
      path: '/invitation/poster.png',
      tag: 'invitation',
      summary: `The signed-in user's share poster (image/png, not an envelope), in \`lang\` or the request language; ${sessionNote}`,
      query: z.object({
        lang: z.string().max(16).optional(),
        v: z.string().max(32).optional().describe('A version that changes with the poster; ignored'),
      }),
      data: z.string().describe('The PNG bytes, not an envelope'),
      handle: async (ctx, { query }) => {
        const locale = matchLocale(query.lang) ?? ctx.locale;
        return new FileAnswer(`circuitmart-invitation-${locale}.png`, 'image/png', await service.poster(ctx, locale));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/admin/invitation/rewards',
      tag: 'admin-invitation',
      summary:
        'Sets what an inviter earns: NONE, POINTS with points, or COUPON with coupon_template_id (updateInvitationRewards); code -403 without the permission, -202 without a session',
      body: z.object({
        kind,
        points: z.number().int().nullable().optional(),
        coupon_template_id: idText.nullable().optional(),
      }),
      data: rewardsData,
      handle: async (ctx, { body }) => {
        const rewards = await service.updateRewards(ctx, {
          kind: body.kind,
          points: body.points ?? null,
          couponTemplateId:
            body.coupon_template_id === null || body.coupon_template_id === undefined
              ? null
              : parseId(body.coupon_template_id, ['coupon_template_id']),
        });
        return toRewardsData(rewards);
      },
    }),
  ];
}
