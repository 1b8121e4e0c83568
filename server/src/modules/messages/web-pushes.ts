import type { EntityManager } from '@mikro-orm/sql';
import webPush from 'web-push';
import type { WebPushSettings } from '../../config.js';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { notificationPreferences } from '../identity/notification-preferences.js';
import { WebhookTargets, type WebhookTargetSettings } from '../webhooks/webhook-targets.js';
import type { EmailedMessage } from './message-email-content.js';
import { renderTemplate } from './message-templates.js';
import { categoryOf, toggleOfCategory } from './notification-categories.js';
import { WebPushSubscription } from './web-push.entities.js';

export const WEB_PUSH_JOB = 'message-web-push';
/** Recipients per push job, as with e-mails: a broadcast to everybody becomes many small jobs. */
const RECIPIENTS_PER_JOB = 50;
/** How long a push service keeps a push for a browser that is offline (the `TTL` header): a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
const MESSAGE_CENTER = '/user/msg';

export interface WebPushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (client/public/push-handler.js reads the same fields). */
export interface WebPushPayload {
  title: string;
  body: string;
  /** The shop's route to open on a click. */
  url: string;
  /** Notifications with one tag replace each other: a chat's lines do not pile up. */
  tag: string;
}

interface WebPushJob {
  userIds: number[];
  message: EmailedMessage;
  tag: string;
}

export interface WebPushesDependencies {
  clock: Clock;
  jobs: JobScheduler;
  forkEm: () => EntityManager;
  /** Null: this shop has no VAPID keys and sends no web pushes. */
  settings: WebPushSettings | null;
  /** Where pushes may go: push services are outside hosts, checked like webhook targets against request forgery. */
  targets: WebhookTargetSettings;
}

const base64url = /^[A-Za-z0-9_-]+$/;
const decodedLength = (text: string) => (base64url.test(text) ? Buffer.from(text, 'base64url').length : -1);

/**
 * Messages of the message center sent as web pushes (the Push API, RFC 8030, encrypted per RFC 8291 and signed with
 * the shop's VAPID key, RFC 8292) to the browsers a user subscribed, when the toggle of the message's kind is on:
 * the phone or desktop shows them with the shop closed. Sent by jobs after the message's transaction commits; a
 * browser whose subscription the push service says is gone (404, 410) is forgotten.
 */
export class WebPushes {
  private readonly targets: WebhookTargets;

  constructor(private readonly deps: WebPushesDependencies) {
    this.targets = new WebhookTargets(deps.targets);
    deps.jobs.register<WebPushJob>(WEB_PUSH_JOB, (job) => this.pushNow(job.userIds, job.message, job.tag));
  }

  /** The public VAPID key browsers subscribe with; null when this shop sends no web pushes. */
  get publicKey(): string | null {
    return this.deps.settings?.publicKey ?? null;
  }

  /** Keeps this browser's subscription for the signed-in user; the same endpoint again replaces its keys and owner. */
  async subscribe(ctx: RequestContext, input: WebPushSubscriptionInput): Promise<void> {
    const user = requireUser(ctx);
    if (!this.deps.settings) throw new DomainError('WEB_PUSH_UNAVAILABLE');
    const invalid = new DomainError('WEB_PUSH_SUBSCRIPTION_INVALID', { field: ['input', 'endpoint'] });
    const endpoint = await this.targets.check(input.endpoint).catch(() => {
      throw invalid;
    });
    // An uncompressed P-256 point and a 16-byte secret (RFC 8291, section 3).
    if (decodedLength(input.p256dh) !== 65 || decodedLength(input.auth) !== 16) throw invalid;
    const em = ctx.em;
    const known = await em.findOne(WebPushSubscription, { endpoint });
    if (known) {
      em.assign(known, { user: Number(user.id), p256dh: input.p256dh, auth: input.auth });
    } else {
      em.create(WebPushSubscription, {
        user: Number(user.id),
        endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        createdAt: this.deps.clock.now(),
      });
    }
    await em.flush();
  }

  /** Forgets this browser's subscription of the signed-in user (turned off on the device, or signed out). */
  async unsubscribe(ctx: RequestContext, endpoint: string): Promise<void> {
    const user = requireUser(ctx);
    await ctx.em.nativeDelete(WebPushSubscription, { user: Number(user.id), endpoint });
  }

  /**
   * Schedules the pushes of a message stored for `userIds`; call after its transaction committed. A thread's (chat's)
   * messages are pushed by its e-mail job instead (message-emails.ts): at most once an interval, only when away.
   */
  async schedule(userIds: readonly number[], message: EmailedMessage, key: string, tag: string): Promise<void> {
    if (!this.deps.settings) return;
    const now = this.deps.clock.now();
    for (let start = 0; start < userIds.length; start += RECIPIENTS_PER_JOB) {
      await this.deps.jobs.schedule<WebPushJob>(
        WEB_PUSH_JOB,
        { userIds: userIds.slice(start, start + RECIPIENTS_PER_JOB), message, tag },
        { key: `${WEB_PUSH_JOB}/${key}/${start / RECIPIENTS_PER_JOB}`, runAt: now },
      );
    }
  }

  /**
   * Now, one push to every subscribed browser of the recipients whose toggle is on, in each one's language. A push
   * service that fails is not retried: a late duplicate on a phone is worse than one missed banner, and the message
   * stays in the message center.
   */
  async pushNow(userIds: readonly number[], message: EmailedMessage, tag: string): Promise<void> {
    const settings = this.deps.settings;
    if (!settings) return;
    const em = this.deps.forkEm();
    const toggle = toggleOfCategory[categoryOf(message.templateKey)];
    const locales = await notificationPreferences.pushRecipients(em, userIds, toggle);
    if (locales.size === 0) return;
    const subscriptions = await em.find(WebPushSubscription, { user: { $in: [...locales.keys()] } });
    for (const subscription of subscriptions) {
      const locale = locales.get(subscription.user.id)!;
      const { title, body } = message.templateKey
        ? renderTemplate(message.templateKey, message.params ?? {}, locale)
        : { title: message.title ?? '', body: message.body ?? '' };
      const payload: WebPushPayload = { title, body, url: message.link ?? MESSAGE_CENTER, tag };
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: settings,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: webPush.supportedContentEncodings.AES_128_GCM,
        },
      );
      const status = await this.targets
        .post(request.endpoint, {
          body: request.body as Buffer,
          headers: request.headers as Record<string, string>,
          timeoutMs: PUSH_TIMEOUT_MS,
        })
        .catch(() => 0);
      if (status === 404 || status === 410) await em.nativeDelete(WebPushSubscription, { id: subscription.id });
    }
  }
}

/** A person's browsers are forgotten with the rest of their data. */
export async function eraseWebPushSubscriptionsOf(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(WebPushSubscription, { user: userId });
}
