import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DataEncryption } from '../../platform/crypto/data-encryption.js';
import { DomainError } from '../../platform/errors/index.js';
import type { ShopEvent, ShopEvents } from '../../platform/events/shop-events.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { catalogLookups } from '../catalog/catalog-lookups.js';
import type { PartChangeNotice } from '../catalog/part-change-events.js';
import { newWebhookSecret, SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';
import { WebhookTargets, type WebhookTargetSettings } from './webhook-targets.js';
import {
  WatchedPart,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEvent,
} from './webhooks.entities.js';

declare module '../../platform/pubsub/pubsub.js' {
  interface PubSubTopics {
    /** A part on the user's watch list (channel: the user's id) changed stock or price. */
    WATCHED_PART_CHANGED: [userId: string, change: WatchedPartChange];
  }
}

/** A watched part as it is after a change of its stock or price. */
export interface WatchedPartChange {
  productId: number;
  mpn: string;
  stock: number;
  listPriceMilli: number;
  changed: 'stock' | 'price';
}

export interface WebhookSettings extends WebhookTargetSettings {
  /** Attempts of one delivery in all, the first included. */
  maxAttempts: number;
  /** The wait before the first retry; each further retry waits twice the one before. */
  backoffMs: number;
  /** How long one attempt waits for the endpoint's answer. */
  timeoutMs: number;
}

export const defaultWebhookSettings: WebhookSettings = {
  allowHttp: false,
  allowPrivateTargets: false,
  maxAttempts: 6,
  backoffMs: 30_000,
  timeoutMs: 10_000,
};

export const MAX_ENDPOINTS_PER_USER = 10;
export const MAX_WATCHED_PARTS = 200;
/** The deliveries an endpoint lists, newest first. */
export const DELIVERIES_LISTED = 50;

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** One job per attempt, so a retry scheduled while the attempt before it still runs is not dropped. */
const deliveryJobKey = (deliveryId: number, attempt: number) => `${WEBHOOK_DELIVERY_JOB}/${deliveryId}/${attempt}`;

export interface WebhooksDependencies {
  clock: Clock;
  jobs: JobScheduler;
  pubSub: PubSub;
  shopEvents: ShopEvents;
  forkEm: () => EntityManager;
  dataEncryptionKey: Buffer;
  settings: WebhookSettings;
}

export interface NewEndpoint {
  endpoint: WebhookEndpoint;
  /** The signing secret, in clear this once. */
  secret: string;
}

/** Which endpoints hear which event of the shop. */
const webhookEventOf = {
  'order.status_changed': WebhookEvent.ORDER_STATUS_CHANGED,
  'after_sale.status_changed': WebhookEvent.AFTER_SALE_STATUS_CHANGED,
  'part.changed': WebhookEvent.WATCHED_PART_CHANGED,
} as const satisfies Record<ShopEvent['type'], WebhookEvent>;

/** The event names receivers see in the body's `type` and the `X-CircuitMart-Event` header. */
export const webhookEventNames: Record<WebhookEvent, string> = {
  ORDER_STATUS_CHANGED: 'order.status_changed',
  AFTER_SALE_STATUS_CHANGED: 'after_sale.status_changed',
  WATCHED_PART_CHANGED: 'watched_part.changed',
};

/**
 * A user's webhooks: endpoints that hear their orders', after-sales requests' and watched parts' changes, each event
 * a signed POST delivered by a job with retries that wait longer each time, logged and redeliverable by hand; and the
 * watch list, whose changes also reach `watchedPartChanged` subscribers.
 */
export class WebhooksService {
  private readonly encryption: DataEncryption;
  private readonly targets: WebhookTargets;

  constructor(private readonly deps: WebhooksDependencies) {
    this.encryption = new DataEncryption(deps.dataEncryptionKey);
    this.targets = new WebhookTargets(deps.settings);
    deps.jobs.register<{ deliveryId: number }>(WEBHOOK_DELIVERY_JOB, ({ deliveryId }) => this.attempt(deliveryId));
    deps.jobs.resumeWith(() => this.resumePending());
    deps.shopEvents.listen((event) => this.onShopEvent(event));
  }

  async endpointsOf(ctx: RequestContext): Promise<WebhookEndpoint[]> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.find(WebhookEndpoint, { user: userId }, { orderBy: { id: 'asc' } });
  }

  async register(ctx: RequestContext, url: string, events: readonly WebhookEvent[]): Promise<NewEndpoint> {
    const userId = Number(requireUser(ctx).id);
    const checkedUrl = await this.targets.check(url.trim());
    const chosen = [...new Set(events)];
    if (chosen.length === 0) throw new DomainError('WEBHOOK_EVENTS_REQUIRED', { field: ['input', 'events'] });
    if ((await ctx.em.count(WebhookEndpoint, { user: userId })) >= MAX_ENDPOINTS_PER_USER) {
      throw new DomainError('WEBHOOK_ENDPOINT_LIMIT', { params: { max: MAX_ENDPOINTS_PER_USER } });
    }
    const secret = newWebhookSecret();
    const endpoint = ctx.em.create(WebhookEndpoint, {
      user: userId,
      url: checkedUrl,
      events: chosen,
      secretEncrypted: this.encryption.encrypt(secret),
      createdAt: this.deps.clock.now(),
    });
    await ctx.em.flush();
    return { endpoint, secret };
  }

  async remove(ctx: RequestContext, endpointId: number): Promise<void> {
    const endpoint = await this.ownEndpoint(ctx, endpointId);
    await ctx.em.nativeDelete(WebhookDelivery, { endpoint: endpoint.id });
    await ctx.em.nativeDelete(WebhookEndpoint, { id: endpoint.id });
  }

  private async ownEndpoint(ctx: RequestContext, endpointId: number): Promise<WebhookEndpoint> {
    const userId = Number(requireUser(ctx).id);
    const endpoint = await ctx.em.findOne(WebhookEndpoint, { id: endpointId, user: userId });
    if (!endpoint) throw new DomainError('NOT_FOUND');
    return endpoint;
  }

  /** The endpoint's latest deliveries, newest first; the caller checked that the endpoint is the user's. */
  deliveriesOf(em: EntityManager, endpointId: number): Promise<WebhookDelivery[]> {
    return em.find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { id: 'desc' }, limit: DELIVERIES_LISTED });
  }

  /** Sends a delivery's body again, as a new delivery with attempts of its own. */
  async redeliver(ctx: RequestContext, deliveryId: number): Promise<WebhookDelivery> {
    const userId = Number(requireUser(ctx).id);
    const original = await ctx.em.findOne(WebhookDelivery, { id: deliveryId, endpoint: { user: userId } });
    if (!original) throw new DomainError('NOT_FOUND');
    const delivery = ctx.em.create(WebhookDelivery, {
      endpoint: original.endpoint.id,
      event: original.event,
      body: original.body,
      redeliveryOf: original.id,
      createdAt: this.deps.clock.now(),
    });
    await ctx.em.flush();
    await this.scheduleAttempt(delivery.id, 1, this.deps.clock.now());
    return delivery;
  }

  async watchedParts(ctx: RequestContext): Promise<WatchedPart[]> {
    const userId = Number(requireUser(ctx).id);
    return ctx.em.find(WatchedPart, { user: userId }, { orderBy: { createdAt: 'desc', product: 'asc' } });
  }

  async isWatched(ctx: RequestContext, productId: number): Promise<boolean> {
    if (!ctx.user) return false;
    return (await ctx.em.count(WatchedPart, { user: Number(ctx.user.id), product: productId })) > 0;
  }

  /** Adds a part to the watch list; watching it again changes nothing. */
  async watch(ctx: RequestContext, productId: number): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    if (!(await catalogLookups.productExists(ctx.em, productId))) throw new DomainError('NOT_FOUND');
    if ((await ctx.em.count(WatchedPart, { user: userId, product: productId })) > 0) return;
    if ((await ctx.em.count(WatchedPart, { user: userId })) >= MAX_WATCHED_PARTS) {
      throw new DomainError('WATCH_LIST_FULL', { params: { max: MAX_WATCHED_PARTS } });
    }
    // Two taps at once: the second finds the row there.
    await ctx.em
      .createQueryBuilder(WatchedPart)
      .insert({ user: userId, product: productId, createdAt: this.deps.clock.now() })
      .onConflict(['user', 'product'])
      .ignore()
      .execute();
  }

  async unwatch(ctx: RequestContext, productId: number): Promise<void> {
    const userId = Number(requireUser(ctx).id);
    await ctx.em.nativeDelete(WatchedPart, { user: userId, product: productId });
  }

  /** Turns a committed shop event into deliveries for the endpoints that hear it (and pushes watched parts). */
  private async onShopEvent(event: ShopEvent): Promise<void> {
    const em = this.deps.forkEm();
    if (event.type === 'part.changed') {
      for (const recipients of await this.watchersOf(em, event.data.parts)) {
        await this.deliver(em, WebhookEvent.WATCHED_PART_CHANGED, recipients);
      }
      return;
    }
    await this.deliver(em, webhookEventOf[event.type], await this.recipientsOf(em, event));
  }

  /** One delivery of `webhookEvent` to each endpoint of the recipients that hears it, carrying the user's `data`. */
  private async deliver(em: EntityManager, webhookEvent: WebhookEvent, recipients: Map<number, object>): Promise<void> {
    if (recipients.size === 0) return;
    const endpoints = (
      await em.find(WebhookEndpoint, { user: { $in: [...recipients.keys()] } }, { orderBy: { id: 'asc' } })
    ).filter((endpoint) => endpoint.events.includes(webhookEvent));
    if (endpoints.length === 0) return;
    const eventId = randomUUID();
    const now = this.deps.clock.now();
    const deliveries = endpoints.map((endpoint) =>
      em.create(WebhookDelivery, {
        endpoint: endpoint.id,
        event: webhookEvent,
        body: JSON.stringify({
          id: eventId,
          type: webhookEventNames[webhookEvent],
          createdAt: now.toISOString(),
          data: recipients.get(endpoint.user.id),
        }),
        createdAt: now,
      }),
    );
    await em.flush();
    for (const delivery of deliveries) await this.scheduleAttempt(delivery.id, 1, now);
  }

  /** The users an order or after-sales event is for, each with the `data` their deliveries carry. */
  private async recipientsOf(
    em: EntityManager,
    event: Exclude<ShopEvent, { type: 'part.changed' }>,
  ): Promise<Map<number, object>> {
    switch (event.type) {
      case 'order.status_changed': {
        const { userId, orderId, number, status } = event.data;
        return new Map([[userId, { orderId: String(orderId), number, status }]]);
      }
      case 'after_sale.status_changed': {
        const { userId, id, serviceNumber, status, orderId } = event.data;
        return new Map([[userId, { afterSaleId: String(id), serviceNumber, status, orderId: String(orderId) }]]);
      }
    }
  }

  /**
   * Pushes each changed part that someone watches, as it is now, to its watchers' subscriptions; answers, part by
   * part, the watchers with their webhooks' data. One query finds the watchers of all the parts (most have none).
   */
  private async watchersOf(em: EntityManager, parts: PartChangeNotice[]): Promise<Map<number, object>[]> {
    const watched = await em.find(
      WatchedPart,
      { product: { $in: [...new Set(parts.map((part) => part.productId))] } },
      { fields: ['user', 'product'] },
    );
    const recipients: Map<number, object>[] = [];
    for (const { productId, changed } of parts) {
      const watchers = watched.filter((watcher) => watcher.product.id === productId);
      if (watchers.length === 0) continue;
      const part = await catalogLookups.partFigures(em, productId);
      if (!part) continue;
      const change: WatchedPartChange = {
        productId,
        mpn: part.mpn,
        stock: part.stock,
        listPriceMilli: part.listPriceMilli,
        changed,
      };
      const data = { ...change, productId: String(productId), priceBreaks: part.priceBreaks };
      for (const watcher of watchers) {
        this.deps.pubSub.publish('WATCHED_PART_CHANGED', String(watcher.user.id), change);
      }
      recipients.push(new Map(watchers.map((watcher) => [watcher.user.id, data])));
    }
    return recipients;
  }

  private scheduleAttempt(deliveryId: number, attempt: number, runAt: Date): Promise<void> {
    return this.deps.jobs.schedule(
      WEBHOOK_DELIVERY_JOB,
      { deliveryId },
      { key: deliveryJobKey(deliveryId, attempt), runAt },
    );
  }

  /** The wait after failed attempt number `attempt` (1-based) before the next. */
  private backoffAfter(attempt: number): number {
    return this.deps.settings.backoffMs * 2 ** (attempt - 1);
  }

  /**
   * One attempt of a pending delivery: a signed POST of its body. A 2xx answer delivers it; anything else schedules
   * the next attempt after the back-off, or fails it after the last. A run of an attempt already made changes nothing.
   */
  private async attempt(deliveryId: number): Promise<void> {
    const em = this.deps.forkEm();
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint'] });
    if (!delivery || delivery.status !== WebhookDeliveryStatus.PENDING) return;
    const endpoint = delivery.endpoint.getEntity();
    const attempt = delivery.attempts + 1;
    const outcome = await this.post(endpoint, delivery);
    const now = this.deps.clock.now();
    const status = outcome.ok
      ? WebhookDeliveryStatus.DELIVERED
      : attempt >= this.deps.settings.maxAttempts
        ? WebhookDeliveryStatus.FAILED
        : WebhookDeliveryStatus.PENDING;
    // Conditional on the attempts seen, so two runs of one attempt (a copy that died mid-run) record it once.
    const recorded = await em.nativeUpdate(
      WebhookDelivery,
      { id: deliveryId, attempts: delivery.attempts, status: WebhookDeliveryStatus.PENDING },
      {
        attempts: attempt,
        status,
        responseStatus: outcome.responseStatus,
        durationMs: outcome.durationMs,
        lastError: outcome.error,
        lastAttemptAt: now,
      },
    );
    if (recorded === 1 && status === WebhookDeliveryStatus.PENDING) {
      await this.scheduleAttempt(deliveryId, attempt + 1, new Date(now.getTime() + this.backoffAfter(attempt)));
    }
  }

  private async post(
    endpoint: WebhookEndpoint,
    delivery: WebhookDelivery,
  ): Promise<{ ok: boolean; responseStatus: number | null; durationMs: number; error: string | null }> {
    const secret = this.encryption.decrypt(endpoint.secretEncrypted);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const status = await this.targets.post(endpoint.url, {
        body: delivery.body,
        timeoutMs: this.deps.settings.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'CircuitMart-Webhooks/1',
          'x-circuitmart-event': webhookEventNames[delivery.event],
          'x-circuitmart-delivery': String(delivery.id),
          [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, delivery.body, this.deps.clock.now()),
        },
      });
      const ok = status >= 200 && status < 300;
      return { ok, responseStatus: status, durationMs: elapsed(), error: ok ? null : `HTTP ${status}` };
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      return { ok: false, responseStatus: null, durationMs: elapsed(), error: reason.slice(0, 200) || 'no answer' };
    }
  }

  /** Pending deliveries whose next attempt's job a crash or a Redis outage may have lost. */
  private async resumePending(): Promise<void> {
    const em = this.deps.forkEm();
    const pending = await em.find(
      WebhookDelivery,
      { status: WebhookDeliveryStatus.PENDING },
      { orderBy: { id: 'asc' } },
    );
    for (const delivery of pending) {
      const runAt = delivery.lastAttemptAt
        ? new Date(delivery.lastAttemptAt.getTime() + this.backoffAfter(delivery.attempts))
        : delivery.createdAt;
      await this.scheduleAttempt(delivery.id, delivery.attempts + 1, runAt);
    }
  }
}

/** What the webhooks module keeps about a person: their endpoints (with their deliveries) and watch list. */
export async function eraseWebhooksOf(em: EntityManager, userId: number): Promise<void> {
  const endpoints = await em.find(WebhookEndpoint, { user: userId }, { fields: ['id'] });
  if (endpoints.length > 0) {
    await em.nativeDelete(WebhookDelivery, { endpoint: { $in: endpoints.map((endpoint) => endpoint.id) } });
  }
  await em.nativeDelete(WebhookEndpoint, { user: userId });
  await em.nativeDelete(WatchedPart, { user: userId });
}
