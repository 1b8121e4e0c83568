import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../src/platform/errors/index.js';
import { ManualClock } from '../src/platform/jobs/clock.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { createUser, type TestUser } from './order-steps.js';
import { savePart, shopSearchQuery } from './staff-catalog-steps.js';

const names = (en: string) => ({ zhCN: `${en}（中）`, enUS: en, ru: `${en} (ру)`, esES: `${en} (es)` });
const ERRORS = 'userErrors { code field }';

describe.each(databaseKinds)('staff categories, makers and part photos on %s', (database) => {
  let server: TestServer;
  const clock = new ManualClock();
  let sales: TestUser;
  let makerId: string;
  let groupId: string;
  let leafId: string;
  let partId: string;

  beforeAll(async () => {
    server = await startTestServer({ database, clock, parts: 20 });
    sales = await createUser(server, { roles: ['sales'] });
  });
  afterAll(() => server.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await server.graphql(query, variables, { ...sales.headers, lang: 'en-US' });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  const shopSearch = async (filter: Record<string, unknown>) => {
    const answer = await server.graphql(shopSearchQuery, { filter }, { lang: 'en-US' });
    expect(answer.errors).toBeUndefined();
    return (answer.data.products.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
  };
  const partInput = (change: Record<string, unknown> = {}) => ({
    makerId,
    mpn: 'ZX-100K-0402',
    categoryId: leafId,
    package: '0402',
    description: { enUS: 'Staff-made resistor' },
    parameters: [{ name: 'resistance', value: '100 kΩ' }],
    leadTimeDays: 5,
    moq: 10,
    orderIncrement: 10,
    batchNumber: '2448',
    priceBreaks: [{ minQty: 10, unitPriceMilli: 250 }],
    onShelf: true,
    ...change,
  });

  it('builds a category with parameter definitions and a maker, and creates a part in it', async () => {
    const maker = await gql(
      `mutation ($input: SaveMakerInput!) { saveStaffMaker(input: $input) { maker { id slug name partCount } ${ERRORS} } }`,
      {
        input: {
          name: 'Acme Passives',
          country: 'Germany',
          website: 'https://acme.example',
          description: { enUS: 'Resistors' },
          featured: false,
        },
      },
    );
    expect(maker.saveStaffMaker.userErrors).toEqual([]);
    expect(maker.saveStaffMaker.maker).toMatchObject({ slug: 'acme-passives', partCount: 0 });
    makerId = maker.saveStaffMaker.maker.id;
    const sameName = await gql(`mutation ($input: SaveMakerInput!) { saveStaffMaker(input: $input) { ${ERRORS} } }`, {
      input: { name: 'ACME passives ', country: 'Germany', description: {}, featured: false },
    });
    expect(sameName.saveStaffMaker.userErrors).toEqual([{ code: 'MAKER_NAME_INVALID', field: ['name'] }]);

    const created = `mutation ($input: CreateCategoryInput!) { createStaffCategory(input: $input) { categoryId ${ERRORS} } }`;
    const group = await gql(created, { input: { name: names('Staff Group') } });
    groupId = group.createStaffCategory.categoryId;
    const leaf = await gql(created, { input: { name: names('Staff Resistors'), parentId: groupId } });
    leafId = leaf.createStaffCategory.categoryId;
    const missingLanguage = await gql(created, { input: { name: { enUS: 'Only English' } } });
    expect(missingLanguage.createStaffCategory.userErrors).toEqual([
      { code: 'CATEGORY_NAME_INVALID', field: ['name'] },
    ]);

    const parameters = await gql(
      `mutation ($input: SetCategoryParametersInput!) { setStaffCategoryParameters(input: $input) {
        categories { id slug parameters { name unit label { enUS } } } ${ERRORS} } }`,
      {
        input: {
          categoryId: leafId,
          parameters: [
            { name: 'resistance', label: names('Resistance'), unit: 'Ω' },
            { name: 'tolerance', label: names('Tolerance'), unit: '%' },
          ],
        },
      },
    );
    expect(parameters.setStaffCategoryParameters.userErrors).toEqual([]);
    expect(
      parameters.setStaffCategoryParameters.categories.find((category: { id: string }) => category.id === leafId),
    ).toEqual({
      id: leafId,
      slug: 'staff-resistors',
      parameters: [
        { name: 'resistance', unit: 'Ω', label: { enUS: 'Resistance' } },
        { name: 'tolerance', unit: '%', label: { enUS: 'Tolerance' } },
      ],
    });

    expect((await savePart(server, sales, partInput({ categoryId: groupId }))).userErrors).toEqual([
      { code: 'PART_CATEGORY_NOT_LEAF', message: expect.any(String), field: ['categoryId'] },
    ]);
    expect(
      (await savePart(server, sales, partInput({ parameters: [{ name: 'capacitance', value: '1 µF' }] }))).userErrors,
    ).toEqual([{ code: 'PART_PARAMETER_UNKNOWN', message: expect.any(String), field: ['parameters', 'capacitance'] }]);
    const saved = await savePart(server, sales, partInput());
    expect(saved.userErrors).toEqual([]);
    partId = saved.part.id;
    expect(saved.part.product).toMatchObject({ stock: 0, listPriceMilli: 250, status: 'ON_SHELF' });
    // The shop finds it by its MPN in any spelling, and a second part of the same maker and MPN is refused.
    expect(await shopSearch({ query: 'zx100k0402' })).toEqual([partId]);
    expect((await savePart(server, sales, partInput({ mpn: 'zx-100k-0402' }))).userErrors).toEqual([
      { code: 'PART_DUPLICATE', message: expect.any(String), field: ['mpn'] },
    ]);
  });

  it('keeps the tree sound: no parts and subcategories together, no move below itself, no dropping a used parameter', async () => {
    const child = await gql(
      `mutation ($input: CreateCategoryInput!) { createStaffCategory(input: $input) { ${ERRORS} } }`,
      { input: { name: names('Too deep'), parentId: leafId } },
    );
    expect(child.createStaffCategory.userErrors).toEqual([{ code: 'CATEGORY_HAS_PARTS', field: ['parentId'] }]);
    const loop = await gql(`mutation ($input: MoveCategoryInput!) { moveStaffCategory(input: $input) { ${ERRORS} } }`, {
      input: { categoryId: groupId, parentId: leafId, position: 0 },
    });
    expect(loop.moveStaffCategory.userErrors).toEqual([{ code: 'CATEGORY_MOVE_INVALID', field: ['parentId'] }]);
    const dropped = await gql(
      `mutation ($input: SetCategoryParametersInput!) { setStaffCategoryParameters(input: $input) { ${ERRORS} } }`,
      { input: { categoryId: leafId, parameters: [{ name: 'tolerance', label: names('Tolerance'), unit: '%' }] } },
    );
    expect(dropped.setStaffCategoryParameters.userErrors).toEqual([
      { code: 'CATEGORY_PARAMETER_IN_USE', field: ['parameters', '0', 'name'] },
    ]);
  });

  it("shows a moved category and a renamed maker in the shop's search at once", async () => {
    const { staffCategories } = await gql('{ staffCategories { id parentId slug } }');
    const passives = staffCategories.find((category: { slug: string }) => category.slug === 'passives');
    // Read (and keep) the searches first: the changes must not be answered from kept results.
    expect(await shopSearch({ categoryId: passives.id })).not.toContain(partId);
    expect(await shopSearch({ query: 'Zentrix' })).toEqual([]);

    const moved = await gql(
      `mutation ($input: MoveCategoryInput!) { moveStaffCategory(input: $input) { categories { id parentId position } ${ERRORS} } }`,
      { input: { categoryId: leafId, parentId: passives.id, position: 0 } },
    );
    expect(moved.moveStaffCategory.userErrors).toEqual([]);
    const siblings = moved.moveStaffCategory.categories.filter(
      (category: { parentId: string | null }) => category.parentId === passives.id,
    );
    expect(siblings[0]).toEqual({ id: leafId, parentId: passives.id, position: 0 });
    expect(siblings.map((category: { position: number }) => category.position)).toEqual(
      siblings.map((_: unknown, index: number) => index),
    );
    expect(await shopSearch({ categoryId: passives.id })).toContain(partId);

    const renamed = await gql(`mutation ($input: SaveMakerInput!) { saveStaffMaker(input: $input) { ${ERRORS} } }`, {
      input: { id: makerId, name: 'Zentrix', country: 'Germany', description: {}, featured: true },
    });
    expect(renamed.saveStaffMaker.userErrors).toEqual([]);
    expect(await shopSearch({ query: 'Zentrix' })).toEqual([partId]);
  });

  it('uploads, reorders and removes part photos; the shop lists them before the package drawing', async () => {
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('id', partId);
      form.append('file', new Blob([bytes]), 'photo.png');
      const response = await fetch(`${server.url}/api/admin/catalog/part/image`, {
        method: 'POST',
        body: form,
        headers: { ...sales.headers, lang: 'en-US' },
      });
      return (await response.json()) as { code: number; data: { id: string; url: string }[] | null };
    };
    const png = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } })
        .png()
        .toBuffer();
    const first = await upload(await png('#ff0000'));
    expect(first.code).toBe(1);
    const second = await upload(await png('#0000ff'));
    expect(second.data!.map((image) => image.id)).toEqual([first.data![0]!.id, second.data![1]!.id]);
    expect((await upload(Buffer.from('not an image'))).code).not.toBe(1);

    const photo = await fetch(`${server.url}${second.data![1]!.url}`);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(40);

    const [redId, blueId] = second.data!.map((image) => image.id);
    const reordered = await gql(
      `mutation ($input: ReorderPartImagesInput!) { reorderStaffPartImages(input: $input) { images { id } ${ERRORS} } }`,
      { input: { partId, imageIds: [blueId, redId] } },
    );
    expect(reordered.reorderStaffPartImages.images).toEqual([{ id: blueId }, { id: redId }]);
    const incomplete = await gql(
      `mutation ($input: ReorderPartImagesInput!) { reorderStaffPartImages(input: $input) { ${ERRORS} } }`,
      { input: { partId, imageIds: [blueId] } },
    );
    expect(incomplete.reorderStaffPartImages.userErrors).toEqual([
      { code: 'PART_IMAGE_ORDER_INVALID', field: ['imageIds'] },
    ]);
    await gql(`mutation ($input: RemovePartImageInput!) { removeStaffPartImage(input: $input) { ${ERRORS} } }`, {
      input: { imageId: redId },
    });

    const shop = await server.graphql('query ($id: ID!) { product(id: $id) { imageUrl images { id url } } }', {
      id: partId,
    });
    expect(shop.data.product.images.map((image: { id: string }) => image.id)).toEqual([blueId]);
    expect(shop.data.product.imageUrl).toMatch(/package/);
  });
  it('answers the same tree and makers through the REST façade, and saves through it', async () => {
    const rest = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await server.request(method, `/api${path}`, {
        headers: { ...sales.headers, lang: 'en-US', 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { code: number; data: any };
    };
    const tree = await rest('GET', '/admin/catalog/categories');
    expect(tree.code).toBe(1);
    expect(tree.data.find((category: { id: string }) => category.id === leafId).parameters).toMatchObject([
      { name: 'resistance', unit: 'Ω', label: { 'en-US': 'Resistance' } },
      { name: 'tolerance', unit: '%' },
    ]);
    const saved = await rest('POST', '/admin/catalog/maker/save', {
      name: 'Rest Maker',
      country: 'Japan',
      description: { 'en-US': 'Made through REST' },
      featured: false,
    });
    expect(saved.code).toBe(1);
    expect(saved.data.find((maker: { name: string }) => maker.name === 'Rest Maker')).toMatchObject({
      slug: 'rest-maker',
      description: { 'en-US': 'Made through REST', ru: '' },
      partCount: 0,
    });
    const refused = await rest('POST', '/admin/catalog/category/move', {
      categoryId: leafId,
      parentId: leafId,
      position: 0,
    });
    expect(refused.code).toBe(errorCatalogue.CATEGORY_MOVE_INVALID.restCode);
  });
});
