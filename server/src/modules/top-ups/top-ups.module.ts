import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { PaymentProvider, ProviderName } from '../payments/payment-provider.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { topUpEntities } from './top-ups.entities.js';
import { TopUpsResolver } from './top-ups.graphql.js';
import { defaultTopUpSettings, TopUpsService, type TopUpSettings } from './top-ups.service.js';

interface TopUpsDependencies {
  clock: Clock;
  wallet: WalletService;
  /** The payments module's providers: the real adapters configured (WeChat Pay v3, Alipay), the sandbox's for the others. */
  paymentProviders: ReadonlyMap<ProviderName, PaymentProvider>;
  /** Per top-up minimum and maximum, daily limit (config TOPUP_*; defaults: `defaultTopUpSettings`). */
  topUpSettings?: Partial<TopUpSettings> | undefined;
}

/** Shoppers topping up their balance through WeChat Pay or Alipay; the wallet's ledger records each once. */
export const topUpsModule = defineModule({
  name: 'top-ups',
  requires: ['wallet', 'payments'],
  entities: topUpEntities,
  createServices: (deps: TopUpsDependencies) => ({
    topUps: new TopUpsService({
      clock: deps.clock,
      wallet: deps.wallet,
      providers: deps.paymentProviders,
      settings: { ...defaultTopUpSettings, ...deps.topUpSettings },
    }),
  }),
  resolvers: ({ topUps }) => [new TopUpsResolver(topUps)],
});
