import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { requireUser, type RequestContext, holdsStaffPermissions } from '../../../platform/auth/index.js';
import type { DataEncryption } from '../../../platform/crypto/data-encryption.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { User } from '../identity.entities.js';
import type { LoginThrottle } from '../login-throttle.js';
import { StaffTotp } from './staff-sign-in.entities.js';

const ISSUER = 'CircuitMart';
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too, for a phone clock a little off. */
const WINDOW_STEPS = 1;

/** What an authenticator app needs to be set up: the secret as a QR code, and typed by hand. */
export interface TotpEnrolment {
  /** Base32, for typing into the app when the camera cannot scan. */
  secret: string;
  /** The `otpauth://totp/...` address the QR code carries. */
  uri: string;
  qrCodeSvg: string;
}

export interface StaffTotpStatus {
  enrolled: boolean;
  /** The shop asks every staff sign-in for a code (setting STAFF_TOTP_REQUIRED). */
  required: boolean;
}

/**
 * Staff authenticator apps (TOTP, RFC 6238: SHA-1, 6 digits, 30 s): setting one up, and checking a code. Codes are
 * throttled per account like passwords, and each code is accepted once.
 */
export class StaffTotpService {
  constructor(
    private readonly clock: Clock,
    private readonly encryption: DataEncryption,
    private readonly throttle: LoginThrottle,
    readonly required: boolean,
  ) {}

  /** Whether the account has a confirmed authenticator. */
  async enrolled(ctx: RequestContext, userId: number): Promise<boolean> {
    return (await ctx.em.count(StaffTotp, { user: userId, confirmedAt: { $ne: null } })) > 0;
  }

  /** The signed-in staff member's authenticator state, for their security page. */
  async status(ctx: RequestContext): Promise<StaffTotpStatus> {
    const user = await this.signedInStaff(ctx);
    return { enrolled: await this.enrolled(ctx, user.id), required: this.required };
  }

  /** Starts setting up an authenticator for the signed-in staff member (not required: they chose to). */
  async startOwnEnrolment(ctx: RequestContext): Promise<TotpEnrolment> {
    return this.startEnrolment(ctx, await this.signedInStaff(ctx));
  }

  /** Confirms the signed-in staff member's new authenticator with a first code from it. */
  async confirmOwnEnrolment(ctx: RequestContext, code: string): Promise<void> {
    const user = await this.signedInStaff(ctx);
    await this.verify(ctx, user.id, code, ['input', 'code']);
  }

  /**
   * A fresh secret for `user`, replacing a previous one that was never confirmed. TOTP_ALREADY_ENROLLED when a
   * confirmed one exists: replacing it would let whoever holds a password switch off the second factor.
   */
  async startEnrolment(ctx: RequestContext, user: User): Promise<TotpEnrolment> {
    if (await this.enrolled(ctx, user.id)) throw new DomainError('TOTP_ALREADY_ENROLLED');
    const secret = new Secret({ size: 20 });
    await ctx.em.nativeDelete(StaffTotp, { user: user.id });
    await ctx.em.insert(StaffTotp, {
      user: user.id,
      secretSealed: this.encryption.encrypt(secret.base32),
      createdAt: this.clock.now(),
      confirmedAt: null,
      lastUsedStep: null,
    });
    const uri = totpOf(secret, user.username ?? user.email ?? String(user.id)).toString();
    return { secret: secret.base32, uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
  }

  /**
   * Checks a code of the account's authenticator; the first right code of a new one confirms it. Wrong codes are
   * throttled like wrong passwords; a code already used (seen by someone behind the shoulder) is refused.
   */
  async verify(ctx: RequestContext, userId: number, code: string, field: string[]): Promise<void> {
    const totp = await ctx.em.findOne(StaffTotp, { user: userId }, { refresh: true });
    if (!totp) throw new DomainError('TOTP_NOT_STARTED', { field });
    const attempt = await this.throttle.admit(ctx, `totp:${userId}`, field);
    const now = this.clock.now().getTime();
    const secret = Secret.fromBase32(this.encryption.decrypt(totp.secretSealed));
    const token = code.replace(/\s/g, '');
    const delta = /^\d{6}$/.test(token)
      ? totpOf(secret, '').validate({ token, timestamp: now, window: WINDOW_STEPS })
      : null;
    const step = delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
    // Spending the step is a compare-and-set, so two requests with the same code cannot both get through.
    const spent =
      step !== null &&
      (await ctx.em.nativeUpdate(
        StaffTotp,
        { id: totp.id, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
        { lastUsedStep: step, ...(totp.confirmedAt ? {} : { confirmedAt: this.clock.now() }) },
      )) === 1;
    if (!spent) throw new DomainError('TOTP_CODE_INVALID', { field });
    await this.throttle.succeeded(ctx, attempt);
  }

  private async signedInStaff(ctx: RequestContext): Promise<User> {
    const user = await ctx.em.findOne(User, Number(requireUser(ctx).id));
    if (!user || !holdsStaffPermissions(user)) throw new DomainError('FORBIDDEN');
    return user;
  }
}

function totpOf(secret: Secret, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });
}
