import { isValidPaymentPassword } from '@circuitmart/rules/account-rules';
import { UniqueConstraintViolationException, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { DataEncryption } from '../../platform/crypto/data-encryption.js';
import { DomainError } from '../../platform/errors/index.js';
import { isLocale, type Locale } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { parseAccountAddress } from './account-address.js';
import { maskIdNumber, maskRealName, normaliseIdNumber, normaliseRealName } from './id-number.js';
import { User, VerificationPurpose } from './identity.entities.js';
import { notificationToggles, type NotificationToggle } from './notification-preferences.js';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords.js';
import { PAYMENT_LOCK_MS, PAYMENT_PASSWORD_MAX_FAILURES } from './payment-password.js';
import { AccountSettings } from './security.entities.js';
import type { SessionService } from './session.service.js';
import type { VerificationCodeService } from './verification-code.service.js';

const field = (name: string) => ['input', name];

export interface Preferences extends Record<NotificationToggle, boolean> {
  locale: Locale | null;
  personalisedRecommendations: boolean;
}

export interface SecurityOverview {
  hasPassword: boolean;
  hasPaymentPassword: boolean;
  paymentLockedUntil: Date | null;
  /** Masked, e.g. `张**`; null before verification. */
  realName: string | null;
  /** Masked, e.g. `1101**********1234`. */
  idNumber: string | null;
  realNameVerifiedAt: Date | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface NewPaymentPassword {
  password: string;
  confirmation: string;
}

/** Settings of the signed-in user: passwords, payment password, bound e-mail/phone, preferences, real name. */
export class AccountSecurityService {
  constructor(
    private readonly clock: Clock,
    private readonly codes: VerificationCodeService,
    private readonly sessions: SessionService,
    private readonly encryption: DataEncryption,
  ) {}

  async overview(ctx: RequestContext): Promise<SecurityOverview> {
    const user = await this.currentUser(ctx);
    const settings = await this.settingsOf(ctx, user.id);
    const locked = settings.paymentLockedUntil && settings.paymentLockedUntil > this.clock.now();
    return {
      hasPassword: Boolean(user.passwordHash),
      hasPaymentPassword: Boolean(settings.paymentPasswordHash),
      paymentLockedUntil: locked ? settings.paymentLockedUntil! : null,
      realName: settings.realNameEncrypted ? maskRealName(this.encryption.decrypt(settings.realNameEncrypted)) : null,
      idNumber: settings.idNumberEncrypted ? maskIdNumber(this.encryption.decrypt(settings.idNumberEncrypted)) : null,
      realNameVerifiedAt: settings.realNameVerifiedAt ?? null,
    };
  }

  /**
   * Spec §5: the current password is required (an account made by code login has none yet), the new one
   * follows the password rules and differs from the old. The user's other devices are logged out.
   */
  async changePassword(ctx: RequestContext, change: PasswordChange): Promise<void> {
    const user = await this.currentUser(ctx);
    checkPasswordRules(change.newPassword, field('newPassword'));
    if (user.passwordHash) {
      if (!(await verifyPassword(change.currentPassword, user.passwordHash))) {
        throw new DomainError('CURRENT_PASSWORD_WRONG', { field: field('currentPassword') });
      }
      if (change.newPassword === change.currentPassword) {
        throw new DomainError('PASSWORD_SAME_AS_OLD', { field: field('newPassword') });
      }
    }
    await ctx.em.nativeUpdate(User, { id: user.id }, { passwordHash: await hashPassword(change.newPassword) });
    await this.sessions.revokeAllExcept(ctx.em, user.id, ctx.token);
  }

  /** The first payment password; one already set is changed or reset instead. */
  async setPaymentPassword(ctx: RequestContext, input: NewPaymentPassword): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    checkNewPaymentPassword(input);
    const settings = await this.settingsOf(ctx, userId);
    if (settings.paymentPasswordHash) throw new DomainError('PAYMENT_PASSWORD_ALREADY_SET');
    await this.storePaymentPassword(ctx, userId, input.password);
  }

  /** Needs the old payment password, whose wrong tries count towards the payment lock. */
  async changePaymentPassword(ctx: RequestContext, oldPassword: string, input: NewPaymentPassword): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    checkNewPaymentPassword(input);
    await this.verifyPaymentPassword(ctx, userId, oldPassword, field('oldPassword'));
    await this.storePaymentPassword(ctx, userId, input.password);
  }

  /** With a code (purpose RESET_PAYMENT_PASSWORD) sent to the user's bound e-mail or phone; lifts a lock. */
  async resetPaymentPassword(ctx: RequestContext, address: string, code: string, input: NewPaymentPassword) {
    const user = await this.currentUser(ctx);
    checkNewPaymentPassword(input);
    const parsed = parseAccountAddress(address, field('address'));
    if (parsed.value !== user.email && parsed.value !== user.phone) {
      throw new DomainError('ADDRESS_NOT_BOUND', { field: field('address') });
    }
    await this.codes.consume(ctx, parsed, VerificationPurpose.RESET_PAYMENT_PASSWORD, code, field('code'));
    await this.storePaymentPassword(ctx, user.id, input.password);
  }

  /**
   * For checkout: throws PAYMENT_PASSWORD_NOT_SET, PAYMENT_LOCKED (while locked, even for the right
   * password) or PAYMENT_PASSWORD_WRONG with the tries left; the 5th wrong try in a row locks payment for
   * 15 minutes. Counting is one conditional update, so concurrent guesses cannot exceed the limit.
   */
  async verifyPaymentPassword(
    ctx: RequestContext,
    userId: number,
    password: string,
    errorField: string[] = field('paymentPassword'),
  ): Promise<void> {
    const settings = await this.settingsOf(ctx, userId);
    if (!settings.paymentPasswordHash) throw new DomainError('PAYMENT_PASSWORD_NOT_SET', { field: errorField });
    const now = this.clock.now();
    this.refuseWhileLocked(settings.paymentLockedUntil, now, errorField);
    if (await verifyPassword(password, settings.paymentPasswordHash)) {
      if (settings.paymentFailures > 0) {
        await ctx.em.nativeUpdate(AccountSettings, { id: settings.id }, { paymentFailures: 0 });
      }
      return;
    }
    await ctx.em.nativeUpdate(AccountSettings, { id: settings.id }, { paymentFailures: raw('payment_failures + 1') });
    const failures = (await ctx.em.findOneOrFail(AccountSettings, settings.id, { refresh: true })).paymentFailures;
    if (failures >= PAYMENT_PASSWORD_MAX_FAILURES) {
      const lockedUntil = new Date(now.getTime() + PAYMENT_LOCK_MS);
      await ctx.em.nativeUpdate(
        AccountSettings,
        { id: settings.id },
        { paymentFailures: 0, paymentLockedUntil: lockedUntil },
      );
      this.refuseWhileLocked(lockedUntil, now, errorField);
    }
    throw new DomainError('PAYMENT_PASSWORD_WRONG', {
      field: errorField,
      params: { triesLeft: PAYMENT_PASSWORD_MAX_FAILURES - failures },
    });
  }

  /** Sends a code to the NEW address; refused when another account already uses it. */
  async sendBindCode(ctx: RequestContext, address: string) {
    const user = await this.currentUser(ctx);
    const parsed = parseAccountAddress(address, field('address'));
    await this.refuseAddressOfOthers(ctx, user.id, parsed.kind, parsed.value);
    return this.codes.send(ctx, parsed, VerificationPurpose.BIND_ADDRESS, field('address'));
  }

  /** Binds the new e-mail or phone after its code, replacing the old one of the same kind. */
  async bindAddress(ctx: RequestContext, address: string, code: string): Promise<User> {
    const user = await this.currentUser(ctx);
    const parsed = parseAccountAddress(address, field('address'));
    await this.refuseAddressOfOthers(ctx, user.id, parsed.kind, parsed.value);
    await this.codes.consume(ctx, parsed, VerificationPurpose.BIND_ADDRESS, code, field('code'));
    if (parsed.kind === 'email') user.email = parsed.value;
    else user.phone = parsed.value;
    try {
      await ctx.em.flush();
    } catch (error) {
      // Another account bound the same address in the meantime: the unique key lets only one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError('ADDRESS_IN_USE', { field: field('address'), cause: error });
      }
      throw error;
    }
    return user;
  }

  async preferences(ctx: RequestContext): Promise<Preferences> {
    return toPreferences(await this.settingsOf(ctx, Number(requireUser(ctx).id)));
  }

  /** Changes only the preferences given. */
  async updatePreferences(ctx: RequestContext, changes: Partial<Preferences>): Promise<Preferences> {
    const settings = await this.settingsOf(ctx, Number(requireUser(ctx).id));
    if (changes.locale !== undefined && changes.locale !== null && !isLocale(changes.locale)) {
      throw new DomainError('INVALID_INPUT', { field: field('locale') });
    }
    for (const key of preferenceKeys) {
      const value = changes[key];
      if (value !== undefined) Object.assign(settings, { [key]: value });
    }
    await ctx.em.flush();
    return toPreferences(settings);
  }

  /** The user's verified real name in clear (for the wallet's account binding), or null when not verified. */
  async verifiedRealName(em: EntityManager, userId: number): Promise<string | null> {
    const settings = await em.findOne(AccountSettings, { user: userId }, { refresh: true });
    if (!settings?.realNameVerifiedAt || !settings.realNameEncrypted) return null;
    return this.encryption.decrypt(settings.realNameEncrypted);
  }

  /** Real name and mainland ID number, checked, then stored encrypted; answers the masked overview. */
  async verifyRealName(ctx: RequestContext, realName: string, idNumber: string): Promise<SecurityOverview> {
    const settings = await this.settingsOf(ctx, Number(requireUser(ctx).id));
    if (settings.realNameVerifiedAt) throw new DomainError('REAL_NAME_ALREADY_VERIFIED');
    const name = normaliseRealName(realName, field('realName'));
    const number = normaliseIdNumber(idNumber, this.clock.now(), field('idNumber'));
    settings.realNameEncrypted = this.encryption.encrypt(name);
    settings.idNumberEncrypted = this.encryption.encrypt(number);
    settings.realNameVerifiedAt = this.clock.now();
    await ctx.em.flush();
    return this.overview(ctx);
  }

  private refuseWhileLocked(lockedUntil: Date | null | undefined, now: Date, errorField: string[]): void {
    if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return;
    const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new DomainError('PAYMENT_LOCKED', { field: errorField, params: { minutes } });
  }

  private async storePaymentPassword(ctx: RequestContext, userId: number, password: string): Promise<void> {
    const settings = await this.settingsOf(ctx, userId);
    settings.paymentPasswordHash = await hashPassword(password);
    settings.paymentFailures = 0;
    settings.paymentLockedUntil = null;
    await ctx.em.flush();
  }

  private async refuseAddressOfOthers(ctx: RequestContext, userId: number, kind: 'email' | 'phone', value: string) {
    const owner = await ctx.em.findOne(User, kind === 'email' ? { email: value } : { phone: value });
    if (owner && owner.id !== userId) throw new DomainError('ADDRESS_IN_USE', { field: field('address') });
  }

  private async currentUser(ctx: RequestContext): Promise<User> {
    const user = await ctx.em.findOne(User, { id: Number(requireUser(ctx).id) });
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }

  /** The user's settings row, made with the defaults on first use. */
  private async settingsOf(ctx: RequestContext, userId: number): Promise<AccountSettings> {
    const existing = await ctx.em.findOne(AccountSettings, { user: userId });
    if (existing) return existing;
    try {
      await ctx.em.insert(AccountSettings, {
        user: userId,
        paymentPasswordHash: null,
        paymentFailures: 0,
        paymentLockedUntil: null,
        locale: null,
        notifySystemMessages: true,
        notifyPlatformMessages: true,
        notifyOrderUpdates: true,
        notifyChatMessages: true,
        notifyActivityReminders: true,
        personalisedRecommendations: true,
        realNameEncrypted: null,
        idNumberEncrypted: null,
        realNameVerifiedAt: null,
      });
    } catch (error) {
      // Two first uses at once: the other request's row is just as good.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return ctx.em.findOneOrFail(AccountSettings, { user: userId });
  }
}

const preferenceKeys = [
  'locale',
  ...notificationToggles,
  'personalisedRecommendations',
] as const satisfies readonly (keyof Preferences)[];

function toPreferences(settings: AccountSettings): Preferences {
  return {
    locale: settings.locale && isLocale(settings.locale) ? settings.locale : null,
    notifySystemMessages: settings.notifySystemMessages,
    notifyPlatformMessages: settings.notifyPlatformMessages,
    notifyOrderUpdates: settings.notifyOrderUpdates,
    notifyChatMessages: settings.notifyChatMessages,
    notifyActivityReminders: settings.notifyActivityReminders,
    personalisedRecommendations: settings.personalisedRecommendations,
  };
}

/** Spec §5: 6 digits, entered twice. */
function checkNewPaymentPassword({ password, confirmation }: NewPaymentPassword): void {
  if (!isValidPaymentPassword(password)) {
    throw new DomainError('PAYMENT_PASSWORD_FORMAT', { field: field('password') });
  }
  if (password !== confirmation) {
    throw new DomainError('PAYMENT_PASSWORDS_INCONSISTENT', { field: field('confirmation') });
  }
}
