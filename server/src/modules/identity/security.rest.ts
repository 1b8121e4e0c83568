import { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import type { AccountCancellationService } from './account-cancellation.service.js';
import type { AccountSecurityService, Preferences } from './account-security.service.js';
import { expandLegacyToggles, legacyTogglesOf } from './notification-preferences.js';
import { CancellationStatus, type AccountCancellation } from './security.entities.js';

const preferences = z.object({
  locale: z.enum(['zh-CN', 'en-US', 'ru', 'es-ES']).nullable().describe('The client switches to it after login'),
  notify_system_messages: z.boolean().describe('Welcome and feedback replies are pushed and e-mailed'),
  notify_platform_messages: z.boolean().describe("Staff's platform messages are pushed and e-mailed"),
  notify_order_updates: z.boolean().describe('Order and after-sales news is pushed and e-mailed'),
  notify_chat_messages: z.boolean().describe('Customer service answers are pushed and e-mailed'),
  notify_activity_reminders: z.boolean().describe('Coupons and activity reminders are pushed and e-mailed'),
  notify_promotions: z.boolean().describe('Deprecated: platform messages and activity reminders together'),
  notify_messages: z.boolean().describe('Deprecated: system and chat messages together'),
  personalised_recommendations: z.boolean(),
});

function toPreferenceData(value: Preferences): z.infer<typeof preferences> {
  const legacy = legacyTogglesOf(value);
  return {
    locale: value.locale,
    notify_system_messages: value.notifySystemMessages,
    notify_platform_messages: value.notifyPlatformMessages,
    notify_order_updates: value.notifyOrderUpdates,
    notify_chat_messages: value.notifyChatMessages,
    notify_activity_reminders: value.notifyActivityReminders,
    notify_promotions: legacy.notifyPromotions,
    notify_messages: legacy.notifyMessages,
    personalised_recommendations: value.personalisedRecommendations,
  };
}

const paymentPassword = z.string().max(32).describe('6 digits');

/** The settings calls of the façade; every one needs a session (code -202 without). */
const cancellation = z
  .object({
    id: z.number().int(),
    status: z.enum(['submitted', 'underReview', 'closed', 'rejected', 'withdrawn']),
    reason: z.string().nullable(),
    created_at: z.string().describe('ISO 8601'),
  })
  .nullable();

/** The façade answers the values it always has; the database now stores the GraphQL enum's. */
const restStatusOf = {
  [CancellationStatus.SUBMITTED]: 'submitted',
  [CancellationStatus.UNDER_REVIEW]: 'underReview',
  [CancellationStatus.CLOSED]: 'closed',
  [CancellationStatus.REJECTED]: 'rejected',
  [CancellationStatus.WITHDRAWN]: 'withdrawn',
} as const satisfies Record<CancellationStatus, string>;

function toCancellationData(request: AccountCancellation | null): z.infer<typeof cancellation> {
  return (
    request && {
      id: request.id,
      status: restStatusOf[request.status],
      reason: request.reason ?? null,
      created_at: request.createdAt.toISOString(),
    }
  );
}

export function securityRoutes(security: AccountSecurityService, cancellations: AccountCancellationService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/user/changePassword',
      tag: 'user',
      summary: 'Changes the password (current one required); the other devices are logged out',
      body: z.object({
        old_password: z.string().max(128),
        password: z.string().max(128).describe('6-12 characters, letters and digits, no Chinese; differs from old'),
      }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await security.changePassword(ctx, { currentPassword: body.old_password, newPassword: body.password });
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/setPayPassword',
      tag: 'user',
      summary: 'Sets the first payment password, entered twice',
      body: z.object({ password: paymentPassword, confirm_password: paymentPassword }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await security.setPaymentPassword(ctx, { password: body.password, confirmation: body.confirm_password });
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/changePayPassword',
      tag: 'user',
      summary: 'Changes the payment password; wrong old passwords count towards the 15-minute payment lock',
      body: z.object({ old_password: paymentPassword, password: paymentPassword, confirm_password: paymentPassword }),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await security.changePaymentPassword(ctx, body.old_password, {
          password: body.password,
          confirmation: body.confirm_password,
        });
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/preferences',
      tag: 'user',
      summary: 'Language, notification and personalised-recommendation preferences of the signed-in user',
      data: preferences,
      handle: async (ctx) => toPreferenceData(await security.preferences(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/updatePreferences',
      tag: 'user',
      summary: 'Changes the preferences given; answers all of them',
      body: preferences.partial(),
      data: preferences,
      handle: async (ctx, { body }) =>
        toPreferenceData(
          await security.updatePreferences(
            ctx,
            expandLegacyToggles({
              ...(body.locale !== undefined && { locale: body.locale }),
              ...(body.notify_system_messages !== undefined && { notifySystemMessages: body.notify_system_messages }),
              ...(body.notify_platform_messages !== undefined && {
                notifyPlatformMessages: body.notify_platform_messages,
              }),
              ...(body.notify_order_updates !== undefined && { notifyOrderUpdates: body.notify_order_updates }),
              ...(body.notify_chat_messages !== undefined && { notifyChatMessages: body.notify_chat_messages }),
              ...(body.notify_activity_reminders !== undefined && {
                notifyActivityReminders: body.notify_activity_reminders,
              }),
              ...(body.notify_promotions !== undefined && { notifyPromotions: body.notify_promotions }),
              ...(body.notify_messages !== undefined && { notifyMessages: body.notify_messages }),
              ...(body.personalised_recommendations !== undefined && {
                personalisedRecommendations: body.personalised_recommendations,
              }),
            }),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/security',
      tag: 'user',
      summary: 'Account security overview: passwords set, payment lock, real name and ID number masked',
      data: z.object({
        has_password: z.boolean(),
        has_payment_password: z.boolean(),
        payment_locked_until: z.string().nullable().describe('ISO 8601'),
        real_name: z.string().nullable().describe('Masked, e.g. 张**'),
        id_number: z.string().nullable().describe('Masked, e.g. 1101**********1234'),
      }),
      handle: async (ctx) => {
        const overview = await security.overview(ctx);
        return {
          has_password: overview.hasPassword,
          has_payment_password: overview.hasPaymentPassword,
          payment_locked_until: overview.paymentLockedUntil?.toISOString() ?? null,
          real_name: overview.realName,
          id_number: overview.idNumber,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/realName',
      tag: 'user',
      summary: 'Real-name verification with a mainland ID number (checksum checked); answers both masked',
      body: z.object({ real_name: z.string().max(64), id_number: z.string().max(32) }),
      data: z.object({ real_name: z.string().nullable(), id_number: z.string().nullable() }),
      handle: async (ctx, { body }) => {
        const overview = await security.verifyRealName(ctx, body.real_name, body.id_number);
        return { real_name: overview.realName, id_number: overview.idNumber };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/cancellation',
      tag: 'user',
      summary: "The user's newest account-cancellation request, or null",
      data: cancellation,
      handle: async (ctx) => toCancellationData(await cancellations.mine(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/cancelAccount',
      tag: 'user',
      summary: 'Asks staff to close the account (submitted, then staff review, then closed or rejected)',
      body: z.object({ reason: z.string().max(1000).optional() }),
      data: cancellation,
      handle: async (ctx, { body }) => toCancellationData(await cancellations.submit(ctx, body.reason)),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/withdrawCancellation',
      tag: 'user',
      summary: 'Withdraws a cancellation request that staff have not started reviewing',
      body: z.object({ id: z.number().int().positive() }),
      data: cancellation,
      handle: async (ctx, { body }) => toCancellationData(await cancellations.withdraw(ctx, body.id)),
    }),
  ];
}
