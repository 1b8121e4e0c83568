import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Message, MessageKind } from './messages.entities.js';

// The kinds of message, for the modules that notify (the entity stays the messages module's own).
export { MessageKind };
import { notificationPreferences } from '../identity/notification-preferences.js';
import type { MessageTemplateKey } from './message-templates.js';
import type { MessageEmails } from './message-emails.js';
import type { WebPushes } from './web-pushes.js';
import { categoryOf, toggleOfCategory } from './notification-categories.js';
import { unreadCountsOf, type UnreadCounts } from './unread-counts.js';

/** A new message the recipient's settings let through to the browser; rendered in the subscriber's language. */
export interface PushedMessage {
  kind: MessageKind;
  templateKey: MessageTemplateKey | null;
  params: Record<string, string | number> | null;
  title: string | null;
  body: string | null;
  link: string | null;
  createdAt: Date;
}

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A user's new unread counts, on the channel of that user's id. */
    UNREAD_MESSAGE_COUNTS: [userId: string, counts: UnreadCounts];
    /** A new message to show as a browser notification, on the channel of the recipient's id. */
    MESSAGE_PUSHED: [userId: string, message: PushedMessage];
  }
}

/** Rows per multi-row insert of a broadcast. */
const INSERT_SLICE = 1000;

/**
 * What a notification says: a template rendered in the reader's language, or plain text written by staff. Messages
 * of one `emailThread` (a chat conversation) are e-mailed at most once an interval, and only to an absent reader.
 */
export type NotificationContent = { kind: MessageKind; link?: string | null; emailThread?: string } & (
  { templateKey: MessageTemplateKey; params?: Record<string, string | number> } | { title: string; body: string }
);

/**
 * The one way any module puts a message into a user's message center. Called inside the caller's
 * transaction; the new unread counts go out through the pub/sub (to every server copy) only after
 * that transaction commits, so a subscriber never sees a count of a message that was rolled back.
 */
export class NotificationService {
  constructor(
    private readonly clock: Clock,
    private readonly pubSub: PubSub,
    private readonly afterCommit: AfterCommit,
    private readonly emails: MessageEmails,
    private readonly pushes: WebPushes,
  ) {}

  /** Stores a message for `userId`; call within the outermost transaction of the caller, or outside one. */
  async notify(em: EntityManager, userId: number, content: NotificationContent): Promise<Message> {
    const row = this.row(content);
    const message = em.create(Message, { ...row, recipient: userId });
    await em.flush();
    await this.afterStored(em, [userId], row);
    const thread = content.emailThread;
    await this.afterCommit.run(em, async () => {
      if (thread) {
        // Pushed with its e-mail, when the reader is away (message-emails.ts).
        await this.emails.scheduleThread(userId, thread, message.id, row);
        return;
      }
      await this.emails.schedule(em, [userId], row, `message/${message.id}`);
      await this.pushes.schedule([userId], row, `message/${message.id}`, `message-${message.id}`);
    });
    return message;
  }

  /**
   * The same message for each of `userIds` (a broadcast): one multi-row insert, without loading the messages
   * into the unit of work, and one count query for all of them. Answers how many were stored.
   */
  async notifyMany(em: EntityManager, userIds: number[], content: NotificationContent): Promise<number> {
    if (userIds.length === 0) return 0;
    const row = this.row(content);
    // In slices, so one statement stays below SQLite's limit on bound values.
    for (let start = 0; start < userIds.length; start += INSERT_SLICE) {
      const slice = userIds.slice(start, start + INSERT_SLICE);
      await em.insertMany(
        Message,
        slice.map((recipient) => ({ ...row, recipient })),
      );
    }
    await this.afterStored(em, userIds, row);
    const broadcast = randomUUID();
    await this.afterCommit.run(em, async () => {
      await this.emails.schedule(em, userIds, row, `broadcast/${broadcast}`);
      await this.pushes.schedule(userIds, row, `broadcast/${broadcast}`, `broadcast-${broadcast}`);
    });
    return userIds.length;
  }

  private row(content: NotificationContent): PushedMessage {
    return {
      kind: content.kind,
      templateKey: 'templateKey' in content ? content.templateKey : null,
      params: 'templateKey' in content ? (content.params ?? {}) : null,
      title: 'title' in content ? content.title : null,
      body: 'body' in content ? content.body : null,
      link: content.link ?? null,
      createdAt: this.clock.now(),
    };
  }

  /**
   * Publishes the recipients' counts now, or once the surrounding transaction commits. Keyed by recipient: a user
   * notified twice in one transaction gets one count, counted after both messages. Then the message goes to the
   * browser of each recipient whose notification settings allow its category. Those settings also decide who is
   * e-mailed (`MessageEmails`), scheduled by `notify` and `notifyMany` after the same commit.
   */
  private async afterStored(em: EntityManager, userIds: number[], message: PushedMessage): Promise<void> {
    const key = userIds.length === 1 ? `unread-counts:${userIds[0]}` : undefined;
    await this.afterCommit.run(em, () => this.publishCounts(em, userIds), key);
    await this.afterCommit.run(em, () => this.push(em, userIds, message));
  }

  private async push(em: EntityManager, userIds: number[], message: PushedMessage): Promise<void> {
    const toggle = toggleOfCategory[categoryOf(message.templateKey)];
    const turnedOff = await notificationPreferences.turnedOff(em.fork(), userIds, toggle);
    for (const userId of userIds) {
      if (!turnedOff.has(userId)) this.pubSub.publish('MESSAGE_PUSHED', String(userId), message);
    }
  }

  /** Sends each user's current unread counts to their subscribers, on every server copy. */
  async publishCounts(em: EntityManager, userIds: number[]): Promise<void> {
    const counts = await unreadCountsOf(em.fork(), userIds);
    for (const [userId, userCounts] of counts) this.pubSub.publish('UNREAD_MESSAGE_COUNTS', String(userId), userCounts);
  }
}
