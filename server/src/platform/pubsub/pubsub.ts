import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, Repeater, type PubSub as YogaPubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import { silentLogger, type PlatformLogger } from '../http/logger.js';
import { pubsubFanoutDuration, pubsubFanoutSubscribers } from '../metrics/shop-metrics.js';
import { watchRedisLink, type LinkListener } from '../redis/redis-link.js';

/**
 * The topics of the shop and the arguments `publish` takes for each: `[payload]`, or `[id, payload]`
 * for a topic that subscribers filter by id (delivered on the channel `TOPIC:id`). Modules add their
 * topics by declaration merging:
 *
 * ```ts
 * declare module '../../platform/pubsub/pubsub.js' {
 *   interface PubSubTopics {
 *     ORDER_STATUS: [orderId: string, event: OrderStatusEvent];
 *   }
 * }
 * ```
 *
 * Payloads cross the network between server copies, so they must be JSON plus `Date` (see
 * `dateAwareJson`).
 */
export interface PubSubTopics {
  /** A probe topic for the bus's own tests; the `serverTime` subscription ticks locally and does not use it. */
  SERVER_TIME: [time: Date];
}

/** The shape yoga's PubSub accepts for a topics map. */
export type PubSubTopicMap = Record<string, [] | [unknown] | [number | string, unknown]>;

/** Copies an interface into an object type; yoga's index-signature constraint rejects interfaces. */
export type TopicMapOf<TTopics> = { [TKey in keyof TTopics]: TTopics[TKey] };

/** What `buildSchema({ pubSub })` of type-graphql receives and what services publish through. */
export type PubSub<TTopics extends PubSubTopicMap = TopicMapOf<PubSubTopics>> = YogaPubSub<TTopics>;

export interface PubSubBus<TTopics extends PubSubTopicMap = TopicMapOf<PubSubTopics>> {
  pubSub: PubSub<TTopics>;
  /**
   * Reports the Redis link dropping ('down') and returning ('up'). Events published meanwhile never reach
   * the subscribers (Redis keeps no pub/sub history), so whoever holds subscriptions must tell their clients
   * to catch up. In-process the link never changes.
   */
  onLinkChange(listener: LinkListener): () => void;
  /** Ends every Redis connection of the bus; in-process it has nothing to release. */
  close(): Promise<void>;
}

export interface PubSubBusOptions {
  /** With a Redis URL every server copy sharing that Redis sees every publish; without it, only this process. */
  redisUrl?: string;
  logger?: PlatformLogger;
}

/**
 * JSON that brings `Date`s back as `Date`s, so a payload typed with a Date arrives as one from another
 * server copy just as it does in-process. A Date travels as `{ "$date": "<ISO string>" }`; every other
 * value is plain JSON (`undefined` properties vanish, `Map`/`Set`/class instances flatten to objects).
 */
export const dateAwareJson = {
  stringify(message: unknown): string {
    return JSON.stringify(message, function tagDates(this: Record<string, unknown>, key, value: unknown) {
      // `value` has already been through Date.prototype.toJSON; the holder still has the Date itself.
      const original = this[key];
      return original instanceof Date ? { $date: original.toISOString() } : value;
    });
  },
  parse(message: string): unknown {
    return JSON.parse(message, (_key, value: unknown) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        const tagged = (value as { $date?: unknown }).$date;
        if (keys.length === 1 && typeof tagged === 'string') return new Date(tagged);
      }
      return value;
    });
  },
};

/**
 * Events one subscription may leave unread before it is ended. A socket whose client stopped reading holds
 * its subscriptions' events; far below the 1,024 at which a Repeater throws, and a live client is never near it.
 */
export const MAX_UNREAD_EVENTS = 256;

/** Ends a subscription whose reader fell MAX_UNREAD_EVENTS events behind; its client resubscribes and refetches. */
export class SubscriberTooSlowError extends Error {
  constructor(topic: string) {
    super(`a subscriber of ${topic} left ${MAX_UNREAD_EVENTS} events unread`);
    this.name = 'SubscriberTooSlowError';
  }
}

/**
 * yoga's pub/sub, but a subscription that leaves MAX_UNREAD_EVENTS events unread ends with SubscriberTooSlowError.
 * yoga's own subscriptions push into an unbounded Repeater, which throws at 1,024 waiting events from inside the
 * event target's listener, and that ends the whole process: any signed-in client that stopped reading its socket
 * while events kept coming (its own chat's marks, say) could take the server down.
 */
function boundedPubSub<TTopics extends PubSubTopicMap>(eventTarget: EventTarget): PubSub<TTopics> {
  const { publish } = createPubSub<TTopics>({ eventTarget });
  const fanOut = fanOutTimer();
  const subscribe = (routingKey: string, id?: string | number) => {
    const topic = id === undefined ? routingKey : `${routingKey}:${id}`;
    return new Repeater<unknown>((push, stop) => {
      let unread = 0;
      const listener = (event: Event) => {
        if (unread >= MAX_UNREAD_EVENTS) {
          stop(new SubscriberTooSlowError(topic));
          return;
        }
        unread++;
        const delivered = fanOut(event);
        // Settles once the reader has taken the event.
        void push((event as CustomEvent).detail).then(() => {
          unread--;
          delivered();
        });
      };
      eventTarget.addEventListener(topic, listener);
      void stop.then(() => eventTarget.removeEventListener(topic, listener));
    });
  };
  return { publish, subscribe } as PubSub<TTopics>;
}

/**
 * Times a message's fan-out on this copy, from the first local subscriber it reaches to the last one taking it
 * (circuitmart_pubsub_fanout_duration_seconds). Both event targets hand one event object to every listener of a
 * message, one after another in the same turn, so the event identifies the message.
 */
function fanOutTimer(): (event: Event) => () => void {
  const underway = new WeakMap<Event, { started: bigint; pending: number; subscribers: number }>();
  return (event) => {
    let delivery = underway.get(event);
    if (!delivery) {
      delivery = { started: process.hrtime.bigint(), pending: 0, subscribers: 0 };
      underway.set(event, delivery);
    }
    const current = delivery;
    current.pending++;
    current.subscribers++;
    return () => {
      if (--current.pending > 0) return;
      pubsubFanoutDuration.observe(Number(process.hrtime.bigint() - current.started) / 1e9);
      pubsubFanoutSubscribers.observe(current.subscribers);
      underway.delete(event);
    };
  };
}

/** Picks the in-process bus or the Redis one, depending on whether `redisUrl` is configured. */
export function createPubSubBus<TTopics extends PubSubTopicMap = TopicMapOf<PubSubTopics>>(
  options: PubSubBusOptions = {},
): PubSubBus<TTopics> {
  if (!options.redisUrl) {
    return {
      pubSub: boundedPubSub<TTopics>(new EventTarget()),
      onLinkChange: () => () => {},
      close: async () => {},
    };
  }
  const logger = options.logger ?? silentLogger;
  // A connection in subscriber mode can run no other command, hence two clients.
  const publishClient = new Redis(options.redisUrl, { lazyConnect: false });
  const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
  for (const [role, client] of [
    ['publish', publishClient],
    ['subscribe', subscribeClient],
  ] as const) {
    // Without a listener ioredis prints every reconnect attempt to stderr; it retries by itself.
    client.on('error', (err: Error) => logger.warn({ err, role }, 'pub/sub Redis connection error'));
  }
  const eventTarget = createRedisEventTarget<CustomEvent>({
    publishClient: withLoggedRejections(publishClient, logger),
    subscribeClient: withLoggedRejections(subscribeClient, logger),
    serializer: dateAwareJson,
  });
  const link = watchRedisLink([publishClient, subscribeClient]);
  link.onChange((state) => logger.warn({ state }, `pub/sub Redis link ${state}`));
  return {
    pubSub: boundedPubSub<TTopics>(eventTarget),
    onLinkChange: (listener) => link.onChange(listener),
    close: async () => {
      // Closing on purpose is no outage to report.
      link.stop();
      await Promise.all([publishClient, subscribeClient].map((client) => closeRedisClient(client)));
    },
  };
}

/**
 * The yoga event target fires PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them. Their promises
 * reject when Redis stays unreachable or the bus is closing, and an unhandled rejection ends the Node
 * process; a lost message is only worth a log line.
 */
function withLoggedRejections(client: Redis, logger: PlatformLogger): Redis {
  const fireAndForget = new Set<PropertyKey>(['publish', 'subscribe', 'unsubscribe']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!fireAndForget.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const result = value.apply(target, args) as Promise<unknown>;
        result.catch((err: unknown) =>
          logger.warn({ err, command: property, channel: args[0] }, 'pub/sub Redis command failed'),
        );
        return result;
      };
    },
  });
}

async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // QUIT would wait in the offline queue for a Redis that is away, holding up shutdown.
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    // QUIT fails when the connection is already down; dropping it is all that is left to do.
    client.disconnect();
  }
}
