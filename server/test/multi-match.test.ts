import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartPackaging, Product, ProductStatus } from '../src/modules/catalog/catalog.entities.js';
import { normalizeMpn } from '../src/modules/catalog/mpn.js';
import { MAX_MULTI_MATCH_ITEMS } from '../src/modules/catalog/multi-match.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser } from './order-steps.js';

const multiMatch = `query Match($queries: [PartMatchQuery!]!) {
  partsMultiMatch(queries: $queries) {
    reference mpn hits
    parts {
      matchedBy
      part { id mpn manufacturer { name } }
      offers { seller sku packaging moq orderMultiple stock onOrderQuantity onOrderDate leadTimeDays updatedAt currency
        prices { minQty unitPriceMilli } }
      specs { name value numericValue unit }
    }
  }
}`;

describe.each(databaseKinds)('multi-match on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  const onOrderExpectedAt = new Date('2026-03-02T00:00:00.000Z');
  /** Two parts of the same family (the second's MPN extends the first's) and an unrelated one. */
  const parts: { id: string; mpn: string; maker: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 200 });
    const em = server.app.orm.em.fork();
    const products = await em.find(Product, {}, { orderBy: { id: 'asc' }, limit: 3, populate: ['manufacturer'] });
    ['MMTEST555', 'MMTEST555DR', 'MMOTHER-42'].forEach((mpn, index) => {
      Object.assign(products[index]!, {
        mpn,
        mpnNormalized: normalizeMpn(mpn),
        status: ProductStatus.ON_SHELF,
        stock: 2500,
        moq: 10,
        orderIncrement: 5,
        leadTimeDays: 7,
        packaging: PartPackaging.REEL,
        onOrderQuantity: 4000,
        onOrderExpectedAt,
        parameters: { resistance: '10 kΩ', tolerance: '±1%', series: 'MM' },
        priceBreaks: [
          { minQty: 10, unitPriceMilli: 1200 },
          { minQty: 100, unitPriceMilli: 900 },
        ],
      });
      parts.push({ id: String(products[index]!.id), mpn, maker: products[index]!.manufacturer.unwrap().name });
    });
    await em.flush();
  });

  afterAll(() => server?.close());

  it('answers every item in order, keyed by the reference, through the BOM matcher’s normalizer', async () => {
    const result = await server.graphql(multiMatch, {
      queries: [
        { mpn: 'mmtest 555', reference: 'R1' },
        { mpn: 'MMTEST555/TR', reference: 'R2', limit: 1 },
        { mpn: '296-MMOTHER-42', reference: 'U7' },
        { mpn: 'NOSUCHPART-ZZZ9', reference: 'X1' },
        { mpn: 'MMOTHER-42' },
      ],
    });
    expect(result.errors).toBeUndefined();
    const answers = result.data.partsMultiMatch;
    expect(answers.map((answer: { reference: string | null }) => answer.reference)).toEqual([
      'R1',
      'R2',
      'U7',
      'X1',
      null,
    ]);
    expect(answers[0]).toMatchObject({ mpn: 'mmtest 555', hits: 2 });
    expect(
      answers[0].parts.map((part: { matchedBy: string; part: { id: string } }) => [part.matchedBy, part.part.id]),
    ).toEqual([
      ['EXACT_MPN', parts[0]!.id],
      ['MPN_PREFIX', parts[1]!.id],
    ]);
    expect(answers[1]).toMatchObject({
      hits: 2,
      parts: [{ matchedBy: 'PACKAGING_SUFFIX', part: { id: parts[0]!.id } }],
    });
    expect(answers[2].parts[0]).toMatchObject({ matchedBy: 'DISTRIBUTOR_PREFIX', part: { id: parts[2]!.id } });
    expect(answers[3]).toEqual({ reference: 'X1', mpn: 'NOSUCHPART-ZZZ9', hits: 0, parts: [] });
    expect(answers[4].parts[0].matchedBy).toBe('EXACT_MPN');
  });

  it('gives offers with currency, order rules and price breaks, and specs with numbers and units', async () => {
    const result = await server.graphql(multiMatch, { queries: [{ mpn: parts[2]!.mpn, reference: 'a' }] });
    const [part] = result.data.partsMultiMatch[0].parts;
    expect(part.offers).toEqual([
      {
        seller: 'CircuitMart',
        sku: parts[2]!.id,
        packaging: 'REEL',
        moq: 10,
        orderMultiple: 5,
        stock: 2500,
        onOrderQuantity: 4000,
        onOrderDate: onOrderExpectedAt.toISOString(),
        leadTimeDays: 7,
        // The price edit above dated the offer.
        updatedAt: clock.now().toISOString(),
        currency: 'CNY',
        prices: [
          { minQty: 10, unitPriceMilli: 1200 },
          { minQty: 100, unitPriceMilli: 900 },
        ],
      },
    ]);
    expect(part.specs).toEqual([
      { name: 'resistance', value: '10 kΩ', numericValue: 10_000, unit: 'Ω' },
      { name: 'tolerance', value: '±1%', numericValue: 1, unit: '%' },
      { name: 'series', value: 'MM', numericValue: null, unit: null },
    ]);
  });

  it('dates the offer by its last stock change', async () => {
    clock.advance(3_600_000);
    const staff = await createUser(server, { roles: ['sales'] });
    const adjusted = await server.graphql(
      `mutation { adjustStock(input: { productId: "${parts[1]!.id}", reason: RECEIVED, quantity: 5 }) { stock } }`,
      {},
      staff.headers,
    );
    expect(adjusted.data.adjustStock.stock).toBe(2505);
    const result = await server.graphql(multiMatch, { queries: [{ mpn: parts[1]!.mpn }] });
    expect(result.data.partsMultiMatch[0].parts[0].offers[0]).toMatchObject({
      stock: 2505,
      updatedAt: clock.now().toISOString(),
    });
  });

  it('keeps only the asked maker’s parts', async () => {
    const other = await server.graphql(multiMatch, {
      queries: [{ mpn: parts[0]!.mpn, manufacturer: 'no such maker' }],
    });
    expect(other.data.partsMultiMatch[0]).toMatchObject({ hits: 0, parts: [] });
    const own = await server.graphql(multiMatch, {
      queries: [{ mpn: parts[0]!.mpn, manufacturer: parts[0]!.maker.toUpperCase(), limit: 1 }],
    });
    expect(own.data.partsMultiMatch[0].parts[0].part.id).toBe(parts[0]!.id);
  });

  it('refuses too many items and a limit out of range with 400 and a reason', async () => {
    const tooMany = await server.graphql(multiMatch, {
      queries: Array.from({ length: MAX_MULTI_MATCH_ITEMS + 1 }, (_, index) => ({ mpn: `X${index}` })),
    });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: `At most ${MAX_MULTI_MATCH_ITEMS} part numbers can be looked up at once`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badLimit = await server.graphql(multiMatch, { queries: [{ mpn: 'X', limit: 0 }] });
    expect(badLimit.errors?.[0]?.message).toBe('The value of queries.0.limit is not valid');
  });
});
