import { requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Gender, User } from './identity.entities.js';
import type { PersonalDataEraser } from './personal-data.js';
import { AccountCancellation, AccountSettings, CancellationStatus } from './security.entities.js';
import type { SessionService } from './session.service.js';

export type CancellationAction = 'startReview' | 'close' | 'reject' | 'withdraw';

/**
 * Every allowed move of a cancellation request (spec §4: submitted → staff review → closed), plus a
 * rejection by staff and a withdrawal by the user while nobody has started the review. Anything else is refused.
 */
export const cancellationTransitions: Record<
  CancellationAction,
  { from: readonly CancellationStatus[]; to: CancellationStatus; by: 'user' | 'staff' }
> = {
  startReview: { from: [CancellationStatus.SUBMITTED], to: CancellationStatus.UNDER_REVIEW, by: 'staff' },
  close: { from: [CancellationStatus.UNDER_REVIEW], to: CancellationStatus.CLOSED, by: 'staff' },
  reject: { from: [CancellationStatus.UNDER_REVIEW], to: CancellationStatus.REJECTED, by: 'staff' },
  withdraw: { from: [CancellationStatus.SUBMITTED], to: CancellationStatus.WITHDRAWN, by: 'user' },
};

/** Requests in these states block a new one. */
const OPEN_STATUSES = [CancellationStatus.SUBMITTED, CancellationStatus.UNDER_REVIEW];

const field = (name: string) => ['input', name];

export class AccountCancellationService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    /** What the other modules keep about a person, erased in the same transaction as the closing. */
    private readonly erasers: readonly PersonalDataEraser[] = [],
  ) {}

  async submit(ctx: RequestContext, reason: string | null | undefined): Promise<AccountCancellation> {
    const userId = Number(requireUser(ctx).id);
    const open = await ctx.em.count(AccountCancellation, { user: userId, status: { $in: OPEN_STATUSES } });
    if (open > 0) throw new DomainError('CANCELLATION_ALREADY_OPEN');
    const text = reason?.trim() ?? '';
    if ([...text].length > 300) throw new DomainError('INVALID_INPUT', { field: field('reason') });
    const now = this.clock.now();
    const request = ctx.em.create(AccountCancellation, {
      user: userId,
      status: CancellationStatus.SUBMITTED,
      reason: text || null,
      createdAt: now,
      updatedAt: now,
      decidedBy: null,
    });
    await ctx.em.flush();
    return request;
  }

  /** The user's newest request, if any. */
  mine(ctx: RequestContext): Promise<AccountCancellation | null> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.findOne(AccountCancellation, { user: userId }, { orderBy: { id: 'desc' } });
  }

  async withdraw(ctx: RequestContext, id: number): Promise<AccountCancellation> {
    const userId = Number(requireUser(ctx).id);
    const request = await ctx.em.findOne(AccountCancellation, { id, user: userId });
    // Someone else's request is answered as missing, so ids cannot be probed.
    if (!request) throw new DomainError('NOT_FOUND');
    return this.move(ctx, request, 'withdraw', null);
  }

  /** Staff only: requests waiting for a decision (or in the given state), oldest first. */
  async list(ctx: RequestContext, status: CancellationStatus | null | undefined): Promise<AccountCancellation[]> {
    requirePermission(ctx, 'account_cancellation.view_all');
    return ctx.em.find(AccountCancellation, status ? { status } : { status: { $in: OPEN_STATUSES } }, {
      orderBy: { id: 'asc' },
      populate: ['user'],
      limit: 200,
    });
  }

  /** Staff only: starts the review, closes the account or rejects the request. */
  async decide(ctx: RequestContext, id: number, action: Exclude<CancellationAction, 'withdraw'>) {
    const staff = requirePermission(ctx, 'account_cancellation.review');
    const request = await ctx.em.findOne(AccountCancellation, { id }, { populate: ['user'] });
    if (!request) throw new DomainError('NOT_FOUND');
    return this.move(ctx, request, action, Number(staff.id));
  }

  /** Whether the user's account was closed: such an account cannot log in. */
  async isClosed(ctx: RequestContext, userId: number): Promise<boolean> {
    return (await ctx.em.count(AccountCancellation, { user: userId, status: CancellationStatus.CLOSED })) > 0;
  }

  private async move(
    ctx: RequestContext,
    request: AccountCancellation,
    action: CancellationAction,
    staffId: number | null,
  ): Promise<AccountCancellation> {
    const transition = cancellationTransitions[action];
    if (!transition.from.includes(request.status)) {
      throw new DomainError('CANCELLATION_TRANSITION_NOT_ALLOWED', { params: { status: request.status } });
    }
    await ctx.em.transactional(async (em) => {
      // The state is checked again in the update, so two staff deciding at once cannot both win.
      const moved = await em.nativeUpdate(
        AccountCancellation,
        { id: request.id, status: request.status },
        { status: transition.to, updatedAt: this.clock.now(), ...(staffId && { decidedBy: staffId }) },
      );
      if (moved === 0) throw new DomainError('CANCELLATION_TRANSITION_NOT_ALLOWED');
      if (transition.to === CancellationStatus.CLOSED) await this.erasePersonalData({ ...ctx, em }, request.user.id);
    });
    return ctx.em.findOneOrFail(AccountCancellation, request.id, { refresh: true, populate: ['user'] });
  }

  /**
   * What the cancellation page promises: logged out everywhere, security data, preferences, profile, addresses
   * and collections deleted. The e-mail, phone and password hash stay, so a login still answers "account closed"
   * and nobody can register again under them; orders stay for bookkeeping.
   */
  private async erasePersonalData(ctx: RequestContext, userId: number): Promise<void> {
    await this.sessions.revokeAllExcept(ctx, userId, undefined);
    await ctx.em.nativeDelete(AccountSettings, { user: userId });
    await ctx.em.nativeUpdate(
      User,
      { id: userId },
      {
        nickname: null,
        avatarPath: null,
        gender: Gender.SECRET,
        birthday: null,
        location: null,
        firstName: null,
        lastName: null,
        companyName: null,
        companyPosition: null,
        wechatOpenId: null,
      },
    );
    for (const erase of this.erasers) await erase(ctx.em, userId);
  }
}
