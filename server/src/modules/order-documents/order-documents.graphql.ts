import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { OrderNode } from '../orders/orders.graphql.js';
import { InvoiceType } from '../orders/orders.entities.js';
import { DocumentKind, type DocumentForm } from './order-document-pdf.js';
import { InvoiceRequestStatus, type InvoiceRequest } from './order-documents.entities.js';
import type { OrderDocumentsService, StaffInvoiceRequestView } from './order-documents.service.js';

registerEnumType(DocumentKind, {
  name: 'OrderDocumentKind',
  description: 'The printable documents of an order: proforma invoice and sales contract.',
  valuesConfig: { PROFORMA: { description: 'Proforma invoice.' }, CONTRACT: { description: 'Sales contract.' } },
});
registerEnumType(InvoiceRequestStatus, {
  name: 'InvoiceRequestStatus',
  valuesConfig: {
    REQUESTED: { description: 'Asked for; staff have not issued it yet.' },
    ISSUED: { description: 'Staff issued the invoice.' },
  },
  description: 'Where an invoice request stands.',
});

/** Where the PDF of an order's document downloads (REST, the session cookie or header authorizes it). */
export function documentDownloadPath(orderId: number | string, kind: DocumentKind): string {
  return `/api/order/document/download?id=${encodeURIComponent(String(orderId))}&kind=${kind}`;
}

/** Where an issued invoice's PDF downloads (REST; for its buyer and for staff who issue invoices). */
export function invoiceDownloadPath(orderId: number | string): string {
  return `/api/order/invoice/download?id=${encodeURIComponent(String(orderId))}`;
}

@ObjectType('OrderDocumentForm', {
  description: "The buyer's part of the proforma invoice and contract: remembered, else prefilled from the order.",
})
export class OrderDocumentFormNode {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: "The buyer's company name as printed." }) buyerCompany!: string;
  @Field(() => String, { description: "The buyer's address as printed." }) buyerAddress!: string;
  @Field(() => String, { nullable: true, description: "The buyer's taxpayer ID; null if not given." }) taxNumber!:
    string | null;
  @Field(() => String, { description: "The buyer's contact person." }) contactName!: string;
  @Field(() => String, { description: 'Phone number of the contact.' }) contactPhone!: string;
  @Field(() => String, { nullable: true, description: 'E-mail of the contact; null if not given.' }) contactEmail!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Contract: an Incoterms 2020 rule (EXW, FOB, CIF ...).' })
  incoterm!: string | null;
  @Field(() => String, { nullable: true, description: 'Contract only.' }) paymentTerms!: string | null;
  @Field(() => String, { nullable: true, description: 'Contract only.' }) deliveryTerms!: string | null;
  @Field(() => String, { description: 'Path of the proforma invoice PDF.' }) proformaUrl!: string;
  @Field(() => String, { description: 'Path of the contract PDF (needs the trade terms).' }) contractUrl!: string;
}

@ObjectType('InvoiceRequest', { description: "A buyer's request for the tax invoice of a received order." })
export class InvoiceRequestNode {
  @Field(() => ID, { description: 'ID of the invoice request.' }) id!: string;
  @Field(() => InvoiceType, { description: 'Which kind it is; see `InvoiceType`.' }) type!: InvoiceType;
  @Field(() => String, { description: 'Invoice title: the person or company it is made out to.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Taxpayer ID for a company invoice; null for a personal one.' })
  taxNumber!: string | null;
  @Field(() => String, { description: 'E-mail address.' }) email!: string;
  @Field(() => InvoiceRequestStatus, { description: 'Where it stands now; see `InvoiceRequestStatus`.' })
  status!: InvoiceRequestStatus;
  @Field(() => Date, { description: 'When it was requested.' }) requestedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was issued; null if it has not been.' })
  issuedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Number of the issued invoice; null until ISSUED.' })
  invoiceNumber!: string | null;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { nullable: true, description: "Path of the issued invoice's PDF, once issued." })
  pdfUrl!: string | null;
}

@ObjectType('StaffInvoiceRequest', { description: 'An invoice request with its order and buyer, for staff.' })
export class StaffInvoiceRequestNode {
  @Field(() => ID, { description: 'ID of the staff invoice request.' }) id!: string;
  @Field(() => InvoiceRequestNode, { description: 'The request.' }) invoiceRequest!: InvoiceRequestNode;
  @Field(() => String, { description: 'Number of the order it is for.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Payable in fen (0.01 yuan).' }) payableFen!: number;
  @Field(() => String, { description: 'Display name of the buyer.' }) buyerName!: string;
}

export const { Connection: StaffInvoiceRequestConnection } = connectionTypes(
  'StaffInvoiceRequest',
  StaffInvoiceRequestNode,
);
export type StaffInvoiceRequestConnection = InstanceType<typeof StaffInvoiceRequestConnection>;

@InputType('SaveOrderDocumentFormInput', { description: 'Input of `saveOrderDocumentForm`.' })
export class SaveOrderDocumentFormInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => DocumentKind, { description: 'CONTRACT also needs incoterm, payment and delivery terms.' })
  kind!: DocumentKind;
  @Field(() => String, { description: "The buyer's company name to print." }) buyerCompany!: string;
  @Field(() => String, { description: "The buyer's address to print." }) buyerAddress!: string;
  @Field(() => String, { nullable: true, description: "The buyer's taxpayer ID; null for none." }) taxNumber?:
    string | null;
  @Field(() => String, { description: "The buyer's contact person." }) contactName!: string;
  @Field(() => String, { description: 'Phone number of the contact.' }) contactPhone!: string;
  @Field(() => String, { nullable: true, description: 'E-mail of the contact; null for none.' }) contactEmail?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Trade term (Incoterms 2020), e.g. EXW or DAP; null for none.' })
  incoterm?: string | null;
  @Field(() => String, { nullable: true, description: 'Payment terms as free text; null for none.' }) paymentTerms?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Delivery terms as free text; null for none.' }) deliveryTerms?:
    string | null;
}

@ObjectType('SaveOrderDocumentFormPayload', {
  description: 'What `saveOrderDocumentForm` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SaveOrderDocumentFormPayload {
  @Field(() => OrderDocumentFormNode, {
    nullable: true,
    description: 'The form as saved; null when `userErrors` is not empty.',
  })
  form?: OrderDocumentFormNode;
  @Field(() => String, { nullable: true, description: 'Path of the PDF of the saved kind.' }) downloadUrl?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('RequestInvoiceInput', { description: 'Input of `requestInvoice`.' })
export class RequestInvoiceInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => InvoiceType, { description: 'PERSONAL or ENTERPRISE.' }) type!: InvoiceType;
  @Field(() => String, { description: 'Invoice title: the person or company it is made out to.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Enterprise: 15, 18 or 20 letters and digits.' })
  taxNumber?: string | null;
  @Field(() => String, { description: 'Where the invoice is sent.' }) email!: string;
}

@InputType('IssueInvoiceInput', { description: 'Input of `issueInvoice`.' })
export class IssueInvoiceInput {
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: '6-32 letters, digits or dashes.' }) invoiceNumber!: string;
}

@ObjectType('InvoiceRequestPayload', {
  description:
    'What `requestInvoice`, `issueInvoice` answer: the result, or `userErrors` saying why it did not go through.',
})
export class InvoiceRequestPayload {
  @Field(() => InvoiceRequestNode, {
    nullable: true,
    description: 'The request after the operation; null when `userErrors` is not empty.',
  })
  invoiceRequest?: InvoiceRequestNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toDocumentFormNode(orderId: number, form: DocumentForm): OrderDocumentFormNode {
  return {
    orderId: String(orderId),
    ...form,
    proformaUrl: documentDownloadPath(orderId, DocumentKind.PROFORMA),
    contractUrl: documentDownloadPath(orderId, DocumentKind.CONTRACT),
  };
}

export function toInvoiceRequestNode(request: InvoiceRequest): InvoiceRequestNode {
  return {
    id: String(request.id),
    type: request.type,
    title: request.title,
    taxNumber: request.taxNumber ?? null,
    email: request.email,
    status: request.status,
    requestedAt: request.requestedAt,
    issuedAt: request.issuedAt ?? null,
    invoiceNumber: request.invoiceNumber ?? null,
    orderId: String(request.order.id),
    pdfUrl: request.status === InvoiceRequestStatus.ISSUED ? invoiceDownloadPath(request.order.id) : null,
  };
}

function toStaffInvoiceRequestNode(view: StaffInvoiceRequestView & { id: number }): StaffInvoiceRequestNode {
  return {
    id: String(view.id),
    invoiceRequest: toInvoiceRequestNode(view.request),
    orderNumber: view.orderNumber,
    payableFen: view.payableFen,
    buyerName: view.buyerName,
  };
}

export function documentFormOf(input: Omit<SaveOrderDocumentFormInput, 'orderId' | 'kind'>): DocumentForm {
  return {
    buyerCompany: input.buyerCompany,
    buyerAddress: input.buyerAddress,
    taxNumber: input.taxNumber ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail ?? null,
    incoterm: input.incoterm ?? null,
    paymentTerms: input.paymentTerms ?? null,
    deliveryTerms: input.deliveryTerms ?? null,
  };
}

@Resolver()
export class OrderDocumentsResolver {
  constructor(private readonly documents: OrderDocumentsService) {}

  @Query(() => OrderDocumentFormNode, {
    description: "The proforma/contract form of one of the buyer's orders, remembered or prefilled.",
  })
  async orderDocumentForm(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<OrderDocumentFormNode> {
    const id = parseId(orderId, ['orderId']);
    return toDocumentFormNode(id, await this.documents.documentForm(ctx, id));
  }

  @Mutation(() => SaveOrderDocumentFormPayload, {
    description: 'Checks and remembers the form; the answer names where the PDF downloads.',
  })
  saveOrderDocumentForm(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveOrderDocumentFormInput, { description: "The operation's fields; see the input type." })
    input: SaveOrderDocumentFormInput,
  ): Promise<SaveOrderDocumentFormPayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = parseId(input.orderId, ['input', 'orderId']);
      const form = await this.documents.saveDocumentForm(ctx, id, input.kind, documentFormOf(input));
      return { form: toDocumentFormNode(id, form), downloadUrl: documentDownloadPath(id, input.kind) };
    });
  }

  @Mutation(() => InvoiceRequestPayload, { description: 'The buyer requests the invoice of a received order.' })
  requestInvoice(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RequestInvoiceInput, { description: "The operation's fields; see the input type." })
    input: RequestInvoiceInput,
  ): Promise<InvoiceRequestPayload> {
    return withUserErrors(ctx.locale, async () => ({
      invoiceRequest: toInvoiceRequestNode(
        await this.documents.requestInvoice(ctx, parseId(input.orderId, ['input', 'orderId']), input),
      ),
    }));
  }

  @Query(() => StaffInvoiceRequestConnection, {
    description: 'Sales and admin staff: invoice requests, newest first, by state and order number or title.',
  })
  async staffInvoiceRequests(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => InvoiceRequestStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: InvoiceRequestStatus | null,
    @Arg('search', () => String, { nullable: true, description: 'The beginning of an order number or invoice title.' })
    search: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<StaffInvoiceRequestConnection> {
    const page = await this.documents.staffInvoiceRequests(
      ctx,
      { status, search },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(
      { ...page, items: page.items.map((view) => ({ ...view, id: view.request.id })) },
      toStaffInvoiceRequestNode,
    );
  }

  @Mutation(() => InvoiceRequestPayload, { description: 'Sales and admin staff: issue a requested invoice.' })
  issueInvoice(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => IssueInvoiceInput, { description: "The operation's fields; see the input type." })
    input: IssueInvoiceInput,
  ): Promise<InvoiceRequestPayload> {
    return withUserErrors(ctx.locale, async () => ({
      invoiceRequest: toInvoiceRequestNode(
        await this.documents.issueInvoice(ctx, parseId(input.orderId, ['input', 'orderId']), input.invoiceNumber),
      ),
    }));
  }
}

/** The invoice request on an order the caller already sees (their own; staff any). */
@Resolver(() => OrderNode)
export class OrderInvoiceFieldsResolver {
  constructor(private readonly documents: OrderDocumentsService) {}

  @FieldResolver(() => InvoiceRequestNode, { nullable: true, description: 'The invoice request, once made.' })
  async invoiceRequest(@Root() order: OrderNode, @Ctx() { ctx }: GraphQLContext): Promise<InvoiceRequestNode | null> {
    const request = await this.documents.invoiceRequestOf(ctx.em, Number(order.id));
    return request && toInvoiceRequestNode(request);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the buyer may request the invoice now (received, none yet).' })
  async canRequestInvoice(@Root() order: OrderNode, @Ctx() { ctx }: GraphQLContext): Promise<boolean> {
    return this.documents.canRequestInvoice(order, await this.documents.invoiceRequestOf(ctx.em, Number(order.id)));
  }
}
