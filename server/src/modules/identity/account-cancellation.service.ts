import { actorOf, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import type { EntityManager } from '@mikro-orm/sql';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Gender, User } from './identity.entities.js';
import type { PersonalDataEraser } from './personal-data.js';
import { AccountCancellation, AccountSettings, CancellationStatus } from './security.entities.js';
import {
  CancellationEvent,
  createCancellationFlow,
  OPEN_CANCELLATION_STATUSES,
  type CancellationFlow,
} from './account-cancellation.states.js';
import type { SessionService } from './session.service.js';

/** What staff decide, as the API names it. */
export type CancellationDecision = 'startReview' | 'close' | 'reject';

const eventOfDecision: Record<CancellationDecision, CancellationEvent> = {
  startReview: CancellationEvent.START_REVIEW,
  close: CancellationEvent.CLOSE,
  reject: CancellationEvent.REJECT,
};

const field = (name: string) => ['input', name];

export class AccountCancellationService {
  readonly flow: CancellationFlow;

  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    /** What the other modules keep about a person, erased in the same transaction as the closing. */
    private readonly erasers: readonly PersonalDataEraser[] = [],
  ) {
    this.flow = createCancellationFlow({
      erasePersonalData: ({ em, subject }) => this.erasePersonalData(em, subject.user.id),
    });
  }

  async submit(ctx: RequestContext, reason: string | null | undefined): Promise<AccountCancellation> {
    const userId = Number(requireUser(ctx).id);
    const open = await ctx.em.count(AccountCancellation, {
      user: userId,
      status: { $in: [...OPEN_CANCELLATION_STATUSES] },
    });
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
    return this.fire(ctx, request, CancellationEvent.WITHDRAW);
  }

  /** Staff only: requests waiting for a decision (or in the given state), oldest first. */
  async list(ctx: RequestContext, status: CancellationStatus | null | undefined): Promise<AccountCancellation[]> {
    requirePermission(ctx, 'account_cancellation.view_all');
    return ctx.em.find(
      AccountCancellation,
      status ? { status } : { status: { $in: [...OPEN_CANCELLATION_STATUSES] } },
      {
        orderBy: { id: 'asc' },
        populate: ['user'],
        limit: 200,
      },
    );
  }

  /** Staff only: starts the review, closes the account or rejects the request. */
  async decide(ctx: RequestContext, id: number, decision: CancellationDecision) {
    const event = eventOfDecision[decision];
    // A user who may not decide learns nothing about which requests exist.
    this.flow.requireParty(event, actorOf(ctx));
    const request = await ctx.em.findOne(AccountCancellation, { id }, { populate: ['user'] });
    if (!request) throw new DomainError('NOT_FOUND');
    return this.fire(ctx, request, event);
  }

  /** Whether the user's account was closed: such an account cannot log in. */
  async isClosed(ctx: RequestContext, userId: number): Promise<boolean> {
    return (await ctx.em.count(AccountCancellation, { user: userId, status: CancellationStatus.CLOSED })) > 0;
  }

  private async fire(
    ctx: RequestContext,
    request: AccountCancellation,
    event: CancellationEvent,
  ): Promise<AccountCancellation> {
    const actor = actorOf(ctx);
    const staffId = event === CancellationEvent.WITHDRAW ? null : actor.userId;
    await ctx.em.transactional(async (em) => {
      const moved = await this.flow.fire(em, request, event, {
        actor,
        changes: {
          updatedAt: this.clock.now(),
          ...(staffId && { decidedBy: ctx.em.getReference(User, staffId, { wrapped: true }) }),
        },
      });
      // Another staff member decided first.
      if (!moved) throw new DomainError('CANCELLATION_TRANSITION_NOT_ALLOWED');
    });
    return ctx.em.findOneOrFail(AccountCancellation, request.id, { refresh: true, populate: ['user'] });
  }

  /**
   * What the cancellation page promises: logged out everywhere, security data, preferences, profile, addresses
   * and collections deleted. The e-mail, phone and password hash stay, so a login still answers "account closed"
   * and nobody can register again under them; orders stay for bookkeeping.
   */
  private async erasePersonalData(em: EntityManager, userId: number): Promise<void> {
    await this.sessions.revokeAllExcept(em, userId, undefined);
    await em.nativeDelete(AccountSettings, { user: userId });
    await em.nativeUpdate(
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
        wechatUnionId: null,
      },
    );
    for (const erase of this.erasers) await erase(em, userId);
  }
}
