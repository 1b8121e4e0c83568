import { Money } from '../../platform/graphql/money-scalar.js';
import {
  Arg,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { fenToNumber, lineTotalFen } from '@circuitmart/rules/money';
import { InquiryState, type Inquiry, type InquiryQuoteLine } from './inquiries.entities.js';
import type { InquiryDetails, InquiryService, QueueScope } from './inquiries.service.js';

registerEnumType(InquiryState, {
  name: 'InquiryState',
  description: 'PENDING until sales staff reply; then REPLIED.',
  valuesConfig: {
    PENDING: { description: 'Waits for a sales reply.' },
    REPLIED: { description: 'Sales staff replied.' },
  },
});

export const InquiryQueueScope = { ALL: 'ALL', MINE: 'MINE', UNCLAIMED: 'UNCLAIMED' } as const satisfies Record<
  QueueScope,
  QueueScope
>;
registerEnumType(InquiryQueueScope, {
  name: 'InquiryQueueScope',
  description: "Everyone's inquiries, the caller's claims, or those nobody claimed.",
  valuesConfig: {
    ALL: { description: 'Every inquiry.' },
    MINE: { description: 'Inquiries the caller claimed.' },
    UNCLAIMED: { description: 'Inquiries nobody has claimed.' },
  },
});

@ObjectType('InquiryPart', { description: 'The shop part an inquiry or a quoted line refers to.' })
export class InquiryPartNode {
  @Field(() => ID, { description: 'ID of the inquiry part.' }) id!: string;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
}

@ObjectType('InquiryQuoteLine', { description: 'One quoted line of a sales reply.' })
export class InquiryQuoteLineNode {
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: 'What the line is, as sales staff wrote it; may be empty.' })
  description!: string;
  @Field(() => Int, { description: 'Pieces quoted.' }) quantity!: number;
  @Field(() => Money, { description: 'Quoted unit price in 0.0001 yuan.' }) unitPriceMilli!: number;
  @Field(() => Money, { description: 'quantity × unitPriceMilli rounded half-up once, in fen.' })
  lineTotalFen!: number;
  @Field(() => ID, { nullable: true, description: 'The shop part, when the line is one (only those go to the cart).' })
  productId!: string | null;
  @Field(() => String, { description: 'Lead time as sales staff wrote it (e.g. "2 weeks"); may be empty.' })
  leadTime!: string;
}

@ObjectType('InquiryReplyFile', { description: 'A file sales staff attached to the reply.' })
export class InquiryReplyFileNode {
  @Field(() => ID, { description: 'ID of the inquiry reply file.' }) id!: string;
  @Field(() => String, { description: 'Name of the file as uploaded.' }) filename!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
}

@ObjectType('InquiryDraftLine', { description: "A quoted line prefilled from the buyer's BOM by the BOM matcher." })
export class InquiryDraftLineNode {
  @Field(() => String, { description: "The line's row in the BOM file." }) reference!: string;
  @Field(() => String, { description: 'MATCHED, SUGGESTED or UNMATCHED.' }) status!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The `BomMatchReason` of a matched or suggested line; null when unmatched.',
  })
  reason!: string | null;
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { description: 'Description from the BOM line.' }) description!: string;
  @Field(() => Int, { description: 'Pieces asked for.' }) quantity!: number;
  @Field(() => Money, { description: 'Catalogue unit price for that quantity, 0.0001 yuan; 0 without a part.' })
  unitPriceMilli!: number;
  @Field(() => ID, { nullable: true, description: 'ID of the product. Null when there is none.' }) productId!:
    string | null;
  @Field(() => String, { description: 'Lead time to quote; empty until sales staff fill it in.' }) leadTime!: string;
}

@ObjectType('InquiryAttachmentInfo', { description: 'The file a buyer attached to an inquiry.' })
export class InquiryAttachmentInfoNode {
  @Field(() => String, { description: 'Name of the file as uploaded.' }) filename!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
}

@ObjectType('Inquiry', { description: 'A price inquiry (spec §3).' })
export class InquiryNode {
  @Field(() => ID, { description: 'ID of the inquiry.' }) id!: string;
  @Field(() => String, { description: 'The inquiry number shown to buyer and staff; unique, distinct from the ID.' })
  number!: string;
  @Field(() => String, { description: "Name of the buyer's project." }) projectName!: string;
  @Field(() => Int, { description: 'Pieces a year.' }) annualUsage!: number;
  @Field(() => Money, { nullable: true, description: 'Wished unit price in 0.0001 yuan.' })
  targetUnitPriceMilli!: number | null;
  @Field(() => String, { description: "The buyer's company." }) companyName!: string;
  @Field(() => String, { description: "The company's address; may be empty." }) companyAddress!: string;
  @Field(() => String, { description: 'Who sales staff should contact.' }) contactName!: string;
  @Field(() => String, { description: 'Phone number of the contact.' }) contactPhone!: string;
  @Field(() => String, { description: "The buyer's message; may be empty." }) message!: string;
  @Field(() => InquiryState, { description: 'Where it stands now; see `InquiryState`.' }) state!: InquiryState;
  @Field(() => String, { nullable: true, description: 'The sales reply text; null while PENDING.' }) reply!:
    string | null;
  @Field(() => String, { nullable: true, description: "The sales specialist's name." }) salesSpecialist!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was replied; null if it has not been.' })
  repliedAt!: Date | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => InquiryAttachmentInfoNode, { nullable: true, description: 'The file the buyer attached; null if none.' })
  attachment!: InquiryAttachmentInfoNode | null;
  @Field(() => InquiryPartNode, { nullable: true, description: 'The part asked about from its page.' })
  product!: InquiryPartNode | null;
  @Field(() => Int, { nullable: true, description: 'Pieces wanted of that part.' }) quantity!: number | null;
  @Field(() => Date, { nullable: true, description: 'When a sales specialist claimed it.' }) claimedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'End of the day to which the quoted prices hold.' })
  validUntil!: Date | null;
  @Field(() => Boolean, { description: 'Replied with a validity that has not passed.' }) quoteValid!: boolean;
  @Field(() => Boolean, { description: 'Claimed by the signed-in sales specialist.' }) claimedByMe!: boolean;
  @Field(() => [InquiryQuoteLineNode], {
    description: 'The quoted lines of the reply; empty while PENDING or when the reply quoted none.',
  })
  quoteLines!: InquiryQuoteLineNode[];
  @Field(() => [InquiryReplyFileNode], { description: 'Files sales staff attached to the reply; may be empty.' })
  replyAttachments!: InquiryReplyFileNode[];
}

@InputType('CreateInquiryInput', { description: 'Attachments go through POST /api/inquiry/create (multipart).' })
export class CreateInquiryInput {
  @Field(() => String, { description: "Name of the buyer's project." }) projectName!: string;
  @Field(() => Int, { description: 'Pieces the buyer expects to use a year.' }) annualUsage!: number;
  @Field(() => Money, { nullable: true, description: 'Target unit price in 0.0001 yuan.' }) targetUnitPriceMilli?:
    number | null;
  @Field(() => String, { description: "The buyer's company." }) companyName!: string;
  @Field(() => String, { defaultValue: '', description: "The company's address; empty by default." })
  companyAddress!: string;
  @Field(() => String, { description: 'Who sales staff should contact.' }) contactName!: string;
  @Field(() => String, { description: 'Phone number of the contact.' }) contactPhone!: string;
  @Field(() => String, { defaultValue: '', description: 'Anything else for sales staff; empty by default.' })
  message!: string;
  @Field(() => ID, { nullable: true, description: 'The part asked about from its page.' }) productId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Pieces wanted of that part.' }) quantity?: number | null;
}

@InputType('InquiryQuoteLineInput', { description: 'Input of `ReplyInquiryInput.lines`.' })
export class InquiryQuoteLineInput {
  @Field(() => String, { description: 'Manufacturer part number.' }) mpn!: string;
  @Field(() => String, { defaultValue: '', description: 'What the line is; empty by default.' }) description!: string;
  @Field(() => Int, { description: 'Pieces quoted.' }) quantity!: number;
  @Field(() => Money, { description: '0.0001 yuan.' }) unitPriceMilli!: number;
  @Field(() => ID, { nullable: true, description: 'ID of the product.' }) productId?: string | null;
  @Field(() => String, { defaultValue: '', description: 'Lead time as free text (e.g. "2 weeks"); empty by default.' })
  leadTime!: string;
}

@InputType('ReplyInquiryInput', { description: 'Files go through POST /api/inquiry/reply (multipart).' })
export class ReplyInquiryInput {
  @Field(() => ID, { description: 'ID of the inquiry.' }) id!: string;
  @Field(() => String, { description: 'The reply text the buyer reads.' }) reply!: string;
  @Field(() => [InquiryQuoteLineInput], { defaultValue: [], description: 'Quoted lines; none by default.' })
  lines!: InquiryQuoteLineInput[];
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD (UTC) to which the prices hold; required with quoted lines.',
  })
  validUntil?: string | null;
}

@ObjectType('AddInquiryQuoteToCartPayload', {
  description: 'What `addInquiryQuoteToCart` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AddInquiryQuoteToCartPayload {
  @Field(() => Int, { nullable: true, description: 'Lines put in the cart; null when `userErrors` is not empty.' })
  addedCount?: number;
  @Field(() => [String], { nullable: true, description: 'MPNs of quoted lines that are not shop parts.' })
  skippedMpns?: string[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('InquiryPayload', {
  description:
    'What `claimInquiry`, `createInquiry`, `replyInquiry` answer: the result, or `userErrors` saying why it did not go through.',
})
export class InquiryPayload {
  @Field(() => InquiryNode, {
    nullable: true,
    description: 'The inquiry after the operation; null when `userErrors` is not empty.',
  })
  inquiry?: InquiryNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

function toQuoteLineNode(line: InquiryQuoteLine): InquiryQuoteLineNode {
  return {
    mpn: line.mpn,
    description: line.description,
    quantity: line.quantity,
    unitPriceMilli: line.unitPriceMilli,
    lineTotalFen: fenToNumber(lineTotalFen(line.quantity, line.unitPriceMilli)),
    productId: line.product ? String(line.product.id) : null,
    leadTime: line.leadTime,
  };
}

/** `details` adds the quoted lines and reply files; `quoteValid` whether the quote still holds (service clock). */
export function toInquiryNode(
  inquiry: Inquiry,
  attachment: { filename: string; size: number } | null | undefined,
  details?: { quoteLines: InquiryDetails['quoteLines']; replyAttachments: InquiryDetails['replyAttachments'] },
  quoteValid = false,
  viewerId: number | null = null,
): InquiryNode {
  const sales = inquiry.salesUser?.getEntity();
  const product = inquiry.product?.isInitialized() ? inquiry.product.getEntity() : null;
  return {
    id: String(inquiry.id),
    number: inquiry.number,
    projectName: inquiry.projectName,
    annualUsage: inquiry.annualUsage,
    targetUnitPriceMilli: inquiry.targetUnitPriceMilli ?? null,
    companyName: inquiry.companyName,
    companyAddress: inquiry.companyAddress,
    contactName: inquiry.contactName,
    contactPhone: inquiry.contactPhone,
    message: inquiry.message,
    state: inquiry.status,
    reply: inquiry.reply ?? null,
    salesSpecialist: sales ? (sales.nickname ?? sales.username ?? null) : null,
    repliedAt: inquiry.repliedAt ?? null,
    createdAt: inquiry.createdAt,
    attachment: attachment ?? null,
    product: inquiry.product ? { id: String(inquiry.product.id), mpn: product?.mpn ?? '' } : null,
    quantity: inquiry.quantity ?? null,
    claimedAt: inquiry.claimedAt ?? null,
    validUntil: inquiry.validUntil ?? null,
    quoteValid: inquiry.status === InquiryState.REPLIED && quoteValid,
    claimedByMe: viewerId !== null && inquiry.salesUser?.id === viewerId,
    quoteLines: (details?.quoteLines ?? []).map(toQuoteLineNode),
    replyAttachments: (details?.replyAttachments ?? []).map((file) => ({ ...file, id: String(file.id) })),
  };
}

/** Nodes of access-checked inquiries with their attachment, quoted lines and files. */
export async function inquiryNodes(
  service: InquiryService,
  ctx: GraphQLContext['ctx'],
  inquiries: Inquiry[],
): Promise<InquiryNode[]> {
  const details = await service.details(
    ctx,
    inquiries.map((inquiry) => inquiry.id),
  );
  const viewerId = ctx.user ? Number(ctx.user.id) : null;
  return inquiries.map((inquiry) => {
    const detail = details.get(inquiry.id);
    return toInquiryNode(inquiry, detail?.attachment, detail, service.quoteHolds(inquiry), viewerId);
  });
}

@Resolver()
export class InquiryResolver {
  constructor(private readonly inquiries: InquiryService) {}

  private nodes(ctx: GraphQLContext['ctx'], inquiries: Inquiry[]): Promise<InquiryNode[]> {
    return inquiryNodes(this.inquiries, ctx, inquiries);
  }

  @Query(() => [InquiryNode], { description: "The signed-in buyer's inquiries, newest first; all states by default." })
  async myInquiries(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('state', () => InquiryState, {
      nullable: true,
      description: 'Only items in this state; every state when absent.',
    })
    state?: InquiryState | null,
  ): Promise<InquiryNode[]> {
    return this.nodes(ctx, await this.inquiries.myInquiries(ctx, state ?? null));
  }

  @Query(() => InquiryNode, { description: 'One inquiry, for its buyer or sales staff; NOT_FOUND for anyone else.' })
  async inquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the inquiry.' }) id: string,
  ): Promise<InquiryNode> {
    return (await this.nodes(ctx, [await this.inquiries.get(ctx, parseId(id, ['id']))]))[0]!;
  }

  @Query(() => [InquiryNode], {
    description: 'Sales staff: inquiries oldest first (at most 200); FORBIDDEN for other accounts.',
  })
  async inquiryQueue(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('state', () => InquiryState, {
      nullable: true,
      description: 'Only items in this state; every state when absent.',
    })
    state?: InquiryState | null,
    @Arg('scope', () => InquiryQueueScope, { nullable: true, description: 'Whose inquiries to list; null for ALL.' })
    scope?: QueueScope | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the number or company name.' })
    search?: string | null,
  ): Promise<InquiryNode[]> {
    return this.nodes(ctx, await this.inquiries.queue(ctx, { state: state ?? null, scope: scope ?? null, search }));
  }

  @Query(() => [InquiryDraftLineNode], {
    description: "Sales staff: the buyer's attached BOM (CSV, TSV, XLSX) matched to shop parts, as quoted lines.",
  })
  async inquiryBomDraft(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the inquiry draft line.' }) id: string,
  ): Promise<InquiryDraftLineNode[]> {
    const lines = await this.inquiries.draftQuoteFromAttachment(ctx, parseId(id, ['id']));
    return lines.map((line) => ({ ...line, productId: line.productId === null ? null : String(line.productId) }));
  }

  @Mutation(() => InquiryPayload, {
    description: 'Sales staff take an inquiry; INQUIRY_ALREADY_CLAIMED when another specialist was first.',
  })
  claimInquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the inquiry.' }) id: string,
  ): Promise<InquiryPayload> {
    return withUserErrors(ctx.locale, async () => {
      const inquiry = await this.inquiries.claim(ctx, parseId(id, ['id']));
      return { inquiry: (await this.nodes(ctx, [inquiry]))[0]! };
    });
  }

  @Mutation(() => AddInquiryQuoteToCartPayload, {
    description: "The buyer puts a valid quote's shop parts in the cart at the quoted quantities and prices.",
  })
  addInquiryQuoteToCart(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the replied inquiry.' }) id: string,
  ): Promise<AddInquiryQuoteToCartPayload> {
    return withUserErrors(ctx.locale, () => this.inquiries.addQuoteToCart(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => InquiryPayload, { description: 'Sends a price inquiry (without attachment; see the REST route).' })
  createInquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateInquiryInput, { description: "The operation's fields; see the input type." })
    input: CreateInquiryInput,
  ): Promise<InquiryPayload> {
    return withUserErrors(ctx.locale, async () => {
      const inquiry = await this.inquiries.create(
        ctx,
        {
          ...input,
          targetUnitPriceMilli: input.targetUnitPriceMilli ?? null,
          productId: input.productId ? parseId(input.productId, ['input', 'productId']) : null,
          quantity: input.quantity ?? null,
        },
        null,
      );
      return { inquiry: (await this.nodes(ctx, [inquiry]))[0]! };
    });
  }

  @Mutation(() => InquiryPayload, { description: 'Sales staff reply; the buyer is notified in the message center.' })
  replyInquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReplyInquiryInput, { description: "The operation's fields; see the input type." })
    input: ReplyInquiryInput,
  ): Promise<InquiryPayload> {
    return withUserErrors(ctx.locale, async () => {
      const inquiry = await this.inquiries.reply(ctx, parseId(input.id, ['input', 'id']), {
        reply: input.reply,
        validUntil: input.validUntil ?? null,
        lines: input.lines.map((line, index) => ({
          ...line,
          productId: line.productId ? parseId(line.productId, ['input', 'lines', String(index), 'productId']) : null,
        })),
      });
      return { inquiry: (await this.nodes(ctx, [inquiry]))[0]! };
    });
  }
}
