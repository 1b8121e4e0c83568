import type { EntityManager } from '@mikro-orm/sql';
import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { userDirectory } from '../identity/user-directory.js';
import type { AudienceChoice, BroadcastAudiences } from './broadcast-audiences.js';
import { checkedListedRecipients, checkedPlatformMessage } from './messages.service.js';
import { Broadcast, BroadcastAudience, MessageKind } from './messages.entities.js';
import type { NotificationService } from './notification.service.js';

const DELIVERY_JOB = 'broadcast-delivery';
const deliveryJobKey = (id: number) => `broadcast-delivery/${id}`;
/** The longest look-back of "ordered within the last N days". */
export const ORDERED_WITHIN_MAX_DAYS = 365;

export interface BroadcastInput extends AudienceChoice {
  title: string;
  body: string;
  link?: string | null | undefined;
}

export interface BroadcastView {
  id: number;
  broadcast: Broadcast;
  senderName: string;
}

interface BroadcastDependencies {
  clock: Clock;
  notifications: NotificationService;
  audiences: BroadcastAudiences;
  jobs: JobScheduler;
  afterCommit: AfterCommit;
  forkEm: () => EntityManager;
}

/**
 * Platform messages staff send to an audience (`message.broadcast`), and their record. One to everybody is stored,
 * then delivered by a job after the sending transaction commits (the recipients' messages and its `deliveredAt` in
 * one transaction, so a job run again after a crash delivers once); the smaller audiences at once.
 */
export class BroadcastService {
  constructor(private readonly deps: BroadcastDependencies) {
    deps.jobs.register<{ id: number }>(DELIVERY_JOB, (payload) => this.deliver(payload.id));
    deps.jobs.resumeWith(() => this.resumeDeliveries());
  }

  /** How many accounts the audience is now: what staff confirm before sending. */
  async audienceSize(ctx: RequestContext, choice: AudienceChoice): Promise<number> {
    requirePermission(ctx, 'message.broadcast');
    return (await this.recipientsOf(ctx.em, choice)).length;
  }

  async send(ctx: RequestContext, input: BroadcastInput): Promise<BroadcastView> {
    const staff = requirePermission(ctx, 'message.broadcast');
    const text = checkedPlatformMessage(input);
    const recipients = await this.recipientsOf(ctx.em, input);
    const everybody = input.audience === BroadcastAudience.ALL;
    const now = this.deps.clock.now();
    return ctx.em.transactional(async (em) => {
      const broadcast = em.create(Broadcast, {
        senderId: Number(staff.id),
        audience: input.audience,
        orderedWithinDays: input.audience === BroadcastAudience.ORDERED_WITHIN ? input.orderedWithinDays! : null,
        ...text,
        recipientCount: recipients.length,
        createdAt: now,
        deliveredAt: everybody ? null : now,
      });
      await em.flush();
      if (everybody) {
        await this.deps.afterCommit.run(em, () =>
          this.deps.jobs.schedule(
            DELIVERY_JOB,
            { id: broadcast.id },
            { key: deliveryJobKey(broadcast.id), runAt: now },
          ),
        );
      } else {
        await this.deps.notifications.notifyMany(em, recipients, { kind: MessageKind.PLATFORM, ...text });
      }
      return { id: broadcast.id, broadcast, senderName: staff.displayName };
    });
  }

  /** Sent broadcasts, newest first, with who sent each. */
  async list(ctx: RequestContext, page: PageRequest): Promise<Page<BroadcastView>> {
    requirePermission(ctx, 'message.broadcast');
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(Broadcast, page.afterId === undefined ? {} : { id: { $lt: page.afterId } }, {
        orderBy: { id: 'desc' },
        limit: page.first + 1,
        refresh: true,
      }),
      ctx.em.count(Broadcast, {}),
    ]);
    const broadcasts = rows.slice(0, page.first);
    const names = await userDirectory.displayNames(ctx.em, [...new Set(broadcasts.map((row) => row.senderId))]);
    return {
      items: broadcasts.map((broadcast) => ({
        id: broadcast.id,
        broadcast,
        senderName: names.get(broadcast.senderId) ?? '',
      })),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  private async recipientsOf(em: EntityManager, choice: AudienceChoice): Promise<number[]> {
    if (choice.audience === BroadcastAudience.LISTED) return checkedListedRecipients(em, choice.userIds ?? []);
    if (choice.audience === BroadcastAudience.ORDERED_WITHIN) {
      const days = choice.orderedWithinDays;
      if (days == null || !Number.isInteger(days) || days < 1 || days > ORDERED_WITHIN_MAX_DAYS) {
        throw new DomainError('INVALID_INPUT', {
          params: { field: 'orderedWithinDays' },
          field: ['input', 'orderedWithinDays'],
        });
      }
    }
    return this.deps.audiences.recipientsOf(em, choice, this.deps.clock.now());
  }

  /** Delivers a broadcast to everybody once: claiming it (deliveredAt) and the messages commit together. */
  private async deliver(id: number): Promise<void> {
    await this.deps.forkEm().transactional(async (em) => {
      const claimed = await em.nativeUpdate(
        Broadcast,
        { id, deliveredAt: null },
        { deliveredAt: this.deps.clock.now() },
      );
      if (claimed !== 1) return;
      const broadcast = await em.findOneOrFail(Broadcast, id);
      const recipients = await this.deps.audiences.recipientsOf(
        em,
        { audience: broadcast.audience },
        this.deps.clock.now(),
      );
      await this.deps.notifications.notifyMany(em, recipients, {
        kind: MessageKind.PLATFORM,
        title: broadcast.title,
        body: broadcast.body,
        link: broadcast.link ?? null,
      });
      await em.nativeUpdate(Broadcast, { id }, { recipientCount: recipients.length });
    });
  }

  /** Broadcasts stored but not delivered (a crash between commit and schedule): scheduled again. */
  private async resumeDeliveries(): Promise<void> {
    const pending = await this.deps.forkEm().find(Broadcast, { deliveredAt: null }, { fields: ['id'] });
    const now = this.deps.clock.now();
    for (const { id } of pending) {
      await this.deps.jobs.schedule(DELIVERY_JOB, { id }, { key: deliveryJobKey(id), runAt: now });
    }
  }
}
