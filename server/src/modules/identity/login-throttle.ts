import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { LoginAttempts } from './security.entities.js';

/** How hard one subject (an account, or a source address) is slowed down after wrong passwords. */
export interface ThrottlePolicy {
  /** Wrong passwords answered without delay. */
  freeFailures: number;
  /** The longest wait between two attempts, however many wrong passwords came before. */
  maxDelayMs: number;
}

/**
 * An account's attempts can come from anyone, so its wait stays short: it slows a guesser to one password
 * per few seconds without keeping the owner out for long (and a code login is never throttled).
 */
export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, maxDelayMs: 8_000 };
/** A source address may serve a whole office, so it gets more free tries, then a longer wait. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 30, maxDelayMs: 60_000 };
/** After this long without an attempt a subject starts afresh. */
export const QUIET_RESET_MS = 15 * 60_000;
/** Lost races to claim an attempt before the login is refused for a second. */
const CLAIM_TRIES = 3;

/** The wait before the next attempt once `failures` wrong passwords were counted: 0, then 1 s, 2 s, 4 s ... capped. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.freeFailures));
}

interface Counter {
  failures: number;
  nextAttemptAt: number;
  lastAttemptAt: number;
}

interface Claim {
  subject: string;
  /** The counter before this attempt, put back when the attempt turns out right (null: there was none). */
  before: Counter | null;
  after: Counter;
}

/** The attempts a password login claimed; hand it back to `succeeded` when the password was right. */
export interface LoginAttempt {
  account: Claim;
  address: Claim | null;
}

/**
 * Growing delays between password attempts, per account and per source address, kept in the database so every
 * server copy sees the same counts and tests can move the clock. An attempt is counted as wrong before its
 * password is checked, by a compare-and-set on the counter, so parallel requests cannot slip several guesses into
 * one free slot; a right password then clears the account's count and gives the address its attempt back.
 * Refused attempts change nothing, so hammering an account never keeps it shut longer than the policy's cap.
 */
export class LoginThrottle {
  constructor(private readonly clock: Clock) {}

  /** Claims an attempt for the account's subject (see `subjectOf`), or refuses with the seconds left to wait. */
  async admit(ctx: RequestContext, accountSubject: string, field: string[]): Promise<LoginAttempt> {
    const now = this.clock.now().getTime();
    const addressSubject = ctx.ip ? `ip:${ctx.ip}` : null;
    const subjects = addressSubject ? [accountSubject, addressSubject] : [accountSubject];
    const rows = await ctx.em.find(LoginAttempts, { subject: { $in: subjects } }, { disableIdentityMap: true });
    // Waits are checked before anything is written, so a refused attempt claims nothing.
    const waits = rows.map((row) => (isQuiet(row, now) ? 0 : row.nextAttemptAt - now));
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw refusal(wait, field);
    const address = addressSubject ? await this.claim(ctx, addressSubject, ADDRESS_POLICY, now, field) : null;
    try {
      return { account: await this.claim(ctx, accountSubject, ACCOUNT_POLICY, now, field), address };
    } catch (error) {
      // Another attempt took the account's slot meanwhile: no password is checked, so the address keeps its try.
      if (address) await this.giveBack(ctx, address);
      throw error;
    }
  }

  /** A right password: the account starts afresh and the address's attempt is not held against it. */
  async succeeded(ctx: RequestContext, attempt: LoginAttempt): Promise<void> {
    await ctx.em.nativeDelete(LoginAttempts, { subject: attempt.account.subject });
    if (attempt.address) await this.giveBack(ctx, attempt.address);
  }

  /** Forgets an account's wrong passwords, e.g. after its owner signed in with a code. */
  async clear(ctx: RequestContext, accountSubject: string): Promise<void> {
    await ctx.em.nativeDelete(LoginAttempts, { subject: accountSubject });
  }

  /** Undoes a claim, only when no other attempt moved the counter since; else it stays counted, which errs safe. */
  private async giveBack(ctx: RequestContext, claim: Claim): Promise<void> {
    const unchanged = { subject: claim.subject, ...claim.after };
    if (claim.before) await ctx.em.nativeUpdate(LoginAttempts, unchanged, claim.before);
    else await ctx.em.nativeDelete(LoginAttempts, unchanged);
  }

  private async claim(
    ctx: RequestContext,
    subject: string,
    policy: ThrottlePolicy,
    now: number,
    field: string[],
  ): Promise<Claim> {
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      const row = await ctx.em.findOne(LoginAttempts, { subject }, { disableIdentityMap: true });
      const before = row && {
        failures: row.failures,
        nextAttemptAt: row.nextAttemptAt,
        lastAttemptAt: row.lastAttemptAt,
      };
      const counted = before && !isQuiet(before, now) ? before.failures : 0;
      if (before && counted > 0 && before.nextAttemptAt > now) throw refusal(before.nextAttemptAt - now, field);
      const after = { failures: counted + 1, nextAttemptAt: now + delayAfter(counted + 1, policy), lastAttemptAt: now };
      if (await this.compareAndSet(ctx, subject, before, after)) return { subject, before, after };
    }
    throw refusal(1000, field);
  }

  private async compareAndSet(
    ctx: RequestContext,
    subject: string,
    before: Counter | null,
    after: Counter,
  ): Promise<boolean> {
    if (before) return (await ctx.em.nativeUpdate(LoginAttempts, { subject, ...before }, after)) === 1;
    try {
      await ctx.em.insert(LoginAttempts, { subject, ...after });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
    // A new subject: the moment to let go of those that have been quiet long enough to start afresh anyway.
    await ctx.em.nativeDelete(LoginAttempts, { lastAttemptAt: { $lte: after.lastAttemptAt - QUIET_RESET_MS } });
    return true;
  }
}

/** The counter of a known account is its user's, whichever of e-mail, phone or username was typed. */
export function subjectOf(userId: number | null, typedAccount: string): string {
  return userId === null ? `account:${typedAccount.trim().toLowerCase().slice(0, 160)}` : `user:${userId}`;
}

function isQuiet(counter: Counter, now: number): boolean {
  return counter.lastAttemptAt <= now - QUIET_RESET_MS;
}

function refusal(waitMs: number, field: string[]): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError('LOGIN_TOO_MANY_FAILURES', { field, params: { seconds }, retryAfterSeconds: seconds });
}
