import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPubSubBus,
  dateAwareJson,
  type PubSubBus,
  type PubSubTopicMap,
  type PubSubTopics,
  SubscriberTooSlowError,
  type TopicMapOf,
} from './pubsub.js';

/** A topic filtered by id, so every test run listens on a channel of its own (`TEST_PRICE:<run>`). */
type TestTopics = {
  TEST_PRICE: [runId: string, event: { partNumber: string; unitPrice: number; changedAt: Date; note?: string }];
};

const event = {
  partNumber: 'STM32F103C8T6',
  unitPrice: 123_400,
  changedAt: new Date('2026-03-01T08:30:00.250Z'),
  note: undefined,
};

const buses: PubSubBus<any>[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

function openBus<TTopics extends PubSubTopicMap = TopicMapOf<PubSubTopics>>(redisUrl?: string) {
  const bus = createPubSubBus<TTopics>(redisUrl ? { redisUrl } : {});
  buses.push(bus);
  return bus;
}

describe('in-process pub/sub', () => {
  it('delivers a published payload to a subscriber, as the same object', async () => {
    const { pubSub } = openBus();
    const updates = pubSub.subscribe('SERVER_TIME')[Symbol.asyncIterator]();
    // A subscription starts listening on its first next().
    const first = updates.next();
    const time = new Date('2026-03-01T08:30:00Z');
    pubSub.publish('SERVER_TIME', time);
    await expect(first).resolves.toEqual({ done: false, value: time });
    expect((await first).value).toBe(time);
    await updates.return?.();
  });

  it('keeps topics apart by id', async () => {
    const { pubSub } = openBus<TestTopics>();
    const mine = pubSub.subscribe('TEST_PRICE', 'mine')[Symbol.asyncIterator]();
    const next = mine.next();
    pubSub.publish('TEST_PRICE', 'theirs', { ...event, unitPrice: 1 });
    pubSub.publish('TEST_PRICE', 'mine', event);
    await expect(next).resolves.toMatchObject({ value: { unitPrice: event.unitPrice } });
    await mine.return?.();
  });
});

describe('a subscriber that stops reading', () => {
  it('loses its subscription, not the process, once too many events wait for it', async () => {
    const { pubSub } = openBus<TestTopics>();
    const stalled = pubSub.subscribe('TEST_PRICE', 'stalled')[Symbol.asyncIterator]();
    const reading = pubSub.subscribe('TEST_PRICE', 'stalled')[Symbol.asyncIterator]();
    const first = stalled.next();
    const received: number[] = [];
    const pump = (async () => {
      for (let next = await reading.next(); !next.done; next = await reading.next())
        received.push(next.value.unitPrice);
    })();
    // Past the 1,024 waiting pushes at which a bare Repeater throws inside the event listener (ending the process).
    for (let price = 1; price <= 2_000; price++) {
      pubSub.publish('TEST_PRICE', 'stalled', { ...event, unitPrice: price });
      if (price % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(first).resolves.toMatchObject({ value: { unitPrice: 1 } });
    let error: unknown;
    try {
      while (!(await stalled.next()).done);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SubscriberTooSlowError);
    // The subscriber that keeps reading is not affected.
    await vi.waitFor(() => expect(received).toHaveLength(2_000));
    await reading.return?.();
    await pump;
  });
});

describe('date-aware JSON', () => {
  it('brings Dates back as Dates and leaves other values plain JSON', () => {
    const text = dateAwareJson.stringify({ at: event.changedAt, list: [event.changedAt], gone: undefined, n: 1 });
    expect(dateAwareJson.parse(text)).toEqual({ at: event.changedAt, list: [event.changedAt], n: 1 });
    expect(dateAwareJson.parse(dateAwareJson.stringify(event.changedAt))).toEqual(event.changedAt);
    expect(dateAwareJson.parse('{"$date":"x","other":1}')).toEqual({ $date: 'x', other: 1 });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('Redis pub/sub between two server copies', () => {
  it('delivers to a subscriber on copy A what copy B published, Dates intact', async () => {
    const copyA = openBus<TestTopics>(redisUrl);
    const copyB = openBus<TestTopics>(redisUrl);
    const runId = randomUUID();
    const updates = copyA.pubSub.subscribe('TEST_PRICE', runId)[Symbol.asyncIterator]();
    const received = updates.next();

    // SUBSCRIBE is sent without waiting for Redis to confirm it; publish only once it has.
    const observer = new Redis(redisUrl as string);
    try {
      await vi.waitFor(
        async () => {
          const [, subscribers] = (await observer.pubsub('NUMSUB', `TEST_PRICE:${runId}`)) as [string, number];
          expect(subscribers).toBe(1);
        },
        { timeout: 5000, interval: 20 },
      );
    } finally {
      observer.disconnect();
    }
    copyB.pubSub.publish('TEST_PRICE', runId, event);

    const { value } = await withTimeout(received, 5000);
    // A copy, not the object: `undefined` properties vanish on the way, as in any JSON; the Date
    // survives as a Date (with its milliseconds) because of `dateAwareJson`.
    expect(value).not.toBe(event);
    expect(value).toEqual({ partNumber: event.partNumber, unitPrice: event.unitPrice, changedAt: event.changedAt });
    expect(value?.changedAt).toBeInstanceOf(Date);
    await updates.return?.();
  });

  it('logs, rather than throws, a publish after the bus has closed', async () => {
    const warn = vi.fn();
    const bus = createPubSubBus<TestTopics>({ redisUrl, logger: { info: () => {}, warn, error: () => {} } });
    await bus.close();
    bus.pubSub.publish('TEST_PRICE', randomUUID(), event);
    await vi.waitFor(
      () => expect(warn).toHaveBeenCalledWith(expect.objectContaining({ command: 'publish' }), expect.any(String)),
      {
        timeout: 2000,
      },
    );
  });
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing received within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
