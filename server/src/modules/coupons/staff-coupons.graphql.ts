import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { withUserErrors } from '../../platform/graphql/user-errors.js';
import {
  CouponTemplateConnection,
  CouponTemplateNode,
  CreateDiscountCodesInput,
  CreateDiscountCodesPayload,
  DiscountCodeConnection,
  IssueCouponsInput,
  IssueCouponsPayload,
  SaveCouponTemplateInput,
  SaveCouponTemplatePayload,
  SetCouponTemplateStatusInput,
  SetCouponTemplateStatusPayload,
  StaffUserCouponConnection,
  toDiscountCodeNode,
  toStaffUserCouponNode,
  toTemplateNode,
} from './coupon-nodes.graphql.js';
import type { CouponTemplateForm } from './coupon-template-form.js';
import { CouponTemplateStatus } from './coupons.entities.js';
import type { CouponsService } from './coupons.service.js';

/** The form of a SaveCouponTemplateInput, with its defaults. */
export function templateFormOf(input: SaveCouponTemplateInput): CouponTemplateForm {
  return {
    title: input.title,
    description: input.description ?? null,
    discountKind: input.discountKind,
    amountOffFen: input.amountOffFen ?? null,
    percentOff: input.percentOff ?? null,
    maxDiscountFen: input.maxDiscountFen ?? null,
    thresholdFen: input.thresholdFen ?? 0,
    scopeKind: input.scopeKind,
    scopeIds: (input.scopeIds ?? []).map((id) => parseId(id, ['input', 'scopeIds'])),
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    validDays: input.validDays ?? null,
    claimStartsAt: input.claimStartsAt ?? null,
    claimEndsAt: input.claimEndsAt ?? null,
    totalQuantity: input.totalQuantity ?? null,
    perUserLimit: input.perUserLimit ?? 1,
    publicClaim: input.publicClaim ?? true,
  };
}

/** Staff's coupon console: templates, issuing, discount codes, claims (promotion.view reads, coupon.manage changes). */
@Resolver()
export class StaffCouponsResolver {
  constructor(private readonly coupons: CouponsService) {}

  @Query(() => CouponTemplateConnection, { description: 'Staff: coupon templates, newest first.' })
  async staffCouponTemplates(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
    @Arg('status', () => CouponTemplateStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: CouponTemplateStatus | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the title.' }) search: string | null,
  ): Promise<CouponTemplateConnection> {
    const page = await this.coupons.staffTemplates(ctx, { status, search }, pageRequest(first ?? undefined, after));
    return toConnection(page, toTemplateNode);
  }

  @Query(() => CouponTemplateNode, { nullable: true, description: 'Staff: one coupon template.' })
  async staffCouponTemplate(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the coupon template.' }) id: string,
  ): Promise<CouponTemplateNode | null> {
    const view = await this.coupons.staffTemplate(ctx, parseId(id, ['id']));
    return view && toTemplateNode(view);
  }

  @Query(() => DiscountCodeConnection, { description: "Staff: a template's discount codes, newest first." })
  async staffDiscountCodes(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('templateId', () => ID, { description: 'ID of the template.' }) templateId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<DiscountCodeConnection> {
    const page = await this.coupons.staffCodes(
      ctx,
      parseId(templateId, ['templateId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toDiscountCodeNode);
  }

  @Query(() => StaffUserCouponConnection, {
    description: "Staff: who holds a template's coupons, their state and the order that used them; newest first.",
  })
  async staffCouponClaims(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('templateId', () => ID, { description: 'ID of the template.' }) templateId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<StaffUserCouponConnection> {
    const page = await this.coupons.staffClaims(
      ctx,
      parseId(templateId, ['templateId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toStaffUserCouponNode);
  }

  @Mutation(() => SaveCouponTemplatePayload, { description: 'Staff: creates (no id) or edits a coupon template.' })
  saveCouponTemplate(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveCouponTemplateInput, { description: "The operation's fields; see the input type." })
    input: SaveCouponTemplateInput,
  ): Promise<SaveCouponTemplatePayload> {
    return withUserErrors(ctx.locale, async () => {
      const id = input.id ? parseId(input.id, ['input', 'id']) : null;
      const templateId = await this.coupons.saveTemplate(ctx, id, templateFormOf(input));
      return { template: toTemplateNode((await this.coupons.staffTemplate(ctx, templateId))!) };
    });
  }

  @Mutation(() => SetCouponTemplateStatusPayload, { description: 'Staff: pauses or resumes a coupon template.' })
  setCouponTemplateStatus(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetCouponTemplateStatusInput, { description: "The operation's fields; see the input type." })
    input: SetCouponTemplateStatusInput,
  ): Promise<SetCouponTemplateStatusPayload> {
    return withUserErrors(ctx.locale, async () => {
      const templateId = parseId(input.templateId, ['input', 'templateId']);
      await this.coupons.setTemplateStatus(ctx, templateId, input.status);
      return { template: toTemplateNode((await this.coupons.staffTemplate(ctx, templateId))!) };
    });
  }

  @Mutation(() => IssueCouponsPayload, {
    description: "Staff: gives one coupon of a template to each user of a segment (within the template's total).",
  })
  issueCoupons(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => IssueCouponsInput, { description: "The operation's fields; see the input type." })
    input: IssueCouponsInput,
  ): Promise<IssueCouponsPayload> {
    return withUserErrors(ctx.locale, async () => ({
      issuedCount: await this.coupons.issue(ctx, {
        templateId: parseId(input.templateId, ['input', 'templateId']),
        segment: input.segment,
        userIds: (input.userIds ?? []).map((id) => parseId(id, ['input', 'userIds'])),
      }),
    }));
  }

  @Mutation(() => CreateDiscountCodesPayload, {
    description: 'Staff: one shared discount code, or count single-use ones, for a template.',
  })
  async createDiscountCodes(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => CreateDiscountCodesInput, { description: "The operation's fields; see the input type." })
    input: CreateDiscountCodesInput,
  ): Promise<CreateDiscountCodesPayload> {
    const answer = await withUserErrors(ctx.locale, async () => ({
      codes: (
        await this.coupons.createCodes(ctx, {
          templateId: parseId(input.templateId, ['input', 'templateId']),
          sharedCode: input.sharedCode ?? null,
          count: input.count ?? null,
          maxRedemptions: input.maxRedemptions ?? null,
        })
      ).map(toDiscountCodeNode),
    }));
    return { codes: 'codes' in answer ? answer.codes : [], userErrors: answer.userErrors };
  }
}
