import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AuthUser, RequestContext, Role, SessionResolver } from '../../platform/auth/index.js';
import { primaryRows } from '../../platform/db/bound-statements.js';
import { dateOfColumn, sqlDatesFor } from '../../platform/db/sql-dates.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { maskAddress } from './account-address.js';
import { Session, type User } from './identity.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** Sessions just revoked, so every server copy closes their open sockets at once. */
    SESSIONS_REVOKED: [event: SessionsRevoked];
  }
}

/** One session (`tokenHash`), or every session of `userId` but `exceptTokenHash` (none: all of them). */
export type SessionsRevoked =
  | { userId: string; tokenHash: string; exceptTokenHash?: undefined }
  | { userId: string; tokenHash?: undefined; exceptTokenHash: string | null };

/** As long as the token cookie lives. */
export const SESSION_LIFETIME_MS = 365 * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Nickname, else username, else the masked e-mail or phone. */
export function displayNameOf(user: Pick<User, 'nickname' | 'username' | 'email' | 'phone'>): string {
  return user.nickname ?? user.username ?? maskAddress(user.email ?? user.phone ?? '');
}

/**
 * Opaque session tokens: 32 random bytes handed to the client once; the database keeps only their
 * SHA-256. Also the SessionResolver through which every request finds its user.
 */
export class SessionService implements SessionResolver {
  constructor(
    private readonly clock: Clock,
    private readonly afterCommit: AfterCommit,
    private readonly pubSub?: PubSub,
  ) {}

  /** A new session for `user` on the requesting device; answers the token. */
  async start(ctx: RequestContext, user: User): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await ctx.em.insert(Session, {
      tokenHash: hashToken(token),
      user: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      revokedAt: null,
      userAgent: ctx.userAgent ?? null,
      ip: ctx.ip ?? null,
    });
    return token;
  }

  /**
   * The user of a live session, in one joined query mapped by hand: every signed-in request asks it, and the ORM's
   * query building and hydration of the session and its user cost several times the query. Nothing enters the
   * request's identity map; a service that reads the signed-in user as an entity loads it.
   */
  async resolve(token: string, em: EntityManager): Promise<AuthUser | null> {
    const now = this.clock.now();
    // Bound values: written into the text, each token and instant made a statement SQLite prepared afresh.
    const [row] = await primaryRows<Record<string, unknown>>(
      em,
      `SELECT s.id, s.last_seen_at, u.id AS user_id, u.nickname, u.username, u.email, u.phone, u.roles, u.disabled_at
       FROM \`session\` s JOIN \`user\` u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
      [hashToken(token), sqlDatesFor(em).param(now)],
    );
    if (!row) return null;
    if (now.getTime() - dateOfColumn(row.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(Session, { id: Number(row.id) }, { lastSeenAt: now });
    }
    // Disabling ends the sessions too; this covers a request already on its way.
    if (row.disabled_at !== null) return null;
    const user = {
      nickname: row.nickname as string | null,
      username: row.username as string | null,
      email: row.email as string | null,
      phone: row.phone as string | null,
    };
    const roles = typeof row.roles === 'string' ? (JSON.parse(row.roles) as Role[]) : (row.roles as Role[]);
    return { id: String(row.user_id), displayName: displayNameOf(user), roles };
  }

  /** The user's live sessions, most recently used first. */
  async listLive(ctx: RequestContext, userId: number): Promise<Session[]> {
    return ctx.em.find(
      Session,
      { user: userId, revokedAt: null, expiresAt: { $gt: this.clock.now() } },
      { orderBy: { lastSeenAt: 'desc', id: 'desc' } },
    );
  }

  /** Ends the session of the presented token. */
  async revokeToken(ctx: RequestContext, token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const session = await ctx.em.findOne(Session, { tokenHash, revokedAt: null }, { fields: ['id', 'user'] });
    if (!session) return;
    await ctx.em.nativeUpdate(Session, { id: session.id, revokedAt: null }, { revokedAt: this.clock.now() });
    await this.announce(ctx.em, { userId: String(session.user.id), tokenHash });
  }

  /** Ends every session of the user except the one of `keepToken`, in `em`'s transaction; answers how many ended. */
  async revokeAllExcept(em: EntityManager, userId: number, keepToken: string | undefined): Promise<number> {
    const exceptTokenHash = keepToken ? hashToken(keepToken) : null;
    const revoked = await em.nativeUpdate(
      Session,
      { user: userId, revokedAt: null, ...(exceptTokenHash && { tokenHash: { $ne: exceptTokenHash } }) },
      { revokedAt: this.clock.now() },
    );
    if (revoked > 0) await this.announce(em, { userId: String(userId), exceptTokenHash });
    return revoked;
  }

  /**
   * Tells every server copy to close the revoked sessions' open sockets (`SessionSockets`); inside a
   * transaction only once it commits, so a socket never closes for a revocation that was rolled back.
   */
  private async announce(em: EntityManager, event: SessionsRevoked): Promise<void> {
    const { pubSub } = this;
    if (pubSub) await this.afterCommit.run(em, () => pubSub.publish('SESSIONS_REVOKED', event));
  }
}
