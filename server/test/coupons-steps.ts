import { Product } from '../src/modules/catalog/catalog.entities.js';
import type { TestServer } from './harness.js';

// Steps shared by the coupons tests (coupons*.test.ts).

export const ERRORS = 'userErrors { code message field }';
export const TERMS = `title description discountKind amountOffFen percentOff maxDiscountFen thresholdFen
  scope { kind summary categories { id name } manufacturers { id name } products { id name } }`;
export const COUPON = `id ${TERMS} status source claimedAt validFrom validUntil usedAt orderId orderNumber expiresSoon`;
export const TEMPLATE = `id ${TERMS} validFrom validUntil validDays claimStartsAt claimEndsAt totalQuantity claimedCount
  usedCount remaining perUserLimit publicClaim status`;

export const saveTemplateMutation = `mutation Save($input: SaveCouponTemplateInput!) {
  saveCouponTemplate(input: $input) { template { ${TEMPLATE} } ${ERRORS} }
}`;
export const setStatusMutation = `mutation Status($input: SetCouponTemplateStatusInput!) {
  setCouponTemplateStatus(input: $input) { template { id status } ${ERRORS} }
}`;
export const claimMutation = `mutation Claim($input: ClaimCouponInput!) {
  claimCoupon(input: $input) { coupon { ${COUPON} } ${ERRORS} }
}`;
export const redeemMutation = `mutation Redeem($input: RedeemDiscountCodeInput!) {
  redeemDiscountCode(input: $input) { coupon { ${COUPON} } ${ERRORS} }
}`;
export const offersQuery = `query Offers($first: Int, $after: String, $productId: ID) {
  couponOffers(first: $first, after: $after, productId: $productId) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id ${TERMS} validFrom validUntil validDays claimEndsAt remaining claimedByMe canClaim } }
  }
}`;
export const myCouponsQuery = `query Mine($status: CouponStatus!, $first: Int, $after: String) {
  myCoupons(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${COUPON} } }
  }
}`;
export const countsQuery = '{ myCouponCounts { unused used expired } }';
export const issueMutation = `mutation Issue($input: IssueCouponsInput!) {
  issueCoupons(input: $input) { issuedCount ${ERRORS} }
}`;
export const createCodesMutation = `mutation Codes($input: CreateDiscountCodesInput!) {
  createDiscountCodes(input: $input) { codes { id templateId code singleUse maxRedemptions redeemedCount status } ${ERRORS} }
}`;

/** A template the tests start from: ¥5 off over ¥50 on all goods, valid 7 days after the claim. */
export const baseTemplate = {
  title: '¥5 off over ¥50',
  discountKind: 'AMOUNT_OFF',
  amountOffFen: 500,
  thresholdFen: 5000,
  scopeKind: 'ALL',
  validDays: 7,
};

export async function saveTemplate(
  server: TestServer,
  admin: Record<string, string>,
  input: Record<string, unknown>,
): Promise<{ id: string; [field: string]: unknown }> {
  const answer = await server.graphql(saveTemplateMutation, { input: { ...baseTemplate, ...input } }, admin);
  const payload = answer.data?.saveCouponTemplate;
  if (!payload?.template) throw new Error(`saveCouponTemplate failed: ${JSON.stringify(answer)}`);
  return payload.template;
}

export async function claim(server: TestServer, headers: Record<string, string>, offerId: string) {
  const answer = await server.graphql(claimMutation, { input: { offerId } }, { ...headers, lang: 'en-US' });
  return answer.data!.claimCoupon as {
    coupon: Record<string, any> | null;
    userErrors: { code: string; message: string }[];
  };
}

/** A part with its category and maker, from the seeded catalog. */
export async function somePart(server: TestServer, skip = 0) {
  const products = await server.app.orm.em
    .fork()
    .find(Product, {}, { orderBy: { id: 'asc' }, limit: 1, offset: skip, populate: ['category', 'manufacturer'] });
  const product = products[0]!;
  return {
    id: product.id,
    mpn: product.mpn,
    categoryId: product.category.id,
    manufacturerId: product.manufacturer.id,
  };
}
