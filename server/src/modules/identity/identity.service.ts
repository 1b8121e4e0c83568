import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { NotificationService } from '../messages/notification.service.js';
import { parseAccountAddress, type AccountAddress } from './account-address.js';
import { User, VerificationPurpose, type Session } from './identity.entities.js';
import { generateInviteCode } from './invite-codes.js';
import type { OAuthIdentity } from './oauth/oauth-provider.js';
import { checkPasswordRules, hashPassword, passwordMatches } from './passwords.js';
import type { AccountCancellationService } from './account-cancellation.service.js';
import { subjectOf, type LoginThrottle } from './login-throttle.js';
import { hashToken, type SessionService } from './session.service.js';
import type { SentCode, VerificationCodeService } from './verification-code.service.js';
import type { SecondFactorChallenge, StaffSignIn } from './staff/staff-sign-in.js';

const field = (name: string) => ['input', name];

/** A successful login: the new session's token (shown to the client once) and its user. */
export interface SignedIn {
  token: string;
  user: User;
}

/** A staff sign-in whose first step was right: it goes on with the authenticator code (StaffSignIn). */
export interface SecondFactorPending {
  secondFactor: SecondFactorChallenge;
  user: User;
}

/** What a login answers: a session, or for staff who need one, the challenge of the second factor. */
export type SignInOutcome = SignedIn | SecondFactorPending;

/**
 * The session of a sign-in, for the ways in that have no second step (the REST façade, WeChat's redirect):
 * SECOND_FACTOR_REQUIRED when a staff member must give an authenticator code, which only the web sign-in asks.
 */
export function sessionOf(outcome: SignInOutcome): SignedIn {
  if ('secondFactor' in outcome) throw new DomainError('SECOND_FACTOR_REQUIRED');
  return outcome;
}

export interface SessionSummary {
  session: Session;
  current: boolean;
}

export interface CodeLogin {
  address: string;
  code: string;
  inviteCode?: string | null | undefined;
  agreementAccepted: boolean;
}

export interface PasswordLogin {
  /** E-mail, phone with area code, or username. */
  account: string;
  password: string;
  agreementAccepted: boolean;
}

export interface Registration extends CodeLogin {
  password: string;
}

export interface PasswordReset {
  address: string;
  code: string;
  newPassword: string;
}

/** Sign-up, login (by code or password), password reset and the user's sessions. */
export class IdentityService {
  constructor(
    private readonly clock: Clock,
    private readonly codes: VerificationCodeService,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly cancellations: AccountCancellationService,
    private readonly notifications: NotificationService,
    private readonly staffSignIn: StaffSignIn,
  ) {}

  async sendCode(ctx: RequestContext, address: string, purpose: VerificationPurpose): Promise<SentCode> {
    const parsed = parseAccountAddress(address, field('address'));
    if (purpose === VerificationPurpose.BIND_ADDRESS || purpose === VerificationPurpose.RESET_PAYMENT_PASSWORD) {
      await this.checkAddressForSignedInUser(ctx, parsed, purpose);
    }
    return this.codes.send(ctx, parsed, purpose, field('address'));
  }

  /** Signs in with a code; an unknown e-mail or phone gets a new account. */
  async loginWithCode(ctx: RequestContext, login: CodeLogin): Promise<SignInOutcome> {
    requireAgreement(login.agreementAccepted);
    const address = parseAccountAddress(login.address, field('address'));
    const existing = await this.findByAddress(ctx, address);
    const inviter = existing ? null : await this.inviterOf(ctx, login.inviteCode);
    await this.codes.consume(ctx, address, VerificationPurpose.LOGIN, login.code, field('code'));
    if (existing) await this.refuseClosed(ctx, existing);
    // Proving the address also ends the wait that someone else's wrong passwords put on the account.
    if (existing) await this.throttle.clear(ctx, subjectOf(existing.id, login.address));
    if (existing) return this.signIn(ctx, existing);
    const user = await this.createUser(ctx, address, null, inviter);
    return { token: await this.sessions.start(ctx, user), user };
  }

  /** Signs up with a code and a password; an address that already has an account is refused. */
  async register(ctx: RequestContext, registration: Registration): Promise<SignedIn> {
    requireAgreement(registration.agreementAccepted);
    const address = parseAccountAddress(registration.address, field('address'));
    checkPasswordRules(registration.password, field('password'));
    if (await this.findByAddress(ctx, address)) throw new DomainError('ACCOUNT_EXISTS', { field: field('address') });
    const inviter = await this.inviterOf(ctx, registration.inviteCode);
    await this.codes.consume(ctx, address, VerificationPurpose.LOGIN, registration.code, field('code'));
    const user = await this.createUser(ctx, address, await hashPassword(registration.password), inviter);
    return { token: await this.sessions.start(ctx, user), user };
  }

  /**
   * Signs in with a password. Wrong passwords slow further attempts on the account and from the address
   * (LoginThrottle) but never lock the account: its owner gets in after a short wait, or at once with a code.
   */
  async loginWithPassword(ctx: RequestContext, login: PasswordLogin): Promise<SignInOutcome> {
    requireAgreement(login.agreementAccepted);
    const user = await this.findByAccount(ctx, login.account);
    const attempt = await this.throttle.admit(ctx, subjectOf(user?.id ?? null, login.account), field('password'));
    // The same answer whether the account or the password is wrong, so accounts cannot be probed.
    const matches = await passwordMatches(login.password, user?.passwordHash);
    if (!user || !matches) throw new DomainError('LOGIN_FAILED', { field: field('password') });
    await this.throttle.succeeded(ctx, attempt);
    await this.refuseClosed(ctx, user);
    return this.signIn(ctx, user);
  }

  /** Sets a new password after a reset code and ends every other session of the account. */
  async resetPassword(ctx: RequestContext, reset: PasswordReset): Promise<void> {
    const address = parseAccountAddress(reset.address, field('address'));
    checkPasswordRules(reset.newPassword, field('newPassword'));
    const user = await this.findByAddress(ctx, address);
    if (!user) throw new DomainError('ACCOUNT_NOT_FOUND', { field: field('address') });
    await this.codes.consume(ctx, address, VerificationPurpose.RESET_PASSWORD, reset.code, field('code'));
    await ctx.em.nativeUpdate(User, { id: user.id }, { passwordHash: await hashPassword(reset.newPassword) });
    const keepToken = ctx.user?.id === String(user.id) ? ctx.token : undefined;
    await this.sessions.revokeAllExcept(ctx.em, user.id, keepToken);
  }

  /** Signs in the person a third-party provider vouched for; their first visit creates the account. */
  async loginWithOAuth(ctx: RequestContext, provider: string, person: OAuthIdentity): Promise<SignInOutcome> {
    if (provider !== 'wechat') throw new DomainError('OAUTH_FAILED');
    const existing = await this.findWechatUser(ctx, person);
    if (existing) {
      await this.refuseClosed(ctx, existing);
      // An account first seen without a unionid (an app not yet bound to the open-platform account) learns it now.
      if (person.unionId && !existing.wechatUnionId) {
        await ctx.em.nativeUpdate(User, { id: existing.id, wechatUnionId: null }, { wechatUnionId: person.unionId });
      }
      return this.signIn(ctx, existing);
    }
    const user = await this.createWechatUser(ctx, person);
    return { token: await this.sessions.start(ctx, user), user };
  }

  async logout(ctx: RequestContext): Promise<void> {
    requireUser(ctx);
    await this.sessions.revokeToken(ctx, ctx.token!);
  }

  /** The signed-in user's own record. */
  async viewer(ctx: RequestContext): Promise<User> {
    const user = await ctx.em.findOne(User, { id: Number(requireUser(ctx).id) });
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  /** The signed-in user's live sessions; nobody can list another user's. */
  async listSessions(ctx: RequestContext): Promise<SessionSummary[]> {
    const userId = Number(requireUser(ctx).id);
    const currentHash = hashToken(ctx.token!);
    return (await this.sessions.listLive(ctx, userId)).map((session) => ({
      session,
      current: session.tokenHash === currentHash,
    }));
  }

  /** "Log out other devices": answers how many sessions ended. */
  revokeOtherSessions(ctx: RequestContext): Promise<number> {
    return this.sessions.revokeAllExcept(ctx.em, Number(requireUser(ctx).id), ctx.token);
  }

  /**
   * A code to bind a new address must go to one no other account uses; a payment-password reset code only
   * to an address of the signed-in user.
   */
  private async checkAddressForSignedInUser(
    ctx: RequestContext,
    address: AccountAddress,
    purpose: VerificationPurpose,
  ): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    const owner = await this.findByAddress(ctx, address);
    if (purpose === VerificationPurpose.BIND_ADDRESS && owner && owner.id !== userId) {
      throw new DomainError('ADDRESS_IN_USE', { field: field('address') });
    }
    if (purpose === VerificationPurpose.RESET_PAYMENT_PASSWORD && owner?.id !== userId) {
      throw new DomainError('ADDRESS_NOT_BOUND', { field: field('address') });
    }
  }

  /** Refuses an account that was closed at its owner's request or disabled by staff. */
  private async refuseClosed(ctx: RequestContext, user: User): Promise<void> {
    if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
    if (await this.cancellations.isClosed(ctx, user.id)) throw new DomainError('ACCOUNT_CLOSED');
  }

  /** A session for an existing account whose credentials were right, unless staff must answer a second factor. */
  private async signIn(ctx: RequestContext, user: User): Promise<SignInOutcome> {
    const secondFactor = await this.staffSignIn.challengeFor(ctx, user);
    if (secondFactor) return { secondFactor, user };
    return { token: await this.sessions.start(ctx, user), user };
  }

  private findByAddress(ctx: RequestContext, address: AccountAddress): Promise<User | null> {
    return ctx.em.findOne(User, address.kind === 'email' ? { email: address.value } : { phone: address.value });
  }

  private async findByAccount(ctx: RequestContext, account: string): Promise<User | null> {
    const text = account.trim();
    if (!text) return null;
    try {
      return await this.findByAddress(ctx, parseAccountAddress(text, field('account')));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return ctx.em.findOne(User, { username: text });
    }
  }

  private async inviterOf(ctx: RequestContext, inviteCode: string | null | undefined): Promise<User | null> {
    const code = inviteCode?.trim().toUpperCase();
    if (!code) return null;
    const inviter = await ctx.em.findOne(User, { inviteCode: code });
    if (!inviter) throw new DomainError('INVITE_CODE_INVALID', { field: field('inviteCode') });
    return inviter;
  }

  /**
   * The unionid names the person across the shop's WeChat apps, each of which has its own openid for them: it finds
   * the account first, the openid of this app next.
   */
  private async findWechatUser(ctx: RequestContext, person: OAuthIdentity): Promise<User | null> {
    const byUnionId = person.unionId ? await ctx.em.findOne(User, { wechatUnionId: person.unionId }) : null;
    return byUnionId ?? ctx.em.findOne(User, { wechatOpenId: person.openId });
  }

  private async createWechatUser(ctx: RequestContext, person: OAuthIdentity): Promise<User> {
    const user = ctx.em.create(User, {
      ...newUserFields(this.clock),
      nickname: nicknameFrom(person),
      wechatOpenId: person.openId,
      wechatUnionId: person.unionId ?? null,
    });
    try {
      await ctx.em.flush();
    } catch (error) {
      // Two first logins of the same person at once: the unique openid and unionid let one create the account.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      ctx.em.clear();
      const created = await this.findWechatUser(ctx, person);
      if (!created) throw error;
      return created;
    }
    return user;
  }

  private async createUser(
    ctx: RequestContext,
    address: AccountAddress,
    passwordHash: string | null,
    inviter: User | null,
  ): Promise<User> {
    const user = ctx.em.create(User, {
      ...newUserFields(this.clock),
      email: address.kind === 'email' ? address.value : null,
      phone: address.kind === 'phone' ? address.value : null,
      passwordHash,
      invitedBy: inviter,
    });
    try {
      await ctx.em.flush();
    } catch (error) {
      // Two sign-ups of the same address at once: the database's unique key lets only one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('ACCOUNT_EXISTS', { field: field('address'), cause: error });
      }
      throw error;
    }
    await this.notifications.notify(ctx.em, user.id, { kind: 'system', templateKey: 'welcome' });
    return user;
  }
}

/** The nickname WeChat gave, cut to the shop's 10 characters. */
function nicknameFrom(person: OAuthIdentity): string | null {
  return person.nickname ? [...person.nickname.trim()].slice(0, 10).join('') || null : null;
}

function newUserFields(clock: Clock) {
  return {
    email: null,
    phone: null,
    username: null,
    passwordHash: null,
    nickname: null,
    inviteCode: generateInviteCode(),
    invitedBy: null,
    vip: 0,
    roles: ['buyer' as const],
    createdAt: clock.now(),
    avatarPath: null,
    birthday: null,
    location: null,
    firstName: null,
    lastName: null,
    companyName: null,
    companyPosition: null,
    wechatOpenId: null,
    wechatUnionId: null,
  };
}

function requireAgreement(accepted: boolean): void {
  if (!accepted) throw new DomainError('AGREEMENT_REQUIRED', { field: field('agreementAccepted') });
}
