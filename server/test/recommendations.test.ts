import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, setPart, type TestUser } from './order-steps.js';

const recommendedQuery = `query Recommended($exclude: ID) {
  recommendedParts(first: 20, excludeProductId: $exclude) { id stock category { id } }
}`;

describe.each(databaseKinds)('recommendations on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let parts: { id: string; categoryId: string }[];
  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 30 });
    const listed = await server.graphql('{ products(first: 30) { edges { node { id category { id } } } } }');
    parts = listed.data.products.edges.map((edge: { node: { id: string; category: { id: string } } }) => ({
      id: edge.node.id,
      categoryId: edge.node.category.id,
    }));
    for (const part of parts) {
      await setPart(server, Number(part.id), { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 1000 }] });
    }
  });
  afterAll(() => server.close());

  const recommended = async (user: TestUser | null, exclude?: string) =>
    (
      (await server.graphql(recommendedQuery, { exclude }, user?.headers ?? {})).data.recommendedParts as {
        id: string;
        stock: number;
        category: { id: string };
      }[]
    ).map((part) => ({ id: part.id, stock: part.stock, categoryId: part.category.id }));
  const view = async (user: TestUser, productId: string) => {
    clock.advance(1000);
    const answer = await server.graphql(
      'mutation($productId: ID!) { recordFootprint(productId: $productId) { userErrors { code } } }',
      { productId },
      user.headers,
    );
    expect(answer.errors).toBeUndefined();
  };

  it('recommends in-stock parts of the categories viewed after three parts, never the viewed ones, never to a visitor', async () => {
    const shopper = await createUser(server);
    expect(await recommended(null)).toEqual([]);
    const viewed = parts.slice(0, 3);
    await view(shopper, viewed[0]!.id);
    await view(shopper, viewed[1]!.id);
    expect(await recommended(shopper)).toEqual([]);
    await view(shopper, viewed[2]!.id);

    const found = await recommended(shopper);
    expect(found.length).toBeGreaterThan(0);
    const viewedIds = viewed.map((part) => part.id);
    const categories = new Set(viewed.map((part) => part.categoryId));
    for (const part of found) {
      expect(viewedIds).not.toContain(part.id);
      expect(part.stock).toBeGreaterThan(0);
    }
    expect(found.some((part) => categories.has(part.categoryId))).toBe(true);

    // The part page leaves out the part it shows; a sold-out part is never recommended.
    expect((await recommended(shopper, found[0]!.id)).map((part) => part.id)).not.toContain(found[0]!.id);
    await setPart(server, Number(found[0]!.id), { stock: 0, priceBreaks: [{ minQty: 1, unitPriceMilli: 1000 }] });
    expect((await recommended(shopper)).map((part) => part.id)).not.toContain(found[0]!.id);
  });

  it('recommends nothing with personalised recommendations off', async () => {
    const shopper = await createUser(server);
    for (const part of parts.slice(3, 6)) await view(shopper, part.id);
    expect((await recommended(shopper)).length).toBeGreaterThan(0);
    const off = await server.graphql(
      'mutation($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { userErrors { code } } }',
      { input: { personalisedRecommendations: false } },
      shopper.headers,
    );
    expect(off.data.updatePreferences.userErrors).toEqual([]);
    expect(await recommended(shopper)).toEqual([]);
  });
});
