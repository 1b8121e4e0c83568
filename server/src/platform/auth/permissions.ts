import { DomainError } from '../errors/index.js';
import { requireUser, type AuthUser, type RequestContext, type Role } from './context.js';
import { notePermissionUse } from './permission-uses.js';

/**
 * THE permission catalogue: every staff operation by name, dotted by domain, with what it lets one do.
 * Services ask `requirePermission(ctx, 'order.ship')`, never "is this an admin". Flow transitions name the same
 * permissions; integrator keys have their own closed set of scopes (`apiKeyScopeCatalogue`) and never any of these.
 */
export const permissionCatalogue = {
  'order.view_all': "Read every buyer's orders: the staff order console, any order's detail and audit trail.",
  'order.view_customer_recent': "Read a customer's latest orders beside their chat.",
  'order.approve': 'Approve an order waiting for approval.',
  'order.reject': 'Refuse an order waiting for approval, with a reason.',
  'order.ship': 'Ship a paid order with carrier and waybill.',
  'order.add_logistics': 'Add a tracking event to a shipped order.',
  'balance.adjust': "Credit or debit a user's account balance.",
  'remittance.view_all': 'Read the offline bank remittances waiting for review.',
  'remittance.decide': 'Confirm (the order is paid) or reject an offline bank remittance.',
  'refund.view_all': "Read every order's refunds and the refund queue (bank transfers to make, failed refunds).",
  'refund.transfer': 'Make a bank-transfer refund and confirm it with proof; hand a failed refund over to a transfer.',
  'invoice.issue': 'Issue a requested invoice.',
  'chat.handle': 'Work the live-chat queue: claim, answer and transfer conversations.',
  'chat.view_history': "Read a customer's chat history beside their order or after-sales request.",
  'message.broadcast': 'Send platform messages to chosen users or everybody.',
  'content.edit': 'Write and publish announcements, articles and the registration agreement.',
  'content.edit_faq': 'Write and publish help-centre questions (FAQ).',
  'feedback.view_all': "Read every user's feedback.",
  'feedback.reply': "Answer a user's feedback.",
  'inquiry.view_all': "Read every buyer's price inquiries and their service requests.",
  'inquiry.claim': 'Take a price inquiry to answer it.',
  'inquiry.quote': 'Answer a price inquiry with a quote, drafting it from the attached BOM.',
  'service.price_view': 'Read the PCB and assembly price formulas.',
  'service.price_edit': 'Replace the PCB and assembly price formulas.',
  'account_cancellation.view_all': 'Read the account cancellation requests.',
  'account_cancellation.review': 'Review, close or reject an account cancellation request.',
  'after_sale.view_all': "Read every buyer's after-sales requests: the staff queue and any request's detail.",
  'after_sale.review': 'Approve or reject an after-sales request, or ask its buyer for more proof.',
  'after_sale.receive': 'Mark returned goods received, and whether they are fine (their stock comes back).',
  'after_sale.refund': 'Issue the refund of an approved after-sales request.',
  'after_sale.ship': 'Ship the replacement of an exchange or a replenishment with carrier and waybill.',
  'order.cancel_paid': 'Close a paid order that cannot be fulfilled, with a reason; it is refunded in full.',
  'promotion.view':
    'Read coupon templates, discount codes and who claimed and used them; point rules, membership levels and prices, invitation rewards.',
  'coupon.manage': 'Create, edit and pause coupon templates; issue coupons to users; create discount codes.',
  'points.manage': "Set the point rules; credit or debit a user's points with a reason.",
  'membership.manage': 'Set the membership levels, their discounts and perks, and the price of super membership.',
  'invitation.manage': 'Set what an inviter earns when an invited user completes a first order.',
  'catalog.view':
    'Read the whole catalog in the back office: parts on and off the shelf, categories, makers, stock history.',
  'catalog.edit':
    'Create and edit parts (fields, price breaks, images, shelf state), categories with their parameters, and makers.',
  'stock.adjust': "Adjust a part's stock with a reason (received, counted, damaged).",
  'catalog.import': 'Import parts from a CSV or XLSX price list and export the catalog to XLSX.',
  'customer.view': 'Find customers and read their account: orders, balance, sessions, cart and after-sales requests.',
  'customer.disable': 'Disable a customer account (its sessions end) or enable it again.',
  'staff.manage': 'Create staff accounts and assign their roles.',
  'audit.view': 'Read the audit log of every staff action.',
  'dashboard.view': 'Read the dashboard: orders, revenue, inquiries, chat waiting time and low stock.',
  'activity.view':
    'Read the live activities (flash sales, group buys, bargains, free orders, blind boxes) and their progress.',
  'activity.manage': 'Create, edit, schedule, pause, resume and end live activities.',
  'withdrawal.view': 'Read the withdrawal queue and every withdrawal with its payout.',
  'withdrawal.review': 'Approve a withdrawal with its payout reference, or reject it with a reason.',
  'ledger.reconcile':
    'Read the daily balance reconciliation: opening total, credits, debits and closing total per day.',
  'distributor.view': 'Read distributor applications, distributors, their invitees and commissions.',
  'distributor.review': 'Approve or reject a distributor application.',
  'commission.manage': "Set the commission rates distributors earn on their invitees' orders.",
} as const satisfies Record<string, string>;

export type Permission = keyof typeof permissionCatalogue;

export const allPermissions = Object.keys(permissionCatalogue) as Permission[];

/**
 * Who may do what: each role's permissions, the one table to read or change. Where modules used to mean different
 * people by "staff", the rows keep each operation's roles as they were: orders, remittances, invoices, inquiries
 * and service prices are sales' (and admin's); chat, messages, FAQ, feedback and cancellations are support's.
 */
export const permissionsOfRole: Readonly<Record<Role, readonly Permission[]>> = {
  buyer: [],
  support: [
    // Read-only: a support agent opens the order a customer asks about from the chat; every action needs more.
    'order.view_all',
    'order.view_customer_recent',
    'refund.view_all',
    'chat.handle',
    'chat.view_history',
    'message.broadcast',
    'content.edit_faq',
    'feedback.view_all',
    'feedback.reply',
    'account_cancellation.view_all',
    'account_cancellation.review',
    'after_sale.view_all',
    'customer.view',
    'dashboard.view',
  ],
  sales: [
    'order.view_all',
    'order.view_customer_recent',
    'order.approve',
    'order.reject',
    'order.ship',
    'order.add_logistics',
    'remittance.view_all',
    'remittance.decide',
    'refund.view_all',
    'refund.transfer',
    'invoice.issue',
    'inquiry.view_all',
    'inquiry.claim',
    'inquiry.quote',
    'service.price_view',
    'service.price_edit',
    'after_sale.view_all',
    'after_sale.review',
    'after_sale.receive',
    'after_sale.refund',
    'after_sale.ship',
    'order.cancel_paid',
    'chat.view_history',
    'promotion.view',
    'catalog.view',
    'catalog.edit',
    'stock.adjust',
    'catalog.import',
    'customer.view',
    'dashboard.view',
    'activity.view',
    'withdrawal.view',
    'ledger.reconcile',
    'distributor.view',
  ],
  admin: [
    'order.view_all',
    'order.view_customer_recent',
    'order.approve',
    'order.reject',
    'order.ship',
    'order.add_logistics',
    'balance.adjust',
    'remittance.view_all',
    'remittance.decide',
    'refund.view_all',
    'refund.transfer',
    'invoice.issue',
    'chat.handle',
    'chat.view_history',
    'message.broadcast',
    'content.edit',
    'content.edit_faq',
    'feedback.view_all',
    'feedback.reply',
    'inquiry.view_all',
    'inquiry.claim',
    'inquiry.quote',
    'service.price_view',
    'service.price_edit',
    'account_cancellation.view_all',
    'account_cancellation.review',
    'after_sale.view_all',
    'after_sale.review',
    'after_sale.receive',
    'after_sale.refund',
    'after_sale.ship',
    'order.cancel_paid',
    'promotion.view',
    'coupon.manage',
    'points.manage',
    'membership.manage',
    'invitation.manage',
    'catalog.view',
    'catalog.edit',
    'stock.adjust',
    'catalog.import',
    'customer.view',
    'customer.disable',
    'staff.manage',
    'audit.view',
    'dashboard.view',
    'activity.view',
    'activity.manage',
    'withdrawal.view',
    'withdrawal.review',
    'ledger.reconcile',
    'distributor.view',
    'distributor.review',
    'commission.manage',
  ],
};

/**
 * What an integrator's API key may do for its owner: a closed set, each scope naming the buyer operations it opens.
 * A key never holds a staff permission, whatever its owner's roles.
 */
export const apiKeyScopeCatalogue = {
  'catalog:read': 'Search the catalog and read parts, their prices, stock and alternatives.',
  'orders:read': "Read the key owner's orders and their details.",
  'orders:write':
    'Place orders, cancel them, confirm receipt and buy again as the key owner (paying stays with the user).',
  bom: "Upload, match and read the key owner's BOMs and put their lines in the cart.",
} as const satisfies Record<string, string>;

export type ApiKeyScope = keyof typeof apiKeyScopeCatalogue;

export const allApiKeyScopes = Object.keys(apiKeyScopeCatalogue) as ApiKeyScope[];

export function isApiKeyScope(name: string): name is ApiKeyScope {
  return Object.hasOwn(apiKeyScopeCatalogue, name);
}

/**
 * Whoever acts: a signed-in user (or any account row, e.g. a chat transfer's target), known by roles; or an
 * integrator key acting for its owner with `apiKeyScopes`, which hold no staff permission at all.
 */
export interface Principal {
  readonly roles: readonly Role[];
  /** Present when an API key acts (the scopes it was given); absent for a user's own session. */
  readonly apiKeyScopes?: readonly ApiKeyScope[];
}

/** Whether `name` is a permission of the catalogue (flows name permissions as plain strings). */
export function isPermission(name: string): name is Permission {
  return Object.hasOwn(permissionCatalogue, name);
}

/** Whether the principal may do what `permission` names. */
export function can(principal: Principal | null | undefined, permission: Permission): boolean {
  if (!principal || principal.apiKeyScopes) return false;
  return principal.roles.some((role) => permissionsOfRole[role]?.includes(permission));
}

/** The roles whose rows grant `permission`. */
export function rolesGranting(permission: Permission): Role[] {
  return (Object.keys(permissionsOfRole) as Role[]).filter((role) => permissionsOfRole[role].includes(permission));
}

/** Whether the principal's roles grant any staff permission: a staff account rather than a shopper's. */
export function holdsStaffPermissions(principal: Principal | null | undefined): boolean {
  return allPermissions.some((permission) => can(principal, permission));
}

/** Every permission the principal holds, in catalogue order (what `me { permissions }` answers). */
export function permissionsOf(principal: Principal | null | undefined): Permission[] {
  return allPermissions.filter((permission) => can(principal, permission));
}

/**
 * The signed-in user if they may do what `permission` names. UNAUTHENTICATED without a session (the client then
 * asks to log in), FORBIDDEN for a user without the permission. A check that passes is noted for the audit log.
 */
export function requirePermission(ctx: RequestContext, permission: Permission): AuthUser {
  const user = requireUser(ctx);
  if (!can(user, permission)) throw new DomainError('FORBIDDEN');
  notePermissionUse(permission);
  return user;
}
