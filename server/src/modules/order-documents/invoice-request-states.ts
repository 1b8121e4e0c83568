import { OrderStatus } from '../orders/orders.entities.js';
import { InvoiceRequestStatus } from './order-documents.entities.js';

export const InvoiceRequestAction = { REQUEST: 'REQUEST', ISSUE: 'ISSUE' } as const;
export type InvoiceRequestAction = (typeof InvoiceRequestAction)[keyof typeof InvoiceRequestAction];

export interface InvoiceRequestTransition {
  action: InvoiceRequestAction;
  /** null: no request yet. */
  from: readonly (InvoiceRequestStatus | null)[];
  to: InvoiceRequestStatus;
  actor: 'buyer' | 'staff';
}

/** THE invoice-request state machine: the buyer requests, sales or admin staff issue. */
export const invoiceRequestTransitions: readonly InvoiceRequestTransition[] = [
  { action: InvoiceRequestAction.REQUEST, from: [null], to: InvoiceRequestStatus.REQUESTED, actor: 'buyer' },
  {
    action: InvoiceRequestAction.ISSUE,
    from: [InvoiceRequestStatus.REQUESTED],
    to: InvoiceRequestStatus.ISSUED,
    actor: 'staff',
  },
];

export function invoiceTransitionOf(action: InvoiceRequestAction): InvoiceRequestTransition {
  return invoiceRequestTransitions.find((transition) => transition.action === action)!;
}

/** Orders whose goods arrived (received, to be reviewed, or completed) may have an invoice requested. */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.PENDING_REVIEW, OrderStatus.COMPLETED];
