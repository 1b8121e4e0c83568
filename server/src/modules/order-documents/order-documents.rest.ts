import { z } from 'zod';
import { parseId } from '../../platform/graphql/ids.js';
import { defineRoute, FileAnswer } from '../../rest/route.js';
import { InvoiceType } from '../orders/orders.entities.js';
import { documentFormOf, toDocumentFormNode, toInvoiceRequestNode } from './order-documents.graphql.js';
import { DocumentKind } from './order-document-pdf.js';
import type { OrderDocumentsService } from './order-documents.service.js';

const idText = z.union([z.string(), z.number().int()]).transform(String);
const kind = z.enum([DocumentKind.PROFORMA, DocumentKind.CONTRACT]);
const optionalText = z.string().nullable().optional();
const formFields = {
  buyerCompany: z.string(),
  buyerAddress: z.string(),
  taxNumber: optionalText,
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: optionalText,
  incoterm: optionalText.describe('Contract: EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR or CIF'),
  paymentTerms: optionalText,
  deliveryTerms: optionalText,
};
const form = z.object({}).passthrough().describe('As the GraphQL OrderDocumentForm');
const invoiceRequest = z.object({}).passthrough().describe('As the GraphQL InvoiceRequest');

/** Documents and invoice requests of the buyer's orders, under /api/order; each needs a session. */
export function orderDocumentRoutes(service: OrderDocumentsService) {
  return [
    defineRoute({
      method: 'POST',
      path: '/order/document/form',
      tag: 'order',
      summary: 'The proforma/contract form of one of the buyer’s orders, remembered or prefilled (orderDocumentForm)',
      body: z.object({ id: idText }),
      data: form,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        return toDocumentFormNode(id, await service.documentForm(ctx, id));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/document/save',
      tag: 'order',
      summary: 'Checks and remembers the form of a document kind (saveOrderDocumentForm)',
      body: z.object({ id: idText, kind, ...formFields }),
      data: form,
      handle: async (ctx, { body }) => {
        const id = parseId(body.id, ['id']);
        return toDocumentFormNode(id, await service.saveDocumentForm(ctx, id, body.kind, documentFormOf(body)));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/document/download',
      tag: 'order',
      summary:
        'The PDF (application/pdf attachment) of a proforma invoice or contract of one of the buyer’s orders; -404 for anyone else’s',
      query: z.object({ id: idText, kind }),
      data: z.string().describe('The PDF bytes, not an envelope'),
      handle: async (ctx, { query }) => {
        const file = await service.renderDocument(ctx, parseId(query.id, ['id']), query.kind);
        return new FileAnswer(file.filename, file.contentType, file.bytes);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/order/invoice/download',
      tag: 'order',
      summary:
        'The PDF (application/pdf attachment) of the issued invoice of an order, for its buyer and staff who issue invoices; -404 for anyone else or before it is issued',
      query: z.object({ id: idText }),
      data: z.string().describe('The PDF bytes, not an envelope'),
      handle: async (ctx, { query }) => {
        const file = await service.renderInvoice(ctx, parseId(query.id, ['id']));
        return new FileAnswer(file.filename, file.contentType, file.bytes);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/order/invoice/request',
      tag: 'order',
      summary: 'Requests the invoice of a received or completed order (requestInvoice)',
      body: z.object({
        id: idText,
        type: z.enum([InvoiceType.PERSONAL, InvoiceType.ENTERPRISE]),
        title: z.string(),
        taxNumber: optionalText,
        email: z.string(),
      }),
      data: invoiceRequest,
      handle: async (ctx, { body }) =>
        toInvoiceRequestNode(await service.requestInvoice(ctx, parseId(body.id, ['id']), body)),
    }),
  ];
}
