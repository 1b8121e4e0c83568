import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

interface TopicRow {
  slug: string;
  title: string;
  description: string;
  partCount: number;
  parts: { mpn: string; manufacturer: { name: string } }[];
}

const topicsQuery = '{ specialTopics { slug title description partCount parts { mpn manufacturer { name } } } }';

describe.each(databaseKinds)('GraphQL special topics on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  it('answers the curated topics with their parts in order, in the language asked for', async () => {
    const english = await server.graphql<{ specialTopics: TopicRow[] }>(topicsQuery, {}, { lang: 'en-US' });
    expect(english.errors).toBeUndefined();
    const topics = english.data!.specialTopics;
    expect(topics.map((topic) => topic.slug)).toEqual(['stm32-family', 'usb-c-power', 'sensors']);
    const stm32 = topics[0]!;
    expect(stm32.title).toBe('STM32 family and compatibles');
    expect(stm32.parts.slice(0, 3).map((part) => part.mpn)).toEqual(['STM32F103C8T6', 'STM32F030F4P6', 'GD32F103C8T6']);
    expect(stm32.partCount).toBe(stm32.parts.length);
    expect(topics[1]!.parts[0]).toMatchObject({ mpn: 'TYPE-C-31-M-12' });

    const russian = await server.graphql<{ specialTopics: TopicRow[] }>(topicsQuery, {}, { lang: 'ru' });
    expect(russian.data!.specialTopics[1]!.title).toBe('Питание от USB-C');
  });

  it('leaves out a part taken off the shelf, and answers one topic by slug or null', async () => {
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Product, { mpn: 'BME280' }, { status: ProductStatus.OFF_SHELF });
    const { data } = await server.graphql<{ specialTopic: TopicRow | null; none: TopicRow | null }>(
      '{ specialTopic(slug: "sensors") { slug partCount parts { mpn } } none: specialTopic(slug: "nope") { slug } }',
    );
    expect(data!.specialTopic!.parts.map((part) => part.mpn)).toEqual(['SHT30-DIS-B', 'MPU-6050', 'DS18B20', 'LM75BD']);
    expect(data!.specialTopic!.partCount).toBe(4);
    expect(data!.none).toBeNull();
  });
});
