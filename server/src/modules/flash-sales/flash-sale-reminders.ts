import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { actorOf, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { systemActor } from '../../platform/flows/flow.js';
import { transactionalWithRetry } from '../../platform/db/transaction-retry.js';
import { DomainError } from '../../platform/errors/index.js';
import { MessageKind } from '../messages/notification.service.js';
import { REMINDER_JOB, formatStart, reminderJobKey, type FlashSalesDeps } from './flash-sale-context.js';
import { REMINDER_LEAD_MS } from './flash-sale-rules.js';
import { ActivityKind, ActivityStatus, FlashSaleReminder, FlashSaleReminderStatus } from './flash-sales.entities.js';
import {
  createFlashSaleReminderFlow,
  FlashSaleReminderEvent,
  type FlashSaleReminderFlow,
} from './flash-sales.states.js';

/** Reminders per transaction of the sending job. */
const SEND_SLICE = 200;

/**
 * "Remind me" on a session that has not started: set, cancelled (the page warns of a missed sale), set again, along
 * the reminder flow. One job per session, 3 minutes before its start (spec §9), sends every reminder still set as a
 * message in the message center (the client shows a web notification on the live message); SEND is a conditional
 * UPDATE of each reminder, so a job run twice sends nothing twice.
 */
export class FlashSaleReminders {
  readonly flow: FlashSaleReminderFlow;

  constructor(private readonly deps: FlashSalesDeps) {
    this.flow = createFlashSaleReminderFlow({
      notifyShopper: async ({ em, subject }) => {
        const activity = await deps.activities.findActivity(em, subject.activity.id);
        if (!activity) return;
        await deps.notifications.notify(em, subject.user.id, {
          kind: MessageKind.SYSTEM,
          templateKey: 'flashSaleStartingSoon',
          params: { title: activity.title, startsAt: formatStart(activity.startsAt) },
          link: `/activity/flash-sale?session=${activity.id}`,
        });
      },
    });
    deps.jobs.register<{ sessionId: number }>(REMINDER_JOB, async ({ sessionId }) => {
      await this.sendReminders(sessionId);
    });
    deps.jobs.resumeWith(() => this.resumeReminderJobs());
  }

  /** Sets the viewer's reminder of a session that starts more than 3 minutes from now. */
  async set(ctx: RequestContext, sessionId: number): Promise<void> {
    const user = requireUser(ctx);
    const { deps } = this;
    await transactionalWithRetry(ctx.em, async (tx) => {
      const now = deps.clock.now();
      const activity = await this.requireSession(tx, sessionId);
      if (
        activity.status !== ActivityStatus.NOT_STARTED ||
        now.getTime() >= activity.startsAt.getTime() - REMINDER_LEAD_MS
      ) {
        throw new DomainError('FLASH_SALE_REMINDER_TOO_LATE');
      }
      const existing = await tx.findOne(
        FlashSaleReminder,
        { activity: sessionId, user: Number(user.id) },
        { refresh: true },
      );
      if (existing) {
        const fired = await this.flow.fire(tx, existing, FlashSaleReminderEvent.SET, {
          actor: actorOf(ctx),
          changes: { updatedAt: now },
        });
        if (!fired) throw new DomainError('FLASH_SALE_REMINDER_ALREADY_SET');
      } else {
        try {
          await tx.insert(FlashSaleReminder, {
            activity: sessionId,
            user: Number(user.id),
            status: FlashSaleReminderStatus.SET,
            createdAt: now,
            updatedAt: now,
            sentAt: null,
          });
        } catch (error) {
          // The same shopper's other tab set it a moment ago.
          if (error instanceof UniqueConstraintViolationException)
            throw new DomainError('FLASH_SALE_REMINDER_ALREADY_SET');
          throw error;
        }
      }
      await this.scheduleFor(tx, sessionId, activity.startsAt);
    });
  }

  /** Cancels the viewer's reminder of a session (the client warns first that the sale may be missed). */
  async cancel(ctx: RequestContext, sessionId: number): Promise<void> {
    const user = requireUser(ctx);
    await transactionalWithRetry(ctx.em, async (tx) => {
      await this.requireSession(tx, sessionId);
      const existing = await tx.findOne(
        FlashSaleReminder,
        { activity: sessionId, user: Number(user.id) },
        { refresh: true },
      );
      if (!existing) throw new DomainError('FLASH_SALE_REMINDER_NOT_SET');
      const fired = await this.flow.fire(tx, existing, FlashSaleReminderEvent.CANCEL, {
        actor: actorOf(ctx),
        changes: { updatedAt: this.deps.clock.now() },
      });
      if (!fired) throw new DomainError('FLASH_SALE_REMINDER_NOT_SET');
    });
  }

  /** Schedules (after commit) the session's reminder job 3 minutes before `startsAt`; same key: one job a session. */
  async scheduleFor(em: EntityManager, sessionId: number, startsAt: Date): Promise<void> {
    const { deps } = this;
    const key = reminderJobKey(sessionId);
    await deps.afterCommit.run(
      em,
      () => {
        const runAt = new Date(Math.max(startsAt.getTime() - REMINDER_LEAD_MS, deps.clock.now().getTime()));
        return deps.jobs.schedule(REMINDER_JOB, { sessionId }, { key, runAt });
      },
      key,
    );
  }

  /**
   * The job: sends every reminder of the session still SET, once its start is 3 minutes away or less and it has not
   * ended (a window moved later leaves a stale run that sends nothing; the new time has its own run). Answers how
   * many went out.
   */
  async sendReminders(sessionId: number): Promise<number> {
    const { deps } = this;
    let sent = 0;
    for (;;) {
      const batch = await transactionalWithRetry(deps.forkEm(), async (tx) => {
        const now = deps.clock.now();
        const activity = await deps.activities.findActivity(tx, sessionId);
        if (!activity || activity.kind !== ActivityKind.FLASH_SALE) return 0;
        if (activity.status === ActivityStatus.ENDED || now >= activity.endsAt) return 0;
        if (now.getTime() < activity.startsAt.getTime() - REMINDER_LEAD_MS) return 0;
        const due = await tx.find(
          FlashSaleReminder,
          { activity: sessionId, status: FlashSaleReminderStatus.SET },
          { orderBy: { id: 'asc' }, limit: SEND_SLICE, refresh: true },
        );
        let count = 0;
        for (const reminder of due) {
          const fired = await this.flow.fire(tx, reminder, FlashSaleReminderEvent.SEND, {
            actor: systemActor,
            changes: { sentAt: now, updatedAt: now },
          });
          if (fired) count += 1;
        }
        return due.length === 0 ? -1 : count;
      });
      if (batch <= 0) return sent;
      sent += batch;
    }
  }

  /** Re-creates the job of every session not started yet that has reminders set (from the database, same keys). */
  async resumeReminderJobs(): Promise<number> {
    const { deps } = this;
    const now = deps.clock.now();
    const reminders = await deps
      .forkEm()
      .find(
        FlashSaleReminder,
        { status: FlashSaleReminderStatus.SET, activity: { endsAt: { $gt: now } } },
        { populate: ['activity'] as never, fields: ['activity'] as never },
      );
    const sessions = new Map(reminders.map((reminder) => [reminder.activity.id, reminder.activity.unwrap().startsAt]));
    for (const [sessionId, startsAt] of sessions) {
      const runAt = new Date(Math.max(startsAt.getTime() - REMINDER_LEAD_MS, now.getTime()));
      await deps.jobs.schedule(REMINDER_JOB, { sessionId }, { key: reminderJobKey(sessionId), runAt });
    }
    return sessions.size;
  }

  private async requireSession(em: EntityManager, sessionId: number) {
    const activity = await this.deps.activities.findActivity(em, sessionId);
    if (!activity || activity.kind !== ActivityKind.FLASH_SALE) throw new DomainError('NOT_FOUND');
    return activity;
  }
}
