import { z } from 'zod';
import { allPermissions, permissionsOf } from '../../platform/auth/index.js';
import { defineRoute } from '../../rest/route.js';
import { DEFAULT_AREA_CODE } from './account-address.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import { Gender, VerificationPurpose, type User } from './identity.entities.js';
import type { AccountSecurityService } from './account-security.service.js';
import { sessionOf, type IdentityService } from './identity.service.js';
import { displayNameOf } from './session.service.js';

/** The façade names an account by `user_email`, or by `phone` plus `area_code`. */
const accountAddress = {
  user_email: z.string().max(191).optional().describe('E-mail address; or give phone and area_code'),
  phone: z.string().max(32).optional().describe('Phone number without area code'),
  area_code: z.string().max(5).optional().describe(`Area code of the phone, default ${DEFAULT_AREA_CODE}`),
};
const hasAddress = (body: { user_email?: string | undefined; phone?: string | undefined }) =>
  Boolean(body.user_email?.trim() || body.phone?.trim());
const addressRequired = { message: 'user_email or phone is required', path: ['user_email'] };

/** The façade's clients show the agreement on their own screen and send only the account and code. */
const agreement = z
  .boolean()
  .default(true)
  .describe('Whether the user ticked the user agreement; clients of the original API send nothing');

function addressOf(body: {
  user_email?: string | undefined;
  phone?: string | undefined;
  area_code?: string | undefined;
}) {
  if (body.user_email?.trim()) return body.user_email;
  return `+${(body.area_code?.trim() || DEFAULT_AREA_CODE).replace(/^\+/, '')} ${body.phone ?? ''}`;
}

export const userInfo = z.object({
  id: z.string(),
  nickName: z.string().describe('Display name: nickname, else username'),
  username: z.string().nullable(),
  vip: z.number().int().describe('1 means super member'),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('With area code, e.g. +86 13800138000'),
  invite_code: z.string(),
  roles: z.array(z.enum(['buyer', 'support', 'sales', 'admin'])),
  permissions: z.array(z.enum(allPermissions)).describe('Staff operations the roles allow, e.g. order.ship'),
  avatar: z.string().nullable().describe('Address of the avatar image, e.g. /media/uploads/avatars/….webp'),
  gender: z.enum([Gender.MALE, Gender.FEMALE, Gender.SECRET]),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  location: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  company_position: z.string().nullable(),
});
const signedInInfo = z.object({ userinfo: userInfo.extend({ user_token: z.string() }) });

export function toUserInfo(user: User): z.infer<typeof userInfo> {
  return {
    id: String(user.id),
    nickName: displayNameOf(user),
    username: user.username ?? null,
    vip: user.vip,
    email: user.email ?? null,
    phone: user.phone ?? null,
    invite_code: user.inviteCode,
    roles: user.roles,
    permissions: permissionsOf(user),
    avatar: user.avatarPath ? uploadUrl(user.avatarPath) : null,
    gender: user.gender,
    birthday: user.birthday ?? null,
    location: user.location ?? null,
    first_name: user.firstName ?? null,
    last_name: user.lastName ?? null,
    company_name: user.companyName ?? null,
    company_position: user.companyPosition ?? null,
  };
}

function signedIn({ token, user }: { token: string; user: User }): z.infer<typeof signedInInfo> {
  return { userinfo: { ...toUserInfo(user), user_token: token } };
}

export function identityRoutes(identity: IdentityService, security: AccountSecurityService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/user/sendCode',
      tag: 'user',
      summary: 'Sends a 6-digit verification code by e-mail or SMS (valid 10 minutes; another after 60 s)',
      body: z
        .object({
          ...accountAddress,
          purpose: z
            .enum([
              VerificationPurpose.LOGIN,
              VerificationPurpose.RESET_PASSWORD,
              VerificationPurpose.BIND_ADDRESS,
              VerificationPurpose.RESET_PAYMENT_PASSWORD,
            ])
            .default(VerificationPurpose.LOGIN)
            .describe('bindAddress: to a NEW address of the signed-in user; resetPaymentPassword: to a bound one'),
        })
        .refine(hasAddress, addressRequired),
      data: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
      handle: async (ctx, { body }) => {
        const sent = await identity.sendCode(ctx, addressOf(body), body.purpose);
        return { expires_in: sent.expiresInSeconds, resend_in: sent.resendInSeconds };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/codeLogin',
      tag: 'user',
      summary: 'Signs in by e-mail code; an unknown e-mail gets an account',
      body: z.object({
        user_email: z.string().max(191),
        code: z.string().max(16),
        invite_code: z.string().max(16).optional(),
        agreement,
      }),
      data: signedInInfo,
      handle: async (ctx, { body }) =>
        signedIn(
          sessionOf(
            await identity.loginWithCode(ctx, {
              address: body.user_email,
              code: body.code,
              inviteCode: body.invite_code,
              agreementAccepted: body.agreement,
            }),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/5b5bdc44796e8',
      tag: 'user',
      summary:
        'Phone (or e-mail) login by code; with a session, binds that new phone or e-mail instead (code of purpose ' +
        'bindAddress). Answers code 200 (not 1) with the token, as the original apps expect',
      successCode: 200,
      body: z
        .object({
          ...accountAddress,
          code: z.string().max(16),
          invite_code: z.string().max(16).optional(),
          agreement,
        })
        .refine(hasAddress, addressRequired),
      data: signedInInfo.extend({ token: z.string() }),
      handle: async (ctx, { body }) => {
        // Spec §7: the same call serves phone login and the update of the bound phone or e-mail.
        if (ctx.user && ctx.token) {
          const user = await security.bindAddress(ctx, addressOf(body), body.code);
          return { token: ctx.token, ...signedIn({ token: ctx.token, user }) };
        }
        const login = sessionOf(
          await identity.loginWithCode(ctx, {
            address: addressOf(body),
            code: body.code,
            inviteCode: body.invite_code,
            agreementAccepted: body.agreement,
          }),
        );
        return { token: login.token, ...signedIn(login) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/passwordLogin',
      tag: 'user',
      summary: 'Signs in by e-mail, phone (+area code) or username and password',
      body: z.object({
        account: z.string().max(191).describe('E-mail, phone as "+86 13800138000", or username'),
        password: z.string().max(128),
        agreement,
      }),
      data: signedInInfo,
      handle: async (ctx, { body }) =>
        signedIn(
          sessionOf(
            await identity.loginWithPassword(ctx, {
              account: body.account,
              password: body.password,
              agreementAccepted: body.agreement,
            }),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/register',
      tag: 'user',
      summary: 'Creates an account with a verification code and a password, and signs in',
      body: z
        .object({
          ...accountAddress,
          code: z.string().max(16),
          password: z.string().max(128).describe('6-12 characters, letters and digits, no Chinese characters'),
          invite_code: z.string().max(16).optional(),
          agreement,
        })
        .refine(hasAddress, addressRequired),
      data: signedInInfo,
      handle: async (ctx, { body }) =>
        signedIn(
          await identity.register(ctx, {
            address: addressOf(body),
            code: body.code,
            password: body.password,
            inviteCode: body.invite_code,
            agreementAccepted: body.agreement,
          }),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/resetPassword',
      tag: 'user',
      summary: 'Sets a new password with a code of purpose resetPassword; other sessions end',
      body: z
        .object({
          ...accountAddress,
          code: z.string().max(16),
          password: z.string().max(128).describe('The new password'),
        })
        .refine(hasAddress, addressRequired),
      data: z.null(),
      handle: async (ctx, { body }) => {
        await identity.resetPassword(ctx, { address: addressOf(body), code: body.code, newPassword: body.password });
        return null;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/user/info',
      tag: 'user',
      summary: 'The signed-in user; code -202 without a valid session',
      data: userInfo,
      handle: async (ctx) => toUserInfo(await identity.viewer(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/user/logout',
      tag: 'user',
      summary: 'Ends the session of the presented token; code -202 without a valid session',
      data: z.null(),
      handle: async (ctx) => {
        await identity.logout(ctx);
        return null;
      },
    }),
  ];
}
