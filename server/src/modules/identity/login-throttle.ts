import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { LoginFailure } from './security.entities.js';

/** Wrong passwords allowed within the window, per account and per IP (an IP may serve a whole office). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 30;

/**
 * Password guessing limits, counted from rows like the verification-code limits: a login is refused once
 * the account or the IP has had too many wrong passwords within the last 15 minutes.
 */
export class LoginThrottle {
  constructor(private readonly clock: Clock) {}

  async refuseWhenExceeded(ctx: RequestContext, account: string, field: string[]): Promise<void> {
    const since = new Date(this.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const key = accountKey(account);
    const [accountFailures, ipFailures] = await Promise.all([
      ctx.em.count(LoginFailure, { account: key, createdAt: { $gt: since } }),
      ctx.ip ? ctx.em.count(LoginFailure, { ip: ctx.ip, createdAt: { $gt: since } }) : 0,
    ]);
    if (accountFailures < LOGIN_FAILURES_PER_ACCOUNT && ipFailures < LOGIN_FAILURES_PER_IP) return;
    const minutes = Math.ceil(LOGIN_FAILURE_WINDOW_MS / 60_000);
    throw new DomainError('LOGIN_TOO_MANY_FAILURES', { field, params: { minutes } });
  }

  async recordFailure(ctx: RequestContext, account: string): Promise<void> {
    await ctx.em.insert(LoginFailure, {
      account: accountKey(account),
      ip: ctx.ip ?? null,
      createdAt: this.clock.now(),
    });
  }

  /** A right password clears the account's count, so its owner is not held back by earlier typos. */
  async clear(ctx: RequestContext, account: string): Promise<void> {
    await ctx.em.nativeDelete(LoginFailure, { account: accountKey(account) });
  }
}

function accountKey(account: string): string {
  return account.trim().toLowerCase().slice(0, 191);
}
