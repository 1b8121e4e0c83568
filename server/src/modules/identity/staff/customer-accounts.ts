import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext, holdsStaffPermissions } from '../../../platform/auth/index.js';
import { transactionalWithRetry } from '../../../platform/db/transaction-retry.js';
import { DomainError } from '../../../platform/errors/index.js';
import type { Page, PageRequest } from '../../../platform/graphql/connection.js';
import type { Clock } from '../../../platform/jobs/clock.js';
import { User, type Session } from '../identity.entities.js';
import { displayNameOf, type SessionService } from '../session.service.js';

/** What the back office reads of a customer account (other modules never see the user row itself). */
export type CustomerProfile = Readonly<
  Pick<
    User,
    'id' | 'email' | 'phone' | 'username' | 'nickname' | 'vip' | 'createdAt' | 'disabledAt' | 'disabledReason'
  > & { displayName: string }
>;

/** A signed-in device of a customer. */
export type CustomerSession = Readonly<Pick<Session, 'id' | 'createdAt' | 'lastSeenAt' | 'userAgent' | 'ip'>>;

/** A customer account as the back office sees it, with its live sessions (devices) on the detail. */
export interface CustomerAccount {
  profile: CustomerProfile;
  sessions: CustomerSession[];
}

export const REASON_MAX_LENGTH = 200;

/**
 * Finding customers and turning their accounts off and on again. A disabled account cannot sign in by any method
 * (IdentityService refuses it), its sessions end at once and their open sockets close (SessionService announces
 * the revocation after the commit).
 */
export class CustomerAccounts {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Customers (accounts with the buyer role) whose id, e-mail, phone, username or nickname contain `query`, newest
   * first.
   */
  async search(
    ctx: RequestContext,
    query: string | null | undefined,
    page: PageRequest,
  ): Promise<Page<CustomerProfile>> {
    requirePermission(ctx, 'customer.view');
    const text = (query ?? '').trim().slice(0, 100);
    const ids = text ? await matchingCustomerIds(ctx.em, text) : null;
    const matching: IdCondition = ids === null ? {} : { $in: ids };
    const [rows, totalCount] = await Promise.all([
      customersWhere(ctx.em, { ...matching, ...(page.afterId !== undefined && { $lt: page.afterId }) })
        .select('*')
        .orderBy({ id: 'desc' })
        .limit(page.first + 1)
        .getResultList(),
      customersWhere(ctx.em, matching).getCount(),
    ]);
    return {
      items: rows.slice(0, page.first).map(profileOf),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** One customer's account and live sessions; NOT_FOUND for an unknown id. */
  async account(ctx: RequestContext, userId: number): Promise<CustomerAccount> {
    requirePermission(ctx, 'customer.view');
    const user = await ctx.em.findOne(User, userId, { refresh: true });
    if (!user || holdsStaffPermissions(user)) throw new DomainError('NOT_FOUND');
    return { profile: profileOf(user), sessions: await this.sessions.listLive(ctx, userId) };
  }

  /** Disables a customer's account with a reason (staff accounts are the staff directory's). */
  async disable(ctx: RequestContext, userId: number, reason: string): Promise<void> {
    const actor = requirePermission(ctx, 'customer.disable');
    const why = requireReason(reason);
    if (String(userId) === actor.id) throw new DomainError('DISABLE_OWN_ACCOUNT');
    await this.setDisabled(ctx, userId, { disabledAt: this.clock.now(), disabledReason: why });
  }

  /** Enables a disabled account again; the reason is kept in the audit log. */
  async enable(ctx: RequestContext, userId: number, reason: string): Promise<void> {
    requirePermission(ctx, 'customer.disable');
    requireReason(reason);
    await this.setDisabled(ctx, userId, { disabledAt: null, disabledReason: null });
  }

  private setDisabled(
    ctx: RequestContext,
    userId: number,
    state: Pick<User, 'disabledAt' | 'disabledReason'>,
  ): Promise<void> {
    return transactionalWithRetry(ctx.em, async (em) => {
      const user = await em.findOne(User, userId);
      // A colleague's account is managed under staff.manage, on the staff page.
      if (!user || holdsStaffPermissions(user)) throw new DomainError('NOT_FOUND');
      await em.nativeUpdate(User, { id: userId }, state);
      if (state.disabledAt) await this.sessions.revokeAllExcept(em, userId, undefined);
    });
  }
}

function profileOf(user: User): CustomerProfile {
  return {
    id: user.id,
    email: user.email ?? null,
    phone: user.phone ?? null,
    username: user.username ?? null,
    nickname: user.nickname ?? null,
    vip: user.vip,
    createdAt: user.createdAt,
    disabledAt: user.disabledAt ?? null,
    disabledReason: user.disabledReason ?? null,
    displayName: displayNameOf(user),
  };
}

type IdCondition = { $in?: number[]; $lt?: number };

/** Customer rows (accounts holding the buyer role; staff are listed on their own) whose id meets `id`. */
function customersWhere(em: EntityManager, id: IdCondition) {
  return em.createQueryBuilder(User).where({ id }).andWhere('instr(roles, ?) > 0', ['"buyer"']);
}

/** Ids of accounts whose id equals, or whose e-mail, phone, username or nickname contain, the text. */
async function matchingCustomerIds(em: EntityManager, text: string): Promise<number[]> {
  // instr() takes the text literally on both databases (LIKE would read % and _ as wildcards).
  const lower = text.toLowerCase();
  const byId = /^\d{1,15}$/.test(text);
  const rows = await em
    .createQueryBuilder(User)
    .select('id')
    .where(
      'instr(lower(email), ?) > 0 or instr(phone, ?) > 0 or instr(lower(username), ?) > 0 or instr(lower(nickname), ?) > 0' +
        (byId ? ' or id = ?' : ''),
      [lower, text, lower, lower, ...(byId ? [Number(text)] : [])],
    )
    .limit(1000)
    .execute<{ id: number }[]>();
  return rows.map((row) => Number(row.id));
}

export function requireReason(reason: string): string {
  const text = reason.trim();
  if (!text || text.length > REASON_MAX_LENGTH)
    throw new DomainError('REASON_REQUIRED', { field: ['input', 'reason'] });
  return text;
}
