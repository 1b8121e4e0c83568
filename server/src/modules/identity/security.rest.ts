import { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import type { AccountSecurityService, Preferences } from './account-security.service.js';

const preferences = z.object({
  locale: z.enum(['zh-CN', 'en-US', 'ru', 'es-ES']).nullable().describe('The client switches to it after login'),
  notify_order_updates: z.boolean(),
  notify_promotions: z.boolean(),
  notify_messages: z.boolean(),
  personalised_recommendations: z.boolean(),
});

function toPreferenceData(value: Preferences): z.infer<typeof preferences> {
  return {
    locale: value.locale,
    notify_order_updates: value.notifyOrderUpdates,
    notify_promotions: value.notifyPromotions,
    notify_messages: value.notifyMessages,
    personalised_recommendations: value.personalisedRecommendations,
  };
}

const paymentPassword = z.string().max(32).describe('6 digits');

/** The settings calls of the façade; every one needs a session (code -202 without). */
export function securityRoutes(security: AccountSecurityService) {
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
          await security.updatePreferences(ctx, {
            ...(body.locale !== undefined && { locale: body.locale }),
            ...(body.notify_order_updates !== undefined && { notifyOrderUpdates: body.notify_order_updates }),
            ...(body.notify_promotions !== undefined && { notifyPromotions: body.notify_promotions }),
            ...(body.notify_messages !== undefined && { notifyMessages: body.notify_messages }),
            ...(body.personalised_recommendations !== undefined && {
              personalisedRecommendations: body.personalised_recommendations,
            }),
          }),
        ),
    }),
  ];
}
