import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { ImageStore } from '../../platform/uploads/index.js';
import type { NotificationService } from '../messages/notification.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import { providerNames } from './payment-provider.js';
import { paymentEntities } from './payments.entities.js';
import { PaymentsResolver } from './payments.graphql.js';
import { paymentRoutes } from './payments.rest.js';
import { PaymentsService } from './payments.service.js';
import { RemittanceService } from './remittance.service.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

interface PaymentsDependencies {
  clock: Clock;
  afterCommit: AfterCommit;
  images: ImageStore;
  /** Signs the sandbox payment notifications; unset: no payment provider (PAYMENT_SANDBOX off). */
  paymentSandboxSecret?: string | undefined;
  orders: OrdersService;
  notifications: NotificationService;
}

/** WeChat Pay and Alipay payments, friends paying through a share link, offline bank remittances. */
export const paymentsModule = defineModule({
  name: 'payments',
  requires: ['orders', 'messages'],
  entities: paymentEntities,
  createServices: (deps: PaymentsDependencies) => {
    const secret = deps.paymentSandboxSecret;
    /** The sandbox providers whose cashier pages /dev/pay serves; empty when the sandbox is off. */
    const paymentSandboxes = new Map(
      secret ? providerNames.map((name) => [name, new SandboxPaymentProvider(name, secret)] as const) : [],
    );
    const payments = new PaymentsService(deps.clock, deps.orders, paymentSandboxes, deps.notifications);
    return {
      payments,
      paymentSandboxes,
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
  resolvers: ({ payments, remittances }) => [new PaymentsResolver(payments, remittances)],
  routes: ({ payments, remittances }) => paymentRoutes(payments, remittances),
});
