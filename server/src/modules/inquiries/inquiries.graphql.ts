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
import { InquiryState, type Inquiry } from './inquiries.entities.js';
import type { InquiryService } from './inquiries.service.js';

registerEnumType(InquiryState, { name: 'InquiryState', description: 'PENDING until sales staff reply; then REPLIED.' });

@ObjectType('InquiryAttachmentInfo')
export class InquiryAttachmentInfoNode {
  @Field(() => String) filename!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
}

@ObjectType('Inquiry', { description: 'A price inquiry (spec §3).' })
export class InquiryNode {
  @Field(() => ID) id!: string;
  @Field(() => String) number!: string;
  @Field(() => String) projectName!: string;
  @Field(() => Int, { description: 'Pieces a year.' }) annualUsage!: number;
  @Field(() => Int, { nullable: true, description: 'Wished unit price in 0.0001 yuan.' })
  targetUnitPriceMilli!: number | null;
  @Field(() => String) companyName!: string;
  @Field(() => String) companyAddress!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => String) message!: string;
  @Field(() => InquiryState) state!: InquiryState;
  @Field(() => String, { nullable: true }) reply!: string | null;
  @Field(() => String, { nullable: true, description: "The sales specialist's name." }) salesSpecialist!: string | null;
  @Field(() => Date, { nullable: true }) repliedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => InquiryAttachmentInfoNode, { nullable: true }) attachment!: InquiryAttachmentInfoNode | null;
}

@InputType('CreateInquiryInput', { description: 'Attachments go through POST /api/inquiry/create (multipart).' })
export class CreateInquiryInput {
  @Field(() => String) projectName!: string;
  @Field(() => Int) annualUsage!: number;
  @Field(() => Int, { nullable: true }) targetUnitPriceMilli?: number | null;
  @Field(() => String) companyName!: string;
  @Field(() => String, { defaultValue: '' }) companyAddress!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) contactPhone!: string;
  @Field(() => String, { defaultValue: '' }) message!: string;
}

@InputType('ReplyInquiryInput')
export class ReplyInquiryInput {
  @Field(() => ID) id!: string;
  @Field(() => String) reply!: string;
}

@ObjectType('InquiryPayload')
export class InquiryPayload {
  @Field(() => InquiryNode, { nullable: true }) inquiry?: InquiryNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

export function toInquiryNode(
  inquiry: Inquiry,
  attachment: { filename: string; size: number } | null | undefined,
): InquiryNode {
  const sales = inquiry.salesUser?.getEntity();
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
    state: inquiry.state,
    reply: inquiry.reply ?? null,
    salesSpecialist: sales ? (sales.nickname ?? sales.username ?? null) : null,
    repliedAt: inquiry.repliedAt ?? null,
    createdAt: inquiry.createdAt,
    attachment: attachment ?? null,
  };
}

@Resolver()
export class InquiryResolver {
  constructor(private readonly inquiries: InquiryService) {}

  private async nodes(ctx: GraphQLContext['ctx'], inquiries: Inquiry[]): Promise<InquiryNode[]> {
    const attachments = await this.inquiries.attachmentInfo(
      ctx,
      inquiries.map((inquiry) => inquiry.id),
    );
    return inquiries.map((inquiry) => toInquiryNode(inquiry, attachments.get(inquiry.id)));
  }

  @Query(() => [InquiryNode], { description: "The signed-in buyer's inquiries, newest first; all states by default." })
  async myInquiries(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('state', () => InquiryState, { nullable: true }) state?: InquiryState | null,
  ): Promise<InquiryNode[]> {
    return this.nodes(ctx, await this.inquiries.myInquiries(ctx, state ?? null));
  }

  @Query(() => InquiryNode, { description: 'One inquiry, for its buyer or sales staff; NOT_FOUND for anyone else.' })
  async inquiry(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<InquiryNode> {
    return (await this.nodes(ctx, [await this.inquiries.get(ctx, parseId(id, ['id']))]))[0]!;
  }

  @Query(() => [InquiryNode], { description: 'Sales staff: inquiries oldest first; FORBIDDEN for other accounts.' })
  async inquiryQueue(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('state', () => InquiryState, { nullable: true }) state?: InquiryState | null,
  ): Promise<InquiryNode[]> {
    return this.nodes(ctx, await this.inquiries.queue(ctx, state ?? null));
  }

  @Mutation(() => InquiryPayload, { description: 'Sends a price inquiry (without attachment; see the REST route).' })
  createInquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateInquiryInput) input: CreateInquiryInput,
  ): Promise<InquiryPayload> {
    return withUserErrors(ctx.locale, async () => {
      const inquiry = await this.inquiries.create(
        ctx,
        { ...input, targetUnitPriceMilli: input.targetUnitPriceMilli ?? null },
        null,
      );
      return { inquiry: toInquiryNode(inquiry, null) };
    });
  }

  @Mutation(() => InquiryPayload, { description: 'Sales staff reply; the buyer is notified in the message center.' })
  replyInquiry(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ReplyInquiryInput) input: ReplyInquiryInput,
  ): Promise<InquiryPayload> {
    return withUserErrors(ctx.locale, async () => {
      const inquiry = await this.inquiries.reply(ctx, parseId(input.id, ['input', 'id']), input.reply);
      return { inquiry: (await this.nodes(ctx, [inquiry]))[0]! };
    });
  }
}
