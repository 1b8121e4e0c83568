import { randomBytes } from 'node:crypto';
import { holdsStaffPermissions, type RequestContext } from '../../../platform/auth/index.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { User } from '../identity.entities.js';
import { hashToken, type SessionService } from '../session.service.js';
import { StaffSignInChallenge } from './staff-sign-in.entities.js';
import type { StaffTotpService, TotpEnrolment } from './staff-totp.js';

/** How long a sign-in waits for its authenticator code (long enough to install an app and scan). */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const codeField = ['input', 'code'];

/** A staff sign-in that got its password (or e-mailed code) right and now needs the authenticator code. */
export interface SecondFactorChallenge {
  /** Handed back with the code; valid 10 minutes, once. */
  challenge: string;
  /** The account has no authenticator yet and must set one up first (the setting requires it). */
  enrolmentRequired: boolean;
}

/**
 * The second step of a staff sign-in. Every way in (password, e-mailed code, WeChat) of a staff account that has
 * an authenticator, or of any staff account when the setting requires one, stops at a challenge instead of a
 * session; the session starts only with a right code.
 */
export class StaffSignIn {
  constructor(
    private readonly clock: Clock,
    private readonly totp: StaffTotpService,
    private readonly sessions: SessionService,
  ) {}

  /** The challenge `user` must answer before their session starts, or null when they need none. */
  async challengeFor(ctx: RequestContext, user: User): Promise<SecondFactorChallenge | null> {
    if (!holdsStaffPermissions(user)) return null;
    const enrolled = await this.totp.enrolled(ctx, user.id);
    if (!enrolled && !this.totp.required) return null;
    const challenge = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await ctx.em.insert(StaffSignInChallenge, {
      tokenHash: hashToken(challenge),
      user: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      consumedAt: null,
    });
    return { challenge, enrolmentRequired: !enrolled };
  }

  /** Sets up the authenticator of the account signing in (the setting requires one and it had none). */
  async startEnrolment(ctx: RequestContext, challenge: string): Promise<TotpEnrolment> {
    const { user } = await this.pending(ctx, challenge);
    return this.totp.startEnrolment(ctx, user);
  }

  /** Checks the authenticator code (confirming a new authenticator) and starts the session. */
  async complete(ctx: RequestContext, challenge: string, code: string): Promise<{ token: string; user: User }> {
    const pending = await this.pending(ctx, challenge);
    await this.totp.verify(ctx, pending.user.id, code, codeField);
    const spent = await ctx.em.nativeUpdate(
      StaffSignInChallenge,
      { id: pending.id, consumedAt: null },
      { consumedAt: this.clock.now() },
    );
    if (spent !== 1) throw new DomainError('SIGN_IN_CHALLENGE_EXPIRED');
    return { token: await this.sessions.start(ctx, pending.user), user: pending.user };
  }

  private async pending(ctx: RequestContext, challenge: string): Promise<{ id: number; user: User }> {
    const row = await ctx.em.findOne(StaffSignInChallenge, {
      tokenHash: hashToken(challenge),
      consumedAt: null,
      expiresAt: { $gt: this.clock.now() },
    });
    const user = row && (await ctx.em.findOne(User, row.user.id));
    // An account disabled (or demoted) meanwhile starts over, and is then refused by the first step.
    if (!row || !user || user.disabledAt || !holdsStaffPermissions(user))
      throw new DomainError('SIGN_IN_CHALLENGE_EXPIRED');
    return { id: row.id, user };
  }
}
