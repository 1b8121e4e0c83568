import type { Permission } from '../../platform/auth/index.js';
import { Flow, type FlowChange, type FlowTransition } from '../../platform/flows/flow.js';
import { OrderStatus } from '../orders/orders.entities.js';
import { InvoiceRequest, InvoiceRequestStatus } from './order-documents.entities.js';

/**
 * The events of an invoice request. The buyer's request creates it REQUESTED (once per order, of an order whose
 * goods arrived); then staff issue it.
 */
export const InvoiceRequestEvent = { ISSUE: 'ISSUE' } as const;
export type InvoiceRequestEvent = (typeof InvoiceRequestEvent)[keyof typeof InvoiceRequestEvent];

/** Issuing tells the buyer the invoice number and where it went. */
export type InvoiceRequestEffect = 'notifyBuyer';

/** THE invoice request flow: sales or admin staff issue a requested invoice. */
export const invoiceRequestTransitions: readonly FlowTransition<
  InvoiceRequestStatus,
  InvoiceRequestEvent,
  InvoiceRequestEffect,
  Permission
>[] = [
  {
    event: InvoiceRequestEvent.ISSUE,
    from: [InvoiceRequestStatus.REQUESTED],
    to: InvoiceRequestStatus.ISSUED,
    by: [{ permission: 'invoice.issue' }],
    effects: ['notifyBuyer'],
  },
];

/** Orders whose goods arrived (received, to be reviewed, or completed) may have an invoice requested. */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.PENDING_REVIEW, OrderStatus.COMPLETED];

export type InvoiceRequestFlow = Flow<
  InvoiceRequest,
  InvoiceRequestStatus,
  InvoiceRequestEvent,
  InvoiceRequestEffect,
  Permission
>;
export type InvoiceRequestChange = FlowChange<InvoiceRequest, InvoiceRequestStatus, InvoiceRequestEvent, Permission>;

export function createInvoiceRequestFlow(
  effects: Record<InvoiceRequestEffect, (change: InvoiceRequestChange) => Promise<void>>,
) {
  const flow: InvoiceRequestFlow = new Flow({
    name: 'invoice request',
    entity: InvoiceRequest,
    stateField: 'status',
    ownerOf: (request) => request.user.id,
    transitions: invoiceRequestTransitions,
    notAllowed: 'INVOICE_ALREADY_ISSUED',
    effects,
  });
  return flow;
}
