import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/modules/catalog/catalog.entities.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, newKey, placeOrderMutation, setPart, type TestUser } from './order-steps.js';
import { savePart, saveInputOf, shopSearchQuery, staffPart } from './staff-catalog-steps.js';

describe.each(databaseKinds)('staff part editor on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let sales: TestUser;
  let productId: number;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 40 });
    sales = await createUser(server, { roles: ['sales'] });
    const [product] = await server.app.orm.em.fork().find(Product, {}, { orderBy: { id: 'asc' }, limit: 1 });
    productId = product!.id;
  });
  afterAll(() => server.close());

  const shopSearch = async (filter: Record<string, unknown>) => {
    const answer = await server.graphql(shopSearchQuery, { filter }, { lang: 'en-US' });
    expect(answer.errors).toBeUndefined();
    return answer.data.products;
  };
  const shopFacets = async (categoryId: string) => {
    const answer = await server.graphql(
      'query ($filter: ProductFilter) { products(first: 1, filter: $filter) { facets { name values { value count } } } }',
      { filter: { categoryId } },
      { lang: 'en-US' },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.products.facets as { name: string; values: { value: string; count: number }[] }[];
  };

  it("shows an edited price in the shop's search at once, kept results and all", async () => {
    const part = await staffPart(server, sales, productId);
    const query = { query: part.product.mpn };
    // Read twice so the search's total and word matches are kept; the edit must not be answered from them.
    await shopSearch(query);
    const before = await shopSearch(query);
    expect(before.edges.map((edge: any) => edge.node.id)).toContain(String(productId));

    const saved = await savePart(
      server,
      sales,
      saveInputOf(part, {
        priceBreaks: [
          { minQty: 1, unitPriceMilli: 98_765 },
          { minQty: 100, unitPriceMilli: 87_654 },
        ],
        moq: 1,
        orderIncrement: 1,
        purchaseLimit: null,
      }),
    );
    expect(saved.userErrors).toEqual([]);
    expect(saved.part.product.priceBreaks).toEqual([
      { minQty: 1, unitPriceMilli: 98_765 },
      { minQty: 100, unitPriceMilli: 87_654 },
    ]);
    const after = await shopSearch(query);
    const listed = after.edges.find((edge: any) => edge.node.id === String(productId)).node;
    expect(listed.listPriceMilli).toBe(98_765);
  });

  it("moves the category's facet counts and the shop's parameter filter with an edited parameter", async () => {
    const part = await staffPart(server, sales, productId);
    const categoryId = part.product.category.id;
    const [edited] = part.product.parameters as { name: string; value: string }[];
    await shopFacets(categoryId);
    const saved = await savePart(
      server,
      sales,
      saveInputOf(part, {
        parameters: part.product.parameters.map((parameter: { name: string; value: string }) =>
          parameter.name === edited!.name ? { ...parameter, value: 'Staff edited' } : parameter,
        ),
      }),
    );
    expect(saved.userErrors).toEqual([]);
    const facet = (await shopFacets(categoryId)).find((candidate) => candidate.name === edited!.name)!;
    expect(facet.values).toContainEqual({ value: 'Staff edited', count: 1 });
    const filtered = await shopSearch({ categoryId, parameters: [{ name: edited!.name, values: ['Staff edited'] }] });
    expect(filtered.edges.map((edge: any) => edge.node.id)).toEqual([String(productId)]);
  });

  it('takes a part off the shelf: gone from the shop, still found by staff', async () => {
    const part = await staffPart(server, sales, productId);
    const saved = await savePart(server, sales, saveInputOf(part, { onShelf: false }));
    expect(saved.userErrors).toEqual([]);
    expect((await shopSearch({ query: part.product.mpn })).edges.map((edge: any) => edge.node.id)).not.toContain(
      String(productId),
    );
    const staffSearch = await server.graphql(
      'query ($filter: StaffPartFilter) { staffParts(first: 20, filter: $filter) { edges { node { id product { status } } } } }',
      { filter: { query: part.product.mpn, shelf: 'OFF_SHELF' } },
      { ...sales.headers, lang: 'en-US' },
    );
    expect(staffSearch.errors).toBeUndefined();
    expect(staffSearch.data.staffParts.edges).toContainEqual({
      node: { id: String(productId), product: { status: 'OFF_SHELF' } },
    });
    expect((await savePart(server, sales, saveInputOf(part, { onShelf: true }))).userErrors).toEqual([]);
  });

  it('keeps the price a placed order was placed at when the part is repriced', async () => {
    const buyer = await createUser(server);
    await setPart(server, productId, { stock: 100, priceBreaks: [{ minQty: 1, unitPriceMilli: 12_340 }] });
    const address = await server.graphql(
      'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }',
      {
        input: {
          consignee: 'Li Lei',
          areaCode: '86',
          phone: '13800138000',
          country: 'CN',
          province: 'Guangdong',
          city: 'Shenzhen',
          district: 'Nanshan',
          postalCode: '518057',
          detail: 'Keji Road 1',
          label: null,
        },
      },
      buyer.headers,
    );
    const placed = await server.graphql(
      placeOrderMutation,
      {
        input: {
          idempotencyKey: newKey(),
          source: { productId: String(productId), quantity: 3 },
          deliveryMethod: 'EXPRESS',
          addressId: address.data.addAddress.address.id,
        },
      },
      buyer.headers,
    );
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = placed.data.placeOrder.order;

    const part = await staffPart(server, sales, productId);
    const saved = await savePart(
      server,
      sales,
      saveInputOf(part, { priceBreaks: [{ minQty: 1, unitPriceMilli: 99_990 }] }),
    );
    expect(saved.userErrors).toEqual([]);

    const reread = await server.graphql(
      'query ($id: ID!) { order(id: $id) { itemsFen lines { unitPriceMilli lineTotalFen } } }',
      { id: order.id },
      buyer.headers,
    );
    expect(reread.errors).toBeUndefined();
    expect(reread.data.order).toEqual({
      itemsFen: order.itemsFen,
      lines: [{ unitPriceMilli: 12_340, lineTotalFen: order.lines[0].lineTotalFen }],
    });
    expect(order.lines[0].unitPriceMilli).toBe(12_340);
  });
});
