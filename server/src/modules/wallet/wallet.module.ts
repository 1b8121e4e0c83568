import { DataEncryption } from '../../platform/crypto/data-encryption.js';
import type { AfterCommit } from '../../platform/db/after-commit.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import type { AccountSecurityService } from '../identity/account-security.service.js';
import { PayoutAccounts } from './payout-accounts.js';
import type { PayoutProvider } from './payouts/payout-provider.js';
import { SandboxPayoutProvider } from './payouts/sandbox-payout-provider.js';
import { Reconciliation } from './reconciliation.js';
import { walletRoutes } from './wallet.rest.js';
import { walletEntities } from './wallet.entities.js';
import { WalletResolver } from './wallet.graphql.js';
import { WalletRecordsResolver } from './wallet-records.graphql.js';
import { WalletService } from './wallet.service.js';
import { defaultWithdrawalSettings, WithdrawalsService, type WithdrawalSettings } from './withdrawals.service.js';

export interface WalletDependencies {
  clock: Clock;
  dataEncryptionKey: Buffer;
  afterCommit: AfterCommit;
  pubSub: PubSub;
  accountSecurity: AccountSecurityService;
  /** Minimum, daily limit, fee (defaults: `defaultWithdrawalSettings`). */
  withdrawalSettings?: Partial<WithdrawalSettings> | undefined;
  /** The payout provider; the sandbox one until a real one exists. */
  payoutProvider?: PayoutProvider | undefined;
}

/**
 * Account balances and their ledger (takes balance payments for orders through their port), the wallet's records,
 * bound payout accounts, withdrawals with their review and payout, and the daily reconciliation.
 */
export const walletModule = defineModule({
  name: 'wallet',
  requires: ['identity'],
  entities: walletEntities,
  createServices: (deps: WalletDependencies) => {
    const wallet = new WalletService(deps.clock);
    const payoutAccounts = new PayoutAccounts(
      deps.clock,
      new DataEncryption(deps.dataEncryptionKey),
      deps.accountSecurity,
    );
    const payoutProvider = deps.payoutProvider ?? new SandboxPayoutProvider();
    const withdrawals = new WithdrawalsService({
      clock: deps.clock,
      wallet,
      accounts: payoutAccounts,
      realNames: deps.accountSecurity,
      paymentPasswords: deps.accountSecurity,
      provider: payoutProvider,
      settings: { ...defaultWithdrawalSettings, ...deps.withdrawalSettings },
      afterCommit: deps.afterCommit,
      pubSub: deps.pubSub,
    });
    return { wallet, payoutAccounts, payoutProvider, withdrawals, reconciliation: new Reconciliation(deps.clock) };
  },
  resolvers: ({ wallet, payoutAccounts, withdrawals, reconciliation }) => [
    new WalletResolver(wallet),
    new WalletRecordsResolver(wallet, payoutAccounts, withdrawals, reconciliation),
  ],
  routes: ({ wallet, payoutAccounts, withdrawals, reconciliation }) =>
    walletRoutes(wallet, payoutAccounts, withdrawals, reconciliation),
});
