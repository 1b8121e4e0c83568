import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { MessageDelivery } from '../../platform/mail/message-delivery.js';
import { notificationPreferences, type EmailRecipient } from '../identity/notification-preferences.js';
import { emailOfMessage, type EmailedMessage } from './message-email-content.js';
import { Message } from './messages.entities.js';
import type { WebPushes } from './web-pushes.js';
import { categoryOf, toggleOfCategory } from './notification-categories.js';

export interface MessageEmailSettings {
  /** The least time between two e-mails of one thread (a chat conversation) to one user (CHAT_EMAIL_INTERVAL_SECONDS). */
  threadIntervalMs: number;
}

export const defaultMessageEmailSettings: MessageEmailSettings = { threadIntervalMs: 15 * 60_000 };

/** A user who made a request this recently counts as online, and is not e-mailed a thread's message. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export const MESSAGE_EMAIL_JOB = 'message-email';
export const THREAD_EMAIL_JOB = 'message-email-thread';
/** Recipients per e-mail job: a retry after a failed send repeats at most this many e-mails. */
const RECIPIENTS_PER_JOB = 50;

interface MessageEmailJob {
  recipients: EmailRecipient[];
  message: EmailedMessage;
}

interface ThreadEmailJob {
  userId: number;
  messageId: number;
  message: EmailedMessage;
  /** The thread, so its pushes replace each other on the device; absent in jobs scheduled before pushes. */
  thread?: string;
}

export interface MessageEmailsDependencies {
  clock: Clock;
  jobs: JobScheduler;
  email: MessageDelivery;
  forkEm: () => EntityManager;
  /** Where the links of the e-mails point. */
  shopUrl: string;
  settings: MessageEmailSettings;
  /** A thread's message due for e-mail is pushed to the reader's browsers too, by the same rule. */
  pushes: WebPushes;
}

/**
 * Messages of the message center sent by e-mail as well, to recipients with an address whose toggle for the
 * message's kind is on: by jobs, so a slow or failing mail server never holds up the request that wrote the message,
 * and a failed send is retried.
 *
 * Messages of a thread (the live chat) are different: support answers line by line, often while the customer is
 * still on the page. An e-mail per line would flood the inbox and say nothing the open chat does not show. So a
 * thread's messages are e-mailed at most once per interval, at the end of the interval the first unsent one fell in,
 * with the newest message of the thread; and not at all when the customer read that message or used the shop in the
 * last minutes (then they are online and see the chat itself). docs/notifications.md says the same.
 */
export class MessageEmails {
  constructor(private readonly deps: MessageEmailsDependencies) {
    deps.jobs.register<MessageEmailJob>(MESSAGE_EMAIL_JOB, (job) => this.send(job));
    deps.jobs.register<ThreadEmailJob>(THREAD_EMAIL_JOB, (job) => this.sendThread(job));
  }

  /** Schedules the e-mails of a message stored for `userIds`; call after its transaction committed. */
  async schedule(em: EntityManager, userIds: readonly number[], message: EmailedMessage, key: string): Promise<void> {
    const toggle = toggleOfCategory[categoryOf(message.templateKey)];
    const recipients = await notificationPreferences.emailRecipients(em.fork(), userIds, toggle);
    const now = this.deps.clock.now();
    for (let start = 0; start < recipients.length; start += RECIPIENTS_PER_JOB) {
      await this.deps.jobs.schedule<MessageEmailJob>(
        MESSAGE_EMAIL_JOB,
        { recipients: recipients.slice(start, start + RECIPIENTS_PER_JOB), message },
        { key: `${MESSAGE_EMAIL_JOB}/${key}/${start / RECIPIENTS_PER_JOB}`, runAt: now },
      );
    }
  }

  /**
   * Schedules the e-mail of a thread's message for the end of the current interval. A later message of the same
   * thread in the same interval replaces the job (same key), so the e-mail carries the newest one. Whether the user
   * takes e-mails of the kind is asked when it is due, not on every line of the chat.
   */
  async scheduleThread(userId: number, thread: string, messageId: number, message: EmailedMessage): Promise<void> {
    const interval = this.deps.settings.threadIntervalMs;
    const window = Math.floor(this.deps.clock.now().getTime() / interval);
    await this.deps.jobs.schedule<ThreadEmailJob>(
      THREAD_EMAIL_JOB,
      { userId, messageId, message, thread },
      { key: `${THREAD_EMAIL_JOB}/${userId}/${thread}/${window}`, runAt: new Date((window + 1) * interval) },
    );
  }

  private async send({ recipients, message }: MessageEmailJob): Promise<void> {
    const em = this.deps.forkEm();
    for (const recipient of recipients) {
      await this.deps.email.sendEmail(emailOfMessage(message, recipient, this.deps.shopUrl), em);
    }
  }

  private async sendThread({ userId, messageId, message, thread }: ThreadEmailJob): Promise<void> {
    const em = this.deps.forkEm();
    const stored = await em.findOne(Message, { id: messageId }, { fields: ['readAt', 'deletedAt'] });
    if (!stored || stored.readAt || stored.deletedAt) return;
    const onlineSince = new Date(this.deps.clock.now().getTime() - ONLINE_WINDOW_MS);
    if (await notificationPreferences.seenSince(em, userId, onlineSince)) return;
    await this.deps.pushes.pushNow([userId], message, `thread-${thread ?? messageId}`);
    const toggle = toggleOfCategory[categoryOf(message.templateKey)];
    const [recipient] = await notificationPreferences.emailRecipients(em, [userId], toggle);
    if (!recipient) return;
    await this.deps.email.sendEmail(emailOfMessage(message, recipient, this.deps.shopUrl), em);
  }
}
