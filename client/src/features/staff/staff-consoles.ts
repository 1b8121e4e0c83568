import type { Permission } from '../../gql/graphql';

/**
 * A staff page, the permissions that open it (any one; the server checks the same permissions on every call), and
 * its `staff.consoles` text key.
 */
export interface StaffConsole {
  path: string;
  key: string;
  permissions: readonly Permission[];
}

export const staffConsoles: readonly StaffConsole[] = [
  { path: '/admin/orders', key: 'orders', permissions: ['ORDER_VIEW_ALL'] },
  { path: '/admin/catalog', key: 'catalog', permissions: ['CATALOG_VIEW'] },
  { path: '/admin/after-sales', key: 'afterSales', permissions: ['AFTER_SALE_VIEW_ALL'] },
  { path: '/admin/promotions', key: 'promotions', permissions: ['PROMOTION_VIEW'] },
  { path: '/admin/inquiries', key: 'inquiries', permissions: ['INQUIRY_VIEW_ALL'] },
  { path: '/admin/services', key: 'services', permissions: ['SERVICE_PRICE_VIEW'] },
  { path: '/admin/chat', key: 'chat', permissions: ['CHAT_HANDLE'] },
  { path: '/admin/content', key: 'content', permissions: ['CONTENT_EDIT', 'CONTENT_EDIT_FAQ', 'FEEDBACK_VIEW_ALL'] },
  { path: '/admin/accounts', key: 'accounts', permissions: ['ACCOUNT_CANCELLATION_VIEW_ALL'] },
  { path: '/admin/people', key: 'people', permissions: ['CUSTOMER_VIEW', 'STAFF_MANAGE'] },
  { path: '/admin/balances', key: 'balances', permissions: ['BALANCE_ADJUST'] },
  { path: '/admin/invoices', key: 'invoices', permissions: ['INVOICE_ISSUE'] },
  { path: '/admin/broadcasts', key: 'broadcasts', permissions: ['MESSAGE_BROADCAST'] },
  { path: '/admin/audit', key: 'audit', permissions: ['AUDIT_VIEW'] },
  { path: '/admin/activities', key: 'activities', permissions: ['ACTIVITY_VIEW'] },
  { path: '/admin/withdrawals', key: 'withdrawals', permissions: ['WITHDRAWAL_VIEW'] },
  { path: '/admin/reconciliation', key: 'reconciliation', permissions: ['LEDGER_RECONCILE'] },
  { path: '/admin/distributors', key: 'distributors', permissions: ['DISTRIBUTOR_VIEW'] },
];

/** Every permission that opens some staff page: holding any of them opens the staff front page. */
export const STAFF_PAGE_PERMISSIONS: readonly Permission[] = [
  ...new Set(staffConsoles.flatMap((console) => console.permissions)),
];

export function consolesFor(permissions: readonly Permission[]): StaffConsole[] {
  return staffConsoles.filter((console) => console.permissions.some((permission) => permissions.includes(permission)));
}
