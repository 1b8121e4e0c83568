import { defineModule } from '../../platform/manifest/module-definition.js';
import type { CustomerAccounts } from '../identity/staff/customer-accounts.js';
import type { StaffOrdersService } from '../orders/staff-orders.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { AuditLogResolver } from './audit-log.graphql.js';
import { AuditLogService } from './audit-log.service.js';
import { PeopleResolver } from './people.graphql.js';
import { PeopleService } from './people.service.js';

interface PeopleDependencies {
  customerAccounts: CustomerAccounts;
  staffOrders: StaffOrdersService;
  wallet: WalletService;
}

/**
 * The back office's people pages: customers with their orders and balance (read through identity, orders and
 * wallet), and the audit log of staff actions. Staff accounts and their sign-in live in identity (`staff/`).
 */
export const peopleModule = defineModule({
  name: 'people',
  requires: ['identity', 'orders', 'wallet'],
  entities: [],
  createServices: (deps: PeopleDependencies) => ({
    people: new PeopleService(deps.customerAccounts, deps.staffOrders, deps.wallet),
    auditLog: new AuditLogService(),
  }),
  resolvers: ({ people, auditLog }) => [new PeopleResolver(people), new AuditLogResolver(auditLog)],
});
