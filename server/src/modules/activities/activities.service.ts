import type { EntityManager } from '@mikro-orm/sql';
import { actorOf, requirePermission, type Permission, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError, type ErrorCode } from '../../platform/errors/index.js';
import { systemActor, type FlowActor } from '../../platform/flows/flow.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { Activity, ActivityStatus, type ActivityKind } from './activities.entities.js';
import {
  ACTIVITY_END_JOB,
  ACTIVITY_START_JOB,
  ActivityEvent,
  activityEndJobKey,
  activityStartJobKey,
  createActivityFlow,
  staffActivityEvents,
  type ActivityFlow,
  type ActivityFlowChange,
} from './activities.states.js';

export interface ActivitiesDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  afterCommit: AfterCommit;
  /** An entity manager for work outside any request (the start and end jobs). */
  forkEm: () => EntityManager;
}

/** What a kind's module hears of its activities' transitions, inside the transaction that made them. */
export interface ActivityTransition {
  activity: Activity;
  event: ActivityEvent;
  from: ActivityStatus;
  to: ActivityStatus;
}
export type ActivityTransitionListener = (em: EntityManager, change: ActivityTransition) => Promise<void>;

const TITLE_MAX = 100;
const REASON_MAX = 200;

/** Why a buyer cannot take part now, by the activity's state. */
const refusalOf: Record<ActivityStatus, ErrorCode | null> = {
  NOT_STARTED: 'ACTIVITY_NOT_STARTED',
  IN_PROGRESS: null,
  PAUSED: 'ACTIVITY_PAUSED',
  ENDED: 'ACTIVITY_ENDED',
  ABNORMAL: 'ACTIVITY_ABNORMAL',
};

/**
 * The lifecycle every live activity shares (spec §4: not started, in progress, paused, ended, abnormal): creating
 * and scheduling one, the start and end jobs (once across copies, re-created from the table at start-up), staff's
 * pause, resume and end, and the change pushed to subscribers. Each kind's module keeps what it sells and listens
 * to the transitions of its own kind.
 */
export class ActivitiesService {
  readonly flow: ActivityFlow;
  private readonly listeners = new Map<ActivityKind, ActivityTransitionListener[]>();

  constructor(private readonly deps: ActivitiesDependencies) {
    this.flow = createActivityFlow({
      notifyKind: (change) => this.notifyKind(change),
      publishChange: async ({ em, subject, to }) => {
        const change = { activityId: subject.id, kind: subject.kind, status: to! };
        await deps.afterCommit.run(
          em,
          () => deps.pubSub.publish('ACTIVITY_CHANGED', subject.kind, change),
          `activity-changed/${subject.id}`,
        );
      },
    });
    deps.jobs.register<{ activityId: number }>(ACTIVITY_START_JOB, ({ activityId }) => this.startDue(activityId));
    deps.jobs.register<{ activityId: number }>(ACTIVITY_END_JOB, ({ activityId }) => this.endDue(activityId));
    deps.jobs.resumeWith(() => this.resumeJobs());
  }

  /** Listens to the transitions of one kind's activities, inside their transaction; a throw rolls the move back. */
  onTransition(kind: ActivityKind, listener: ActivityTransitionListener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /**
   * In the caller's transaction: a new activity, NOT_STARTED, or IN_PROGRESS at once when it starts now or earlier
   * (nobody can have watched it yet); its start and end jobs are scheduled once the transaction commits.
   */
  async createActivity(
    em: EntityManager,
    input: { kind: ActivityKind; title: string; startsAt: Date; endsAt: Date },
  ): Promise<Activity> {
    const now = this.deps.clock.now();
    const title = checkedTitle(input.title);
    checkWindow(input.startsAt, input.endsAt, now);
    const activity = em.create(Activity, {
      kind: input.kind,
      title,
      status: input.startsAt.getTime() <= now.getTime() ? ActivityStatus.IN_PROGRESS : ActivityStatus.NOT_STARTED,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      abnormalReason: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    await this.scheduleJobs(em, activity);
    return activity;
  }

  /** The title at any time; the window only while it has not started (jobs follow the new times). */
  async updateActivity(
    em: EntityManager,
    id: number,
    input: { title?: string | undefined; startsAt?: Date | undefined; endsAt?: Date | undefined },
  ): Promise<Activity> {
    const activity = await this.requireActivity(em, id);
    const changes: Partial<Activity> = { updatedAt: this.deps.clock.now() };
    if (input.title !== undefined) changes.title = checkedTitle(input.title);
    const startsAt = input.startsAt ?? activity.startsAt;
    const endsAt = input.endsAt ?? activity.endsAt;
    const windowChanged =
      startsAt.getTime() !== activity.startsAt.getTime() || endsAt.getTime() !== activity.endsAt.getTime();
    if (windowChanged) {
      if (activity.status !== ActivityStatus.NOT_STARTED) throw new DomainError('ACTIVITY_ALREADY_STARTED');
      checkWindow(startsAt, endsAt, this.deps.clock.now());
      Object.assign(changes, { startsAt, endsAt });
    }
    // Conditional on the state it was read in, so a start job firing meanwhile cannot be undone by old times.
    const updated = await em.nativeUpdate(Activity, { id, status: activity.status }, changes);
    if (updated !== 1) throw new DomainError('ACTIVITY_ALREADY_STARTED');
    em.assign(activity, changes);
    if (windowChanged) await this.scheduleJobs(em, activity);
    return activity;
  }

  findActivity(em: EntityManager, id: number): Promise<Activity | null> {
    return em.findOne(Activity, id);
  }

  /**
   * The activity when a buyer may take part now: of this kind, IN_PROGRESS and inside its window. Otherwise the
   * error a buyer should read (not started, paused, ended, abnormal); NOT_FOUND for another kind's or none.
   */
  async requireInProgress(em: EntityManager, id: number, kind: ActivityKind): Promise<Activity> {
    const activity = await em.findOne(Activity, { id, kind }, { refresh: true });
    if (!activity) throw new DomainError('NOT_FOUND');
    const refusal = refusalOf[activity.status];
    if (refusal) throw new DomainError(refusal);
    const now = this.deps.clock.now().getTime();
    if (now < activity.startsAt.getTime()) throw new DomainError('ACTIVITY_NOT_STARTED');
    if (now >= activity.endsAt.getTime()) throw new DomainError('ACTIVITY_ENDED');
    return activity;
  }

  /** The shop found something wrong: IN_PROGRESS or PAUSED becomes ABNORMAL with the reason; other states stay. */
  async markAbnormal(em: EntityManager, id: number, reason: string): Promise<void> {
    const activity = await this.requireActivity(em, id);
    if (!this.flow.allows(activity.status, ActivityEvent.MARK_ABNORMAL)) return;
    await this.flow.fire(em, activity, ActivityEvent.MARK_ABNORMAL, {
      actor: systemActor,
      changes: { abnormalReason: [...reason.trim()].slice(0, REASON_MAX).join(''), updatedAt: this.deps.clock.now() },
    });
  }

  /** Staff: one page of activities, newest start first, filtered by kind and state. */
  async staffActivities(
    ctx: RequestContext,
    filter: { kind?: ActivityKind | undefined; status?: ActivityStatus | undefined },
    page: PageRequest,
  ): Promise<Page<Activity>> {
    requirePermission(ctx, 'activity.view');
    const where = {
      ...(filter.kind && { kind: filter.kind }),
      ...(filter.status && { status: filter.status }),
    };
    const [items, totalCount] = await Promise.all([
      ctx.em.find(
        Activity,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) },
        { orderBy: { id: 'desc' }, limit: page.first + 1 },
      ),
      ctx.em.count(Activity, where),
    ]);
    return {
      items: items.slice(0, page.first),
      hasNextPage: items.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** Staff fire START, PAUSE, RESUME or END; answers the activity as it is afterwards. */
  async fireStaffEvent(
    ctx: RequestContext,
    id: number,
    event: (typeof staffActivityEvents)[number],
  ): Promise<Activity> {
    const actor = actorOf(ctx);
    this.flow.requireParty(event, actor);
    return transactionalWithRetry(ctx.em, async (em) => {
      const activity = await this.requireActivity(em, id);
      const changes: Partial<Activity> = { updatedAt: this.deps.clock.now() };
      if (event === ActivityEvent.RESUME) changes.abnormalReason = null;
      const moved = await this.flow.fire(em, activity, event, { actor, changes });
      if (!moved) throw new DomainError('ACTIVITY_NOT_ALLOWED', { params: { status: activity.status } });
      if (event === ActivityEvent.START || event === ActivityEvent.END) await this.cancelJobsOf(em, activity, event);
      return em.findOneOrFail(Activity, id, { refresh: true });
    });
  }

  /** The staff buttons the viewer may press on this activity now. */
  staffActionsFor(activity: Activity, actor: FlowActor<Permission> | null): ActivityEvent[] {
    if (!actor) return [];
    return this.flow.eventsFor(activity, actor).filter((event) => event !== ActivityEvent.MARK_ABNORMAL);
  }

  /** The start job: the activity starts if it has not (and staff did not end it first). */
  async startDue(activityId: number): Promise<void> {
    await this.fireDue(activityId, ActivityEvent.START, (activity) => activity.startsAt);
  }

  /** The end job: whatever state it is in, the activity ends at its end time. */
  async endDue(activityId: number): Promise<void> {
    await this.fireDue(activityId, ActivityEvent.END, (activity) => activity.endsAt);
  }

  private async fireDue(activityId: number, event: ActivityEvent, dueOf: (activity: Activity) => Date) {
    await transactionalWithRetry(this.deps.forkEm(), async (em) => {
      const activity = await em.findOne(Activity, activityId);
      if (!activity || dueOf(activity).getTime() > this.deps.clock.now().getTime()) return;
      if (!this.flow.allows(activity.status, event)) return;
      await this.flow.fire(em, activity, event, { actor: systemActor, changes: { updatedAt: this.deps.clock.now() } });
    });
  }

  /** Re-creates the start and end jobs of every activity not yet ended (same keys: idempotent). */
  async resumeJobs(): Promise<number> {
    const em = this.deps.forkEm();
    const open = await em.find(
      Activity,
      { status: { $ne: ActivityStatus.ENDED } },
      { fields: ['id', 'status', 'startsAt', 'endsAt'], orderBy: { id: 'asc' } },
    );
    for (const activity of open) await this.scheduleNow(activity);
    return open.length;
  }

  private scheduleJobs(em: EntityManager, activity: Activity): Promise<void> {
    const { id, status, startsAt, endsAt } = activity;
    return this.deps.afterCommit.run(
      em,
      () => this.scheduleNow({ id, status, startsAt, endsAt }),
      `activity-jobs/${activity.id}`,
    );
  }

  private async scheduleNow(activity: Pick<Activity, 'id' | 'status' | 'startsAt' | 'endsAt'>): Promise<void> {
    const { jobs } = this.deps;
    const payload = { activityId: activity.id };
    if (activity.status === ActivityStatus.NOT_STARTED) {
      await jobs.schedule(ACTIVITY_START_JOB, payload, {
        key: activityStartJobKey(activity.id),
        runAt: activity.startsAt,
      });
    }
    await jobs.schedule(ACTIVITY_END_JOB, payload, { key: activityEndJobKey(activity.id), runAt: activity.endsAt });
  }

  /** Staff started or ended it early: the job for that moment has nothing left to do. */
  private cancelJobsOf(em: EntityManager, activity: Activity, event: ActivityEvent): Promise<void> {
    return this.deps.afterCommit.run(em, async () => {
      await this.deps.jobs.cancel(activityStartJobKey(activity.id));
      if (event === ActivityEvent.END) await this.deps.jobs.cancel(activityEndJobKey(activity.id));
    });
  }

  private async notifyKind({ em, subject, event, from, to }: ActivityFlowChange): Promise<void> {
    const activity = await em.findOneOrFail(Activity, subject.id, { refresh: true });
    for (const listener of this.listeners.get(subject.kind) ?? []) {
      await listener(em, { activity, event, from, to: to! });
    }
  }

  private async requireActivity(em: EntityManager, id: number): Promise<Activity> {
    const activity = await em.findOne(Activity, id, { refresh: true });
    if (!activity) throw new DomainError('NOT_FOUND');
    return activity;
  }
}

function checkedTitle(title: string): string {
  const text = title.trim();
  if (!text || [...text].length > TITLE_MAX)
    throw new DomainError('ACTIVITY_TITLE_INVALID', { field: ['input', 'title'] });
  return text;
}

function checkWindow(startsAt: Date, endsAt: Date, now: Date): void {
  if (endsAt.getTime() <= startsAt.getTime() || endsAt.getTime() <= now.getTime()) {
    throw new DomainError('ACTIVITY_WINDOW_INVALID', { field: ['input', 'endsAt'] });
  }
}
