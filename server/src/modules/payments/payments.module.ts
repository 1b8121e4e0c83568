import type { EntityManager } from '@mikro-orm/sql';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { JobScheduler } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { AlipayPaymentProvider } from './alipay/alipay-payment-provider.js';
import type { AlipaySettings } from './alipay/alipay-settings.js';
import { providerNames, type PaymentProvider, type ProviderName } from './payment-provider.js';
import { PaymentReconciliation, type PaymentReconciliationSettings } from './payment-reconciliation.js';
import { paymentEntities } from './payments.entities.js';
import { PaymentsResolver } from './payments.graphql.js';
import { paymentRoutes } from './payments.rest.js';
import { PaymentsService } from './payments.service.js';
import { RefundProviderCalls } from './refund-provider-calls.js';
import { RefundTasks } from './refund-tasks.js';
import type { RefundableOrders } from './refundable-orders.js';
import { refundEntities } from './refunds.entities.js';
import { RefundsResolver } from './refunds.graphql.js';
import { refundRoutes } from './refunds.rest.js';
import { RefundsService } from './refunds.service.js';
import type { RefundFlow } from './refunds.states.js';
import { RemittanceService } from './remittance.service.js';
import { SandboxPaymentProvider, type SandboxRefundDelivery } from './sandbox-payment-provider.js';
import { WechatPayProvider } from './wechat-pay/wechat-pay-provider.js';
import type { WechatPaySettings } from './wechat-pay/wechat-pay-settings.js';

interface PaymentsDependencies {
  clock: Clock;
  afterCommit: AfterCommit;
  images: ImageStore;
  /** Provider refund calls run as jobs, after the refund's transaction committed. */
  jobs: JobScheduler;
  forkEm: () => EntityManager;
  /** Signs the sandbox payment notifications; unset: no payment provider (PAYMENT_SANDBOX off). */
  paymentSandboxSecret?: string | undefined;
  /** Whether the sandbox POSTs its refund notifications itself (`auto`) or only keeps them (`manual`, for tests). */
  paymentSandboxRefundDelivery?: SandboxRefundDelivery | undefined;
  /** WeChat Pay API v3 instead of the sandbox's WeChat (config PAYMENT_WECHAT_PROVIDER=wechatpay-v3). */
  wechatPay?: WechatPaySettings | undefined;
  /** Alipay's open platform instead of the sandbox's Alipay (config ALIPAY_PROVIDER=alipay). */
  alipay?: AlipaySettings | undefined;
  /** The shop's public address, for the absolute callback addresses a real provider needs. */
  shopUrl?: string | undefined;
  /** How often, and after how long a wait, the reconciliation job asks the providers. */
  paymentReconciliation?: PaymentReconciliationSettings | undefined;
  orders: OrdersService;
  refundableOrders: RefundableOrders;
  notifications: NotificationService;
  wallet: WalletService;
}

/** WeChat Pay and Alipay payments, friends paying through a share link, offline bank remittances, refunds. */
export const paymentsModule = defineModule({
  name: 'payments',
  requires: ['orders', 'messages', 'wallet'],
  entities: [...paymentEntities, ...refundEntities],
  createServices: (deps: PaymentsDependencies) => {
    const secret = deps.paymentSandboxSecret;
    /** The real adapters configured, each in place of the sandbox's stand-in for its provider. */
    const realProviders = new Map<ProviderName, PaymentProvider>();
    if (deps.wechatPay)
      realProviders.set('wechat', new WechatPayProvider(deps.wechatPay, deps.clock, deps.shopUrl ?? ''));
    if (deps.alipay) {
      realProviders.set('alipay', new AlipayPaymentProvider(deps.alipay, deps.shopUrl ?? '', deps.clock));
    }
    /** The sandbox providers whose cashier pages /dev/pay serves; empty when the sandbox is off. */
    const paymentSandboxes = new Map(
      secret
        ? providerNames
            .filter((name) => !realProviders.has(name))
            .map(
              (name) =>
                [
                  name,
                  new SandboxPaymentProvider(name, secret, deps.paymentSandboxRefundDelivery, deps.clock),
                ] as const,
            )
        : [],
    );
    /** Every provider the shop takes money through: the real ones configured, the sandbox for the others. */
    const paymentProviders = new Map<ProviderName, PaymentProvider>(
      providerNames.flatMap((name): [ProviderName, PaymentProvider][] => {
        const provider = realProviders.get(name) ?? paymentSandboxes.get(name);
        return provider ? [[name, provider]] : [];
      }),
    );
    const providerCalls: RefundProviderCalls = new RefundProviderCalls(
      deps.clock,
      deps.jobs,
      deps.afterCommit,
      deps.forkEm,
      paymentProviders,
      (): RefundFlow => refunds.flow,
    );
    /** The refund engine: the `OrderRefunds` port other modules (after-sales) give money back through. */
    const refunds: RefundsService = new RefundsService({
      clock: deps.clock,
      orders: deps.refundableOrders,
      wallet: deps.wallet,
      notifications: deps.notifications,
      requestFromProvider: (em, refund): Promise<void> => providerCalls.requestAfterCommit(em, refund),
    });
    const payments = new PaymentsService(deps.clock, deps.orders, paymentProviders, deps.notifications, (em, p, a) =>
      providerCalls.returnPayment(em, p, a),
    );
    return {
      payments,
      /** The stand-ins whose cashier pages /dev/pay serves (without the providers a real adapter replaced). */
      paymentSandboxes,
      paymentProviders,
      /** Asks the providers about payments and refunds whose notification never came. */
      paymentReconciliation: new PaymentReconciliation(
        deps.clock,
        deps.jobs,
        deps.forkEm,
        paymentProviders,
        payments.providerNotifications,
        providerCalls,
        deps.paymentReconciliation ?? { intervalMs: 300_000, afterMs: 300_000 },
      ),
      refunds,
      /** Provider refund notifications (POST /api/pay/refund-notify/<provider>). */
      refundNotifications: providerCalls,
      /** The buyer's and staff's view of refunds, and the staff's bank-transfer task. */
      refundTasks: new RefundTasks(deps.clock, refunds.flow, deps.refundableOrders, deps.images),
      /** Offline bank remittances and their review by staff. */
      remittances: new RemittanceService(
        deps.clock,
        payments,
        deps.orders,
        deps.images,
        deps.notifications,
        deps.afterCommit,
      ),
    };
  },
  resolvers: ({ payments, remittances, refundTasks }) => [
    new PaymentsResolver(payments, remittances),
    new RefundsResolver(refundTasks),
  ],
  routes: ({ payments, remittances, refundTasks }) => [
    ...paymentRoutes(payments, remittances),
    ...refundRoutes(refundTasks),
  ],
});
