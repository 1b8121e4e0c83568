import { expect } from 'vitest';
import type { TestServer } from './harness.js';
import type { TestUser } from './order-steps.js';

const ERRORS = 'userErrors { code message field }';

export const STAFF_PART_FIELDS = `id description { zhCN enUS ru esES }
  product { id mpn manufacturer { id name } category { id } package material parameters { name value } leadTimeDays
    priceBreaks { minQty unitPriceMilli } listPriceMilli stock moq orderIncrement purchaseLimit batchNumber datasheetUrl
    status images { id url position } }`;

export const staffPartQuery = `query StaffPart($id: ID!) { staffPart(id: $id) { ${STAFF_PART_FIELDS} } }`;
export const savePartMutation = `mutation Save($input: SavePartInput!) {
  saveStaffPart(input: $input) { part { ${STAFF_PART_FIELDS} } ${ERRORS} }
}`;
export const shopSearchQuery = `query Search($filter: ProductFilter) {
  products(first: 20, filter: $filter) { totalCount edges { node { id mpn listPriceMilli parameters { name value } } } }
}`;

/** The SavePartInput that writes a part exactly as staffPart answered it, with `change` on top. */
export function saveInputOf(part: any, change: Record<string, unknown> = {}): Record<string, unknown> {
  const { product } = part;
  return {
    id: part.id,
    makerId: product.manufacturer.id,
    mpn: product.mpn,
    categoryId: product.category.id,
    package: product.package,
    material: product.material,
    description: part.description,
    parameters: product.parameters,
    leadTimeDays: product.leadTimeDays,
    moq: product.moq,
    orderIncrement: product.orderIncrement,
    purchaseLimit: product.purchaseLimit,
    batchNumber: product.batchNumber,
    datasheetUrl: product.datasheetUrl,
    priceBreaks: product.priceBreaks,
    onShelf: product.status === 'ON_SHELF',
    ...change,
  };
}

export async function staffPart(server: TestServer, staff: TestUser, id: number | string): Promise<any> {
  const answer = await server.graphql(staffPartQuery, { id: String(id) }, { ...staff.headers, lang: 'en-US' });
  expect(answer.errors).toBeUndefined();
  return answer.data.staffPart;
}

/** Saves a part as `staff`; answers the payload (part or userErrors). */
export async function savePart(server: TestServer, staff: TestUser, input: Record<string, unknown>): Promise<any> {
  const answer = await server.graphql(savePartMutation, { input }, { ...staff.headers, lang: 'en-US' });
  expect(answer.errors).toBeUndefined();
  return answer.data.saveStaffPart;
}
