import type { Clock } from '../../platform/jobs/clock.js';
import { defineModule } from '../../platform/manifest/module-definition.js';
import { walletEntities } from './wallet.entities.js';
import { WalletResolver } from './wallet.graphql.js';
import { WalletService } from './wallet.service.js';

/** Account balances and their ledger; takes balance payments for orders through their port. */
export const walletModule = defineModule({
  name: 'wallet',
  entities: walletEntities,
  createServices: ({ clock }: { clock: Clock }) => ({ wallet: new WalletService(clock) }),
  resolvers: ({ wallet }) => [new WalletResolver(wallet)],
});
