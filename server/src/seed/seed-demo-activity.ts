import type { EntityManager } from '@mikro-orm/sql';
import type { AuthUser, RequestContext, Role } from '../platform/auth/index.js';
import type { Clock } from '../platform/jobs/clock.js';
import { Product, ProductStatus } from '../modules/catalog/catalog.entities.js';
import { CouponTemplate } from '../modules/coupons/coupons.entities.js';
import { User } from '../modules/identity/identity.entities.js';
import { generateInviteCode } from '../modules/identity/invite-codes.js';
import { hashPassword } from '../modules/identity/passwords.js';
import { DeliveryMethod, OrderLine } from '../modules/orders/orders.entities.js';
import type { Services } from '../services.js';
import { demoStaff } from './seed-staff.js';

/**
 * The demo shopper (with the demo customers beside them) whose orders, inquiries, chat and feedback fill the
 * consoles. Demo data only.
 */
export const demoShopper = {
  email: 'shopper@circuitmart.test',
  password: 'Shopper123',
  nickname: 'Shopper',
  paymentPassword: '135790',
};

/** Orders the demo shopper places, each taken to a different point of the order flow. */
const ORDER_STEPS = [
  'placed',
  'cancelled',
  'remitted',
  'paid',
  'closed',
  'shipped',
  'received',
  'completed',
  'refundRequested',
  'returnApproved',
  'requestRejected',
] as const;
type OrderStep = (typeof ORDER_STEPS)[number];
const reached = (step: OrderStep, point: OrderStep) => ORDER_STEPS.indexOf(step) >= ORDER_STEPS.indexOf(point);

export interface DemoActivityCounts {
  orders: number;
  afterSales: number;
  inquiries: number;
  conversations: number;
  feedback: number;
}

function contextFor(em: EntityManager, user: AuthUser): RequestContext {
  return {
    requestId: 'demo-activity',
    locale: 'en-US',
    token: undefined,
    ip: undefined,
    userAgent: undefined,
    user,
    em,
  };
}

/**
 * A development shop's living demo: a shopper with orders at every step staff act on (unpaid, cancelled, waiting for
 * a bank transfer to be found, to ship, closed as unfulfillable and refunded, shipped, received, completed with a
 * review, with after-sales requests under review, approved and rejected), a replied and an open inquiry, a
 * conversation waiting in the chat queue and one an agent answers, and a piece of feedback. Everything goes through the modules'
 * services as the shopper and the demo staff, so states, stock, balances and audit trails agree as they would in
 * a real shop. Runs once: a database that has the demo shopper is left alone.
 */
export async function seedDemoActivity(
  em: EntityManager,
  services: Services,
  clock: Clock,
): Promise<DemoActivityCounts | null> {
  if ((await em.fork().count(User, { email: demoShopper.email })) > 0) return null;
  const fork = () => em.fork();
  const staffUser = async (role: Role): Promise<AuthUser> => {
    const staff = demoStaff.find((entry) => entry.role === role);
    const row = staff && (await em.fork().findOne(User, { email: staff.email }, { fields: ['id', 'nickname'] }));
    if (!row) throw new Error(`The living demo needs the demo ${role} account`);
    return { id: String(row.id), displayName: row.nickname ?? role, roles: [role] };
  };
  const sales = await staffUser('sales');

  /** A customer with a balance, a payment password and an address; only the demo shopper has a password to sign in. */
  const customer = async (email: string, nickname: string, password: string | null) => {
    const rows = em.fork();
    const user = rows.create(User, {
      email,
      phone: null,
      username: null,
      passwordHash: password === null ? null : await hashPassword(password),
      nickname,
      inviteCode: generateInviteCode(),
      invitedBy: null,
      vip: 0,
      roles: ['buyer'],
      createdAt: clock.now(),
    });
    await rows.flush();
    const auth: AuthUser = { id: String(user.id), displayName: nickname, roles: ['buyer'] };
    await services.wallet.credit(fork(), user.id, 500_000, { reason: 'Demo balance' });
    await services.accountSecurity.setPaymentPassword(contextFor(fork(), auth), {
      password: demoShopper.paymentPassword,
      confirmation: demoShopper.paymentPassword,
    });
    const address = await services.addresses.addAddress(contextFor(fork(), auth), {
      consignee: nickname,
      phone: '13800138000',
      country: 'CN',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      detail: '科技园路 1 号',
      isDefault: true,
    });
    return { auth, addressId: address.id, as: () => contextFor(fork(), auth) };
  };
  const shopper = await customer(demoShopper.email, demoShopper.nickname, demoShopper.password);
  const asShopper = shopper.as;
  const asSales = () => contextFor(fork(), sales);

  const parts = await fork().find(
    Product,
    { status: ProductStatus.ON_SHELF, moq: 1, orderIncrement: 1, purchaseLimit: null, stock: { $gte: 100 } },
    { fields: ['id'], orderBy: { id: 'asc' }, limit: ORDER_STEPS.length },
  );
  if (parts.length < ORDER_STEPS.length) throw new Error('The living demo needs parts to order');

  let afterSales = 0;
  for (const [index, step] of ORDER_STEPS.entries()) {
    // One customer per order: the shop refuses a second order from one buyer within seconds, and a queue of
    // several customers is what staff see anyway.
    const buyer = index === 0 ? shopper : await customer(`customer${index}@circuitmart.test`, `Buyer ${index}`, null);
    const asBuyer = buyer.as;
    const order = await services.orders.placeOrder(asBuyer(), {
      source: { kind: 'buyNow', productId: parts[index]!.id, quantity: 1 + index },
      deliveryMethod: DeliveryMethod.EXPRESS,
      addressId: buyer.addressId,
      idempotencyKey: `demo-activity-${index}`,
    });
    if (step === 'cancelled') {
      await services.orders.cancel(asBuyer(), order.id, 'Ordered the wrong package');
      continue;
    }
    if (step === 'remitted') {
      // Paid by bank transfer: the order waits for staff to find the money (pending platform receipt).
      await services.remittances.submit(
        asBuyer(),
        order.id,
        { payerName: 'Demo Electronics Ltd', bank: 'Bank of China', account: '6216610200016587010' },
        [{ field: 'proofs', filename: 'transfer-slip.png', bytes: await transferSlip() }],
      );
      continue;
    }
    if (!reached(step, 'paid')) continue;
    await services.orders.payWithBalance(asBuyer(), order.id, demoShopper.paymentPassword);
    if (step === 'closed') {
      await services.afterSales.cancelPaidOrder(asSales(), order.id, 'The maker discontinued this part');
      continue;
    }
    if (!reached(step, 'shipped')) continue;
    await services.orders.ship(asSales(), order.id, 'SF Express', `SF10000000${index}`);
    if (!reached(step, 'received')) continue;
    await services.orders.confirmReceipt(asBuyer(), order.id);
    if (step === 'completed') {
      await services.reviews.submit(
        asBuyer(),
        order.id,
        { rating: 5, content: 'Genuine parts, well packed and fast.', anonymous: false },
        [],
      );
      continue;
    }
    if (!reached(step, 'refundRequested')) continue;
    const [line] = await fork().find(OrderLine, { order: order.id }, { fields: ['id'] });
    const refundOnly = step === 'refundRequested';
    const request = await services.afterSales.apply(
      asBuyer(),
      {
        orderId: order.id,
        type: refundOnly ? 'REFUND_ONLY' : 'RETURN_AND_REFUND',
        reasonCode: refundOnly ? 'MISSING_PARTS' : 'DAMAGED',
        explanation: 'Demo request',
        contactPhone: '13800138000',
        lines: [{ orderLineId: line!.id, quantity: 1 }],
      },
      [],
    );
    afterSales++;
    if (step === 'returnApproved') await services.afterSales.approve(asSales(), request.id);
    if (step === 'requestRejected') {
      await services.afterSales.reject(asSales(), request.id, 'The parts were tested fine before shipping');
    }
  }

  const inquiry = {
    projectName: 'Motor controller',
    annualUsage: 20_000,
    targetUnitPriceMilli: null,
    companyName: 'Demo Electronics',
    companyAddress: 'Shenzhen',
    contactName: 'Li Lei',
    contactPhone: '13800138000',
  };
  const answered = await services.inquiries.create(
    asShopper(),
    { ...inquiry, message: 'Best price for 20k pieces a year?' },
    null,
  );
  await services.inquiries.reply(asSales(), answered.id, 'CNY 0.85 a piece at 5,000, lead time two weeks.');
  await services.inquiries.create(asShopper(), { ...inquiry, message: 'Can you source an alternative part?' }, null);

  // The coupon centre's first offer, claimed: My coupons and the staff claim counts show it.
  const offer = await fork().findOne(
    CouponTemplate,
    { publicClaim: true, status: 'ACTIVE' },
    { orderBy: { id: 'asc' } },
  );
  if (offer) await services.coupons.claim(asShopper(), offer.id);

  await services.chat.open(asShopper(), {});
  // A second conversation a support agent has taken: the queue shows one waiting and one being answered.
  const support = await staffUser('support');
  const talking = await services.chat.open(
    (await customer('customer-chat@circuitmart.test', 'Chat buyer', null)).as(),
    {},
  );
  await services.chat.claim(contextFor(fork(), support), talking.id);
  await services.content.submitFeedback(asShopper(), {
    type: 'suggestion',
    content: 'Please show the lead time in the search results.',
  });
  return { orders: ORDER_STEPS.length, afterSales, inquiries: 2, conversations: 2, feedback: 1 };
}

/** A small image standing for a bank transfer slip. */
async function transferSlip(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#f4f4f4' } })
    .png()
    .toBuffer();
}
