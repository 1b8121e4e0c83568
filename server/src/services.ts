import os from 'node:os';
import path from 'node:path';
import { AddressesService, eraseAddressesOf } from './modules/addresses/addresses.service.js';
import { BomService } from './modules/bom/bom.service.js';
import { InquiryService } from './modules/inquiries/inquiries.service.js';
import { CartService } from './modules/cart/cart.service.js';
import { ChatService } from './modules/chat/chat.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { CollectionService, eraseCollectionOf } from './modules/collection/collection.service.js';
import { ContentService } from './modules/content/content.service.js';
import { AccountCancellationService } from './modules/identity/account-cancellation.service.js';
import { AccountSecurityService } from './modules/identity/account-security.service.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { LoginThrottle } from './modules/identity/login-throttle.js';
import { SessionService } from './modules/identity/session.service.js';
import { OAuthLoginService } from './modules/identity/oauth/oauth-login.service.js';
import { SandboxWechatProvider } from './modules/identity/oauth/sandbox-wechat-provider.js';
import { ProfileService } from './modules/identity/profile.service.js';
import { VerificationCodeService } from './modules/identity/verification-code.service.js';
import { DEVELOPMENT_DATA_ENCRYPTION_KEY } from './config.js';
import { DataEncryption } from './platform/crypto/data-encryption.js';
import { MessageService } from './modules/messages/messages.service.js';
import { OrderDocumentsService } from './modules/order-documents/order-documents.service.js';
import { OrdersService, type OrderSettings } from './modules/orders/orders.service.js';
import { StaffOrdersService } from './modules/orders/staff-orders.service.js';
import { WalletService } from './modules/wallet/wallet.service.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { providerNames, type ProviderName } from './modules/payments/payment-provider.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { RemittanceService } from './modules/payments/remittance.service.js';
import { SandboxPaymentProvider } from './modules/payments/sandbox-payment-provider.js';
import { NotificationService } from './modules/messages/notification.service.js';
import { TopicsService } from './modules/topics/topics.service.js';
import { SeoService } from './modules/seo/seo.service.js';
import { ServicesService } from './modules/services/services.service.js';
import { AfterCommit } from './platform/db/after-commit.js';
import { silentLogger } from './platform/http/logger.js';
import type { EntityManager } from '@mikro-orm/sql';
import { systemClock, type Clock } from './platform/jobs/clock.js';
import type { JobScheduler } from './platform/jobs/jobs.js';
import type { MessageDelivery, SmsProvider } from './platform/mail/message-delivery.js';
import { OutboxDelivery } from './platform/mail/outbox-delivery.js';
import { ImageStore } from './platform/uploads/index.js';
import { createPubSubBus, type PubSub } from './platform/pubsub/pubsub.js';

/** One instance of each module's service, shared by the GraphQL resolvers and the REST routes. */
export interface Services {
  addresses: AddressesService;
  bom: BomService;
  inquiries: InquiryService;
  cart: CartService;
  catalog: CatalogService;
  collection: CollectionService;
  content: ContentService;
  identity: IdentityService;
  profile: ProfileService;
  /** WeChat login through the sandbox provider (the only WeChat adapter so far). */
  wechatLogin: OAuthLoginService;
  wechatSandbox: SandboxWechatProvider;
  images: ImageStore;
  /** Passwords, payment password (`verifyPaymentPassword` for checkout), bound addresses, preferences, real name. */
  accountSecurity: AccountSecurityService;
  accountCancellation: AccountCancellationService;
  messages: MessageService;
  /** Other modules call `notify` to put a message into a user's message center. */
  notifications: NotificationService;
  seo: SeoService;
  /** Special topics: curated part collections. */
  topics: TopicsService;
  /** Live chat with customer service and the staff console. */
  chat: ChatService;
  /** Also the SessionResolver that turns each request's token into its user. */
  sessions: SessionService;
  /** Checkout, orders and their state machine; `payableOrder` and `markPaid` for payment methods. */
  orders: OrdersService;
  /** Proforma invoice and contract PDFs of an order; invoice requests and their issuing by staff. */
  orderDocuments: OrderDocumentsService;
  /** WeChat Pay and Alipay payments, their notifications, friends paying through a share link. */
  payments: PaymentsService;
  /** Offline bank remittances and their review by staff. */
  remittances: RemittanceService;
  /** The staff order console: search, detail with audit trail, a customer's recent orders. */
  staffOrders: StaffOrdersService;
  /** Account balances and their ledger; takes balance payments for orders. */
  wallet: WalletService;
  /** Order reviews and the reviews of a part. */
  reviews: ReviewsService;
  /** The sandbox providers whose cashier pages /dev/pay serves; empty when the sandbox is off. */
  paymentSandboxes: ReadonlyMap<ProviderName, SandboxPaymentProvider>;
  /** PCB, assembly and custom-electronics requests and their indicative price formulas. */
  services: ServicesService;
}

export interface ServiceDependencies {
  clock: Clock;
  email: MessageDelivery;
  sms: SmsProvider;
  images: ImageStore;
  /** AES-256 key for personal data at rest (config DATA_ENCRYPTION_KEY). */
  dataEncryptionKey: Buffer;
  pubSub: PubSub;
  /** Deadlines (payment window, auto-confirm). */
  jobs: JobScheduler;
  /** Work queued until its transaction commits; registered once as the ORM's event subscriber. */
  afterCommit: AfterCommit;
  /** An entity manager for work outside any request (jobs). */
  forkEm: () => EntityManager;
  orderSettings: Partial<OrderSettings>;
  /** Signs the sandbox payment notifications and sandbox WeChat codes; unset: no payment provider (PAYMENT_SANDBOX off). */
  paymentSandboxSecret: string;
}

/** Without a scheduler (schema emission) nothing may be scheduled; registering handlers is harmless. */
const noJobs: JobScheduler = {
  register: () => undefined,
  resumeWith: () => undefined,
  schedule: () => Promise.reject(new Error('No job scheduler')),
  cancel: () => Promise.reject(new Error('No job scheduler')),
  start: () => Promise.resolve(),
  close: () => Promise.resolve(),
  runDue: () => Promise.resolve(0),
};

/**
 * Without dependencies (schema emission), the services run on the system clock, the silent outbox and
 * an in-process pub/sub.
 */
export function createServices(dependencies: Partial<ServiceDependencies> = {}): Services {
  const clock = dependencies.clock ?? systemClock;
  const outbox = new OutboxDelivery(silentLogger, clock);
  const pubSub = dependencies.pubSub ?? createPubSubBus().pubSub;
  const sessions = new SessionService(clock, pubSub);
  const codes = new VerificationCodeService(clock, dependencies.email ?? outbox, dependencies.sms ?? outbox);
  const accountCancellation = new AccountCancellationService(clock, sessions, [eraseAddressesOf, eraseCollectionOf]);
  const notifications = new NotificationService(clock, pubSub);
  const identity = new IdentityService(
    clock,
    codes,
    sessions,
    new LoginThrottle(clock),
    accountCancellation,
    notifications,
  );
  const images = dependencies.images ?? new ImageStore(path.join(os.tmpdir(), 'circuitmart-uploads'));
  const wechatSandbox = new SandboxWechatProvider(clock, dependencies.paymentSandboxSecret);
  const encryption = new DataEncryption(dependencies.dataEncryptionKey ?? DEVELOPMENT_DATA_ENCRYPTION_KEY);
  const catalog = new CatalogService();
  const content = new ContentService(clock, images, notifications);
  const addresses = new AddressesService(clock);
  const collection = new CollectionService(clock);
  const cart = new CartService(clock, catalog, collection);
  const accountSecurity = new AccountSecurityService(clock, codes, sessions, encryption);
  const wallet = new WalletService(clock);
  const orders = new OrdersService(
    clock,
    dependencies.jobs ?? noJobs,
    pubSub,
    {
      catalog,
      cart,
      addresses,
      accountSecurity,
      notifications,
      afterCommit: dependencies.afterCommit ?? new AfterCommit(),
      balance: wallet,
      forkEm:
        dependencies.forkEm ??
        (() => {
          throw new Error('No database for jobs');
        }),
    },
    dependencies.orderSettings,
  );
  const secret = dependencies.paymentSandboxSecret;
  const paymentSandboxes = new Map(
    secret ? providerNames.map((name) => [name, new SandboxPaymentProvider(name, secret)] as const) : [],
  );
  const payments = new PaymentsService(clock, orders, paymentSandboxes, notifications);
  const bom = new BomService(clock, catalog, cart);
  const inquiries = new InquiryService(clock, notifications, { catalog, cart, bom });
  return {
    addresses,
    bom,
    inquiries,
    cart,
    catalog,
    content,
    identity,
    profile: new ProfileService(clock, images),
    wechatLogin: new OAuthLoginService(clock, identity, wechatSandbox),
    wechatSandbox,
    images,
    accountSecurity,
    accountCancellation,
    messages: new MessageService(clock, notifications),
    notifications,
    seo: new SeoService(catalog, content),
    collection,
    topics: new TopicsService(catalog),
    orderDocuments: new OrderDocumentsService(clock, notifications),
    chat: new ChatService(clock, pubSub, images),
    sessions,
    orders,
    payments,
    remittances: new RemittanceService(clock, payments, orders, images, notifications),
    staffOrders: new StaffOrdersService(orders),
    wallet,
    reviews: new ReviewsService(clock, orders, images),
    paymentSandboxes,
    services: new ServicesService(clock, inquiries, bom),
  };
}
