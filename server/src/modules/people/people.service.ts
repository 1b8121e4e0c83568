import { requirePermission, type RequestContext } from '../../platform/auth/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { CustomerAccounts, CustomerProfile, CustomerSession } from '../identity/staff/customer-accounts.js';
import type { StaffOrdersService } from '../orders/staff-orders.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

export interface CustomerRow {
  id: number;
  profile: CustomerProfile;
  orderCount: number;
}

export interface CustomerDetail extends CustomerRow {
  balanceFen: number;
  /** Live sessions (signed-in devices), most recently used first. */
  sessions: CustomerSession[];
}

/**
 * The back office's view of a customer: their account (identity), how many orders they placed (orders' port) and
 * their balance (wallet), each read through the owning module. The recent orders themselves come from the orders
 * module's `customerRecentOrders`.
 */
export class PeopleService {
  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly orders: StaffOrdersService,
    private readonly wallet: WalletService,
  ) {}

  async searchCustomers(
    ctx: RequestContext,
    query: string | null | undefined,
    page: PageRequest,
  ): Promise<Page<CustomerRow>> {
    const found = await this.accounts.search(ctx, query, page);
    const counts = await this.orders.orderCountsOf(
      ctx.em,
      found.items.map((profile) => profile.id),
    );
    return {
      ...found,
      items: found.items.map((profile) => ({ id: profile.id, profile, orderCount: counts.get(profile.id) ?? 0 })),
    };
  }

  async customer(ctx: RequestContext, customerId: number): Promise<CustomerDetail> {
    requirePermission(ctx, 'customer.view');
    const { profile, sessions } = await this.accounts.account(ctx, customerId);
    const [counts, balanceFen] = await Promise.all([
      this.orders.orderCountsOf(ctx.em, [customerId]),
      this.wallet.balanceOfUser(ctx.em, customerId),
    ]);
    return { id: customerId, profile, orderCount: counts.get(customerId) ?? 0, balanceFen, sessions };
  }

  async disableCustomer(ctx: RequestContext, customerId: number, reason: string): Promise<CustomerDetail> {
    await this.accounts.disable(ctx, customerId, reason);
    return this.customer(ctx, customerId);
  }

  async enableCustomer(ctx: RequestContext, customerId: number, reason: string): Promise<CustomerDetail> {
    await this.accounts.enable(ctx, customerId, reason);
    return this.customer(ctx, customerId);
  }
}
