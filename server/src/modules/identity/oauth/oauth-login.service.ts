import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../../platform/auth/index.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { OAuthState } from '../identity.entities.js';
import { sessionOf, type IdentityService, type SignedIn } from '../identity.service.js';
import { hashToken } from '../session.service.js';
import type { OAuthProvider } from './oauth-provider.js';

/** How long a person may take on the provider's page. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60_000;

/** Only a path inside the shop, never another site and never the login area. */
export function safeReturnPath(returnTo: string | undefined): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return '/';
  if (returnTo.startsWith('/login/login')) return '/';
  return returnTo.slice(0, 500);
}

export interface StartedOAuthLogin {
  /** Also set as a cookie, so the callback must come back to the same browser. */
  state: string;
  redirectUrl: string;
}

/** Third-party login: a single-use, expiring state on the way out; the provider's code on the way back. */
export class OAuthLoginService {
  constructor(
    private readonly clock: Clock,
    private readonly identity: IdentityService,
    private readonly provider: OAuthProvider,
  ) {}

  async start(ctx: RequestContext, returnTo: string | undefined, redirectUri: string): Promise<StartedOAuthLogin> {
    const state = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    await ctx.em.insert(OAuthState, {
      stateHash: hashToken(state),
      provider: this.provider.name,
      returnTo: safeReturnPath(returnTo),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
      consumedAt: null,
    });
    return { state, redirectUrl: this.provider.authorizeUrl({ state, redirectUri }) };
  }

  /**
   * Spends the state (one conditional UPDATE, so a replayed or doubled callback finds nothing), trades
   * the code for the person's identity and signs them in, creating the account on the first visit.
   */
  async finish(ctx: RequestContext, input: { state: string; code: string }): Promise<SignedIn & { returnTo: string }> {
    const now = this.clock.now();
    const stateHash = hashToken(input.state);
    const spent = await ctx.em.nativeUpdate(
      OAuthState,
      { stateHash, provider: this.provider.name, consumedAt: null, expiresAt: { $gt: now } },
      { consumedAt: now },
    );
    if (spent !== 1 || !input.code) throw new DomainError('OAUTH_FAILED');
    const { returnTo } = await ctx.em.findOneOrFail(OAuthState, { stateHash });
    const person = await this.provider.exchangeCode(input.code);
    return { ...sessionOf(await this.identity.loginWithOAuth(ctx, this.provider.name, person)), returnTo };
  }
}
