import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../identity/identity.entities.js';
import { Order, InvoiceType } from '../orders/orders.entities.js';

/**
 * What a buyer last typed into the proforma-invoice and contract forms, remembered per user so the next
 * order's forms come prefilled with it.
 */
export const DocumentProfile = defineEntity({
  name: 'DocumentProfile',
  tableName: 'document_profile',
  properties: {
    user: () => p.manyToOne(User).ref().primary(),
    buyerCompany: p.string().length(100),
    buyerAddress: p.string().length(200),
    taxNumber: p.string().length(20).nullable(),
    contactName: p.string().length(50),
    contactPhone: p.string().length(32),
    contactEmail: p.string().length(191).nullable(),
    /** Contract only: an Incoterms 2020 rule (EXW, FCA, CPT ...). */
    incoterm: p.string().length(3).nullable(),
    paymentTerms: p.string().length(200).nullable(),
    deliveryTerms: p.string().length(200).nullable(),
    updatedAt: p.datetime(),
  },
});
export type DocumentProfile = InferEntity<typeof DocumentProfile>;

export const InvoiceRequestStatus = { REQUESTED: 'REQUESTED', ISSUED: 'ISSUED' } as const;
export type InvoiceRequestStatus = (typeof InvoiceRequestStatus)[keyof typeof InvoiceRequestStatus];

/** A buyer's request for the invoice of a received or completed order; staff issue it. One per order. */
export const InvoiceRequest = defineEntity({
  name: 'InvoiceRequest',
  tableName: 'invoice_request',
  indexes: [{ properties: ['status', 'requestedAt'] }],
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).ref().unique().deleteRule('cascade'),
    user: () => p.manyToOne(User).ref(),
    /** Personal or enterprise (never none). */
    type: p.enum(() => InvoiceType),
    title: p.string().length(100),
    taxNumber: p.string().length(20).nullable(),
    email: p.string().length(191),
    status: p.enum(() => InvoiceRequestStatus),
    requestedAt: p.datetime(),
    issuedAt: p.datetime().nullable(),
    issuedBy: p.integer().nullable(),
    /** The number of the issued invoice, as staff entered it. */
    invoiceNumber: p.string().length(32).nullable(),
  },
});
export type InvoiceRequest = InferEntity<typeof InvoiceRequest>;

export const orderDocumentEntities = [DocumentProfile, InvoiceRequest];
