import { Address } from '../src/modules/addresses/addresses.entities.js';
import { randomBytes } from 'node:crypto';
import { Product, ProductStatus, type PriceBreak } from '../src/modules/catalog/catalog.entities.js';
import { User } from '../src/modules/identity/identity.entities.js';
import { Session } from '../src/modules/identity/identity.entities.js';
import { hashToken } from '../src/modules/identity/session.service.js';
import { Membership } from '../src/modules/membership/membership.entities.js';
import type { Role } from '../src/platform/auth/index.js';
import type { TestServer } from './harness.js';

export interface TestUser {
  id: number;
  headers: Record<string, string>;
}

let created = 0;

/**
 * A user with a live session, straight in the database: many of them, without the sign-up limits. `vip: 1` makes a
 * super member as a bought membership leaves one: vip = 1 with a membership (level by growth 0) that runs until 2100.
 */
export async function createUser(
  server: TestServer,
  options: { roles?: Role[]; vip?: number; balanceFen?: number } = {},
): Promise<TestUser> {
  const em = server.app.orm.em.fork();
  created += 1;
  const suffix = `${process.pid}-${created}-${randomBytes(3).toString('hex')}`;
  const now = new Date();
  const user = em.create(User, {
    email: `buyer-${suffix}@example.com`,
    phone: null,
    username: null,
    passwordHash: null,
    nickname: null,
    inviteCode: randomBytes(6).toString('hex'),
    invitedBy: null,
    vip: options.vip ?? 0,
    roles: options.roles ?? ['buyer'],
    createdAt: now,
  });
  if (options.vip === 1) em.create(Membership, { user, validUntil: new Date('2100-01-01T00:00:00.000Z'), growth: 0 });
  await em.flush();
  if (options.balanceFen) {
    await server.app.services.wallet.credit(em, user.id, options.balanceFen, { reason: 'test credit' });
  }
  const token = randomBytes(24).toString('base64url');
  em.create(Session, {
    tokenHash: hashToken(token),
    user: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
    revokedAt: null,
    userAgent: null,
    ip: null,
  });
  await em.flush();
  return { id: user.id, headers: { 'user-token': token } };
}

export interface PartRules {
  stock: number;
  priceBreaks: PriceBreak[];
  moq?: number;
  orderIncrement?: number;
  purchaseLimit?: number | null;
  status?: ProductStatus;
}

/** Gives a part exactly these rules, so a test knows the numbers it checks. */
export async function setPart(server: TestServer, productId: number, rules: PartRules): Promise<void> {
  const em = server.app.orm.em.fork();
  const product = await em.findOneOrFail(Product, productId);
  Object.assign(product, {
    status: ProductStatus.ON_SHELF,
    moq: 1,
    orderIncrement: 1,
    purchaseLimit: null,
    ...rules,
    listPriceMilli: rules.priceBreaks[0]!.unitPriceMilli,
  });
  await em.flush();
}

export async function stockOf(server: TestServer, productId: number): Promise<number> {
  return (await server.app.orm.em.fork().findOneOrFail(Product, productId)).stock;
}

export const ORDER_FIELDS = `id number status payableFen itemsFen memberDiscountFen freightFen paidFen paymentMethod
  expiresAt deliveryMethod remark invoiceType invoiceTitle invoiceTaxNumber carrier waybillNumber cancelReason
  address { consignee detail } pickup { pointName date timeSlot personName }
  lines { productId mpn brandName quantity unitPriceMilli lineTotalFen }
  events { kind action fromStatus toStatus description } availableActions`;
const ERRORS = 'userErrors { code message field lineIds }';

export const placeOrderMutation = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} }
}`;
export const addToCartMutation = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${ERRORS} } }`;

let keys = 0;
export const newKey = () => `key-${process.pid}-${(keys += 1)}-${randomBytes(4).toString('hex')}`;

/**
 * Default shipping addresses for these users, written straight to the database (set-up, not under test); answers
 * their ids in the same order.
 */
export async function insertAddresses(
  server: TestServer,
  userIds: readonly number[],
  consignee: string,
  createdAt: Date,
): Promise<number[]> {
  const em = server.app.orm.em.fork();
  const addresses = userIds.map((user) =>
    em.create(Address, {
      user,
      consignee,
      areaCode: '86',
      phone: '13800138000',
      country: 'CN',
      province: '广东省',
      city: '深圳市',
      district: null,
      postalCode: null,
      detail: '深南大道1号',
      label: null,
      isDefault: true,
      createdAt,
    }),
  );
  await em.flush();
  return addresses.map((address) => address.id);
}
