import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/sql';
import { actorOf, can, requirePermission, requireUser, type RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Page, PageRequest } from '../../platform/graphql/connection.js';
import type { Clock } from '../../platform/jobs/clock.js';
import { Product } from '../catalog/catalog.entities.js';
import { normaliseEmail } from '../identity/account-address.js';
import { User } from '../identity/identity.entities.js';
import { userDirectory } from '../identity/user-directory.js';
import type { NotificationService } from '../messages/notification.service.js';
import { checkInvoice } from '../orders/checkout-rules.js';
import { InvoiceType, Order, OrderLine } from '../orders/orders.entities.js';
import {
  createInvoiceRequestFlow,
  INVOICEABLE_ORDER_STATUSES,
  InvoiceRequestEvent,
  type InvoiceRequestFlow,
} from './order-documents.states.js';
import {
  DocumentKind,
  renderInvoiceDocument,
  renderOrderDocument,
  type DocumentForm,
  type DocumentLine,
} from './order-document-pdf.js';
import { DocumentProfile, InvoiceRequest, InvoiceRequestStatus } from './order-documents.entities.js';

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

export interface DocumentFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface InvoiceRequestInput {
  type: InvoiceType;
  title: string;
  taxNumber?: string | null;
  email: string;
}

export interface StaffInvoiceRequestFilter {
  status?: InvoiceRequestStatus | null | undefined;
  /** The beginning of an order number or of the invoice title. */
  search?: string | null | undefined;
}

/** An invoice request with what staff need to issue it: its order and buyer. */
export interface StaffInvoiceRequestView {
  request: InvoiceRequest;
  orderNumber: string;
  payableFen: number;
  buyerName: string;
}

/** Trims a form field and checks its length; `required` fields may not be empty. */
function text(value: string | null | undefined, field: string, max: number, required: boolean): string | null {
  const trimmed = (value ?? '').trim();
  if ((required && !trimmed) || trimmed.length > max) {
    throw new DomainError('DOCUMENT_FIELD_REQUIRED', { params: { field, max }, field: ['input', field] });
  }
  return trimmed || null;
}

/**
 * The buyer's documents of an order: the proforma invoice and the sales contract (a form remembered per
 * buyer, then a PDF printed from the order's stored lines and totals, the same figures GraphQL and REST
 * answer), and the request for a tax invoice once the goods arrived, which sales or admin staff issue.
 */
export class OrderDocumentsService {
  readonly invoiceFlow: InvoiceRequestFlow;

  constructor(
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
  ) {
    this.invoiceFlow = createInvoiceRequestFlow({
      notifyBuyer: async ({ em, subject: request, changes }) => {
        const order = await em.findOneOrFail(Order, request.order.id);
        await this.notifications.notify(em, order.user.id, {
          kind: 'system',
          templateKey: 'invoiceIssued',
          params: { number: order.number, invoiceNumber: changes.invoiceNumber ?? '', email: request.email },
          link: `/user/order/details?id=${order.id}`,
        });
      },
    });
  }

  // ---- Proforma invoice and contract ------------------------------------------------------------------

  /** The form for one of the buyer's orders: what they entered last time, else filled from order and profile. */
  async documentForm(ctx: RequestContext, orderId: number): Promise<DocumentForm> {
    const order = await this.ownOrder(ctx, orderId);
    const saved = await ctx.em.findOne(DocumentProfile, { user: order.user.id }, { refresh: true });
    if (saved) {
      return {
        buyerCompany: saved.buyerCompany,
        buyerAddress: saved.buyerAddress,
        taxNumber: saved.taxNumber ?? null,
        contactName: saved.contactName,
        contactPhone: saved.contactPhone,
        contactEmail: saved.contactEmail ?? null,
        incoterm: saved.incoterm ?? null,
        paymentTerms: saved.paymentTerms ?? null,
        deliveryTerms: saved.deliveryTerms ?? null,
      };
    }
    const user = await ctx.em.findOneOrFail(User, order.user.id);
    const address = order.address;
    const pickup = order.pickup;
    const enterpriseTitle = order.invoiceType === InvoiceType.ENTERPRISE ? order.invoiceTitle : null;
    return {
      buyerCompany: enterpriseTitle ?? user.companyName ?? '',
      buyerAddress: address
        ? [address.province, address.city, address.district, address.detail].filter(Boolean).join(' ')
        : '',
      taxNumber: order.invoiceTaxNumber ?? null,
      contactName:
        address?.consignee ??
        pickup?.personName ??
        ([user.lastName, user.firstName].filter(Boolean).join('') || user.nickname || ''),
      contactPhone: address
        ? `+${address.areaCode} ${address.phone}`
        : pickup
          ? `+${pickup.personAreaCode} ${pickup.personPhone}`
          : (user.phone ?? ''),
      contactEmail: user.email ?? null,
      incoterm: null,
      paymentTerms: null,
      deliveryTerms: null,
    };
  }

  /** Checks and remembers the form of `kind` (a contract needs its trade terms); answers it as saved. */
  async saveDocumentForm(
    ctx: RequestContext,
    orderId: number,
    kind: DocumentKind,
    input: DocumentForm,
  ): Promise<DocumentForm> {
    const order = await this.ownOrder(ctx, orderId);
    const contract = kind === DocumentKind.CONTRACT;
    const taxNumber = text(input.taxNumber, 'taxNumber', 20, false);
    const incoterm = text(input.incoterm, 'incoterm', 3, contract)?.toUpperCase() ?? null;
    if (incoterm && !(INCOTERMS as readonly string[]).includes(incoterm)) {
      throw new DomainError('INCOTERM_INVALID', { field: ['input', 'incoterm'] });
    }
    const form: DocumentForm = {
      buyerCompany: text(input.buyerCompany, 'buyerCompany', 100, true)!,
      buyerAddress: text(input.buyerAddress, 'buyerAddress', 200, true)!,
      taxNumber: taxNumber?.toUpperCase() ?? null,
      contactName: text(input.contactName, 'contactName', 50, true)!,
      contactPhone: text(input.contactPhone, 'contactPhone', 32, true)!,
      contactEmail: input.contactEmail?.trim() ? normaliseEmail(input.contactEmail, ['input', 'contactEmail']) : null,
      incoterm,
      paymentTerms: text(input.paymentTerms, 'paymentTerms', 200, contract),
      deliveryTerms: text(input.deliveryTerms, 'deliveryTerms', 200, contract),
    };
    const userId = order.user.id;
    const profile = await ctx.em.findOne(DocumentProfile, { user: userId });
    if (profile) {
      // A proforma form leaves the remembered trade terms as they were.
      Object.assign(
        profile,
        contract
          ? form
          : {
              ...form,
              incoterm: profile.incoterm,
              paymentTerms: profile.paymentTerms,
              deliveryTerms: profile.deliveryTerms,
            },
      );
      profile.updatedAt = this.clock.now();
    } else {
      ctx.em.create(DocumentProfile, { user: userId, ...form, updatedAt: this.clock.now() });
    }
    await ctx.em.flush();
    return this.documentForm(ctx, orderId);
  }

  /**
   * The PDF of one of the buyer's orders, from the remembered form (or the prefilled one). Someone
   * else's order is NOT_FOUND, as if it did not exist; a contract without trade terms asks for them.
   */
  async renderDocument(ctx: RequestContext, orderId: number, kind: DocumentKind): Promise<DocumentFile> {
    const order = await this.ownOrder(ctx, orderId);
    const form = await this.documentForm(ctx, orderId);
    if (kind === DocumentKind.CONTRACT && !(form.incoterm && form.paymentTerms && form.deliveryTerms)) {
      throw new DomainError('DOCUMENT_FIELD_REQUIRED', {
        params: { field: 'incoterm', max: 3 },
        field: ['input', 'incoterm'],
      });
    }
    const bytes = await renderOrderDocument({
      kind,
      order,
      lines: await this.documentLines(ctx, order),
      form,
      issuedAt: this.clock.now(),
    });
    const prefix = kind === DocumentKind.CONTRACT ? 'contract' : 'proforma';
    return { filename: `${prefix}-${order.number}.pdf`, contentType: 'application/pdf', bytes };
  }

  // ---- Invoice requests -------------------------------------------------------------------------------

  /** The invoice request of an order the caller may already see (their own, or any for staff). */
  invoiceRequestOf(em: EntityManager, orderId: number): Promise<InvoiceRequest | null> {
    return em.findOne(InvoiceRequest, { order: orderId }, { refresh: true });
  }

  /** Whether the buyer may request the invoice of this order now. */
  canRequestInvoice(order: Pick<Order, 'status'>, request: InvoiceRequest | null): boolean {
    return !request && INVOICEABLE_ORDER_STATUSES.includes(order.status);
  }

  /** The buyer asks for the invoice of a received or completed order; once per order. */
  async requestInvoice(ctx: RequestContext, orderId: number, input: InvoiceRequestInput): Promise<InvoiceRequest> {
    const order = await this.ownOrder(ctx, orderId);
    if (!INVOICEABLE_ORDER_STATUSES.includes(order.status)) throw new DomainError('INVOICE_REQUEST_NOT_ALLOWED');
    if (input.type === InvoiceType.NONE) {
      throw new DomainError('INVALID_INPUT', { params: { field: 'type' }, field: ['input', 'type'] });
    }
    const checked = checkInvoice({ type: input.type, title: input.title, taxNumber: input.taxNumber ?? null });
    const email = normaliseEmail(input.email, ['input', 'email']);
    if (await ctx.em.count(InvoiceRequest, { order: order.id })) throw new DomainError('INVOICE_ALREADY_REQUESTED');
    try {
      const request = ctx.em.create(InvoiceRequest, {
        order: order.id,
        user: order.user.id,
        type: checked.invoiceType,
        title: checked.invoiceTitle!,
        taxNumber: checked.invoiceTaxNumber,
        email,
        status: InvoiceRequestStatus.REQUESTED,
        requestedAt: this.clock.now(),
        issuedAt: null,
        issuedBy: null,
        invoiceNumber: null,
      });
      await ctx.em.flush();
      return request;
    } catch (error) {
      // Two requests at once: the unique order column lets one through.
      if (error instanceof UniqueConstraintViolationException) throw new DomainError('INVOICE_ALREADY_REQUESTED');
      throw error;
    }
  }

  /** Sales or admin staff issue a requested invoice; the buyer is notified. */
  async issueInvoice(ctx: RequestContext, orderId: number, invoiceNumber: string): Promise<InvoiceRequest> {
    const actor = actorOf(ctx);
    this.invoiceFlow.requireParty(InvoiceRequestEvent.ISSUE, actor);
    const number = invoiceNumber.trim();
    if (!INVOICE_NUMBER_PATTERN.test(number)) {
      throw new DomainError('INVOICE_NUMBER_INVALID', { field: ['input', 'invoiceNumber'] });
    }
    const order = await ctx.em.findOne(Order, orderId);
    if (!order) throw new DomainError('NOT_FOUND');
    // No request yet counts as not issuable, as before: the request is what staff issue.
    const request = await this.invoiceRequestOf(ctx.em, order.id);
    if (!request) throw new DomainError('INVOICE_ALREADY_ISSUED');
    await ctx.em.transactional(async (tx) => {
      const issued = await this.invoiceFlow.fire(tx, request, InvoiceRequestEvent.ISSUE, {
        actor,
        changes: { issuedAt: this.clock.now(), issuedBy: actor.userId, invoiceNumber: number },
      });
      if (!issued) throw new DomainError('INVOICE_ALREADY_ISSUED');
    });
    return (await this.invoiceRequestOf(ctx.em, order.id))!;
  }

  /**
   * The PDF of an issued invoice: for the order's buyer, and for staff with `invoice.issue`. Anyone else's order,
   * or an invoice not issued yet, is NOT_FOUND.
   */
  async renderInvoice(ctx: RequestContext, orderId: number): Promise<DocumentFile> {
    const user = requireUser(ctx);
    const order = await ctx.em.findOne(Order, { id: orderId }, { refresh: true });
    const mayRead = order && (order.user.id === Number(user.id) || can(user, 'invoice.issue'));
    const request = mayRead ? await this.invoiceRequestOf(ctx.em, order.id) : null;
    if (!order || !request || request.status !== InvoiceRequestStatus.ISSUED) throw new DomainError('NOT_FOUND');
    const bytes = await renderInvoiceDocument({
      order,
      lines: await this.documentLines(ctx, order),
      invoice: {
        number: request.invoiceNumber ?? '',
        title: request.title,
        taxNumber: request.taxNumber ?? null,
        email: request.email,
      },
      issuedAt: request.issuedAt ?? this.clock.now(),
    });
    return { filename: `invoice-${request.invoiceNumber}.pdf`, contentType: 'application/pdf', bytes };
  }

  /**
   * Staff with `invoice.issue`: the invoice requests, newest first, waiting or issued, optionally only those whose
   * order number or invoice title begins with `search`.
   */
  async staffInvoiceRequests(
    ctx: RequestContext,
    filter: StaffInvoiceRequestFilter,
    page: PageRequest,
  ): Promise<Page<StaffInvoiceRequestView>> {
    requirePermission(ctx, 'invoice.issue');
    const where: FilterQuery<InvoiceRequest> = {};
    if (filter.status) where.status = filter.status;
    const search = filter.search?.trim();
    if (search) {
      const prefix = `${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
      where.$or = [{ order: { number: { $like: prefix } } }, { title: { $like: prefix } }];
    }
    const [rows, totalCount] = await Promise.all([
      ctx.em.find(
        InvoiceRequest,
        { ...where, ...(page.afterId !== undefined && { id: { $lt: page.afterId } }) } as FilterQuery<InvoiceRequest>,
        { orderBy: { id: 'desc' }, limit: page.first + 1, populate: ['order'] },
      ),
      ctx.em.count(InvoiceRequest, where),
    ]);
    const requests = rows.slice(0, page.first);
    const names = await userDirectory.displayNames(ctx.em, [...new Set(requests.map((request) => request.user.id))]);
    return {
      items: requests.map((request) => {
        const order = request.order.getEntity();
        return {
          request,
          orderNumber: order.number,
          payableFen: order.payableFen,
          buyerName: names.get(request.user.id) ?? '',
        };
      }),
      hasNextPage: rows.length > page.first,
      hasPreviousPage: page.afterId !== undefined,
      totalCount,
    };
  }

  /** The order's lines with each part's description in the reader's language. */
  private async documentLines(ctx: RequestContext, order: Order): Promise<DocumentLine[]> {
    const lines = await ctx.em.find(OrderLine, { order: order.id }, { orderBy: { id: 'asc' } });
    const products = await ctx.em.find(
      Product,
      { id: { $in: lines.map((line) => line.product.id) } },
      { fields: ['id', 'description'] },
    );
    const descriptionOf = new Map(
      products.map((product) => [product.id, product.description[ctx.locale] || product.description['zh-CN'] || '']),
    );
    return lines.map((line) => ({ line, description: descriptionOf.get(line.product.id) ?? '' }));
  }

  /** The caller's own order; someone else's (or a deleted one) is NOT_FOUND. */
  private async ownOrder(ctx: RequestContext, orderId: number): Promise<Order> {
    const userId = Number(requireUser(ctx).id);
    const order = await ctx.em.findOne(Order, { id: orderId, user: userId, deletedAt: null }, { refresh: true });
    if (!order) throw new DomainError('NOT_FOUND');
    return order;
  }
}

export { DocumentKind, InvoiceRequestStatus };
