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
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale } from '../../platform/i18n/index.js';
import type { PointsRules } from './points-settings.js';
import { describeEntry } from './points-texts.js';
import { PointsEntryKind, type PointsEntry } from './points.entities.js';
import type { PointsService, PointsSummary } from './points.service.js';

registerEnumType(PointsEntryKind, {
  name: 'PointsEntryKind',
  description: 'Why a user’s points changed.',
  valuesConfig: {
    PRIZE: { description: 'Won as a blind-box prize; `reference` names the draw it came from.' },
    ORDER_COMPLETED: {
      description: 'Earned on a completed goods order (its paid amount, times the level multiplier).',
    },
    REVIEW: { description: 'Earned by reviewing an order.' },
    ORDER_SPENT: { description: 'Spent at checkout on an order.' },
    ORDER_RETURNED: { description: 'Given back: the order they were spent on ended unpaid.' },
    REFUND_RETURNED: { description: 'Given back: the order they were spent on was refunded (in proportion).' },
    REFUND_CLAWBACK: {
      description: 'Taken back: the order they were earned on was refunded (in proportion, never below zero).',
    },
    EXPIRED: { description: 'Earned points not spent within the validity period.' },
    INVITATION: { description: 'Earned by inviting a user who completed a first order.' },
    ADJUSTMENT: { description: 'Credited or debited by staff, with a reason.' },
  },
});

@ObjectType('PointsRules', { description: 'How points are earned, what they are worth and how long they last.' })
export class PointsRulesNode {
  @Field(() => Int, { description: 'Points per yuan paid for a completed order (before the level multiplier).' })
  pointsPerYuan!: number;
  @Field(() => Int, { description: 'Points for a review with more than reviewMinCharacters characters.' })
  reviewPoints!: number;
  @Field(() => Int, { description: 'Extra points when that review has at least one photo.' })
  reviewPhotoPoints!: number;
  @Field(() => Int, { description: 'A review needs more than this many characters to earn points.' })
  reviewMinCharacters!: number;
  @Field(() => Money, { description: 'What one point is worth at checkout, in fen (1: 100 points = ¥1).' })
  fenPerPoint!: number;
  @Field(() => Int, { description: 'Points pay at most this percentage of the goods.' })
  maxDeductionPercent!: number;
  @Field(() => Int, { description: 'Earned points expire this many months after they were earned.' })
  validityMonths!: number;
}

@ObjectType('PointsSummary', { description: 'A user’s points.' })
export class PointsSummaryNode {
  @Field(() => Int, { description: 'Points the user has now.' }) balance!: number;
  @Field(() => Int, { description: 'Points that expire within the next 30 days.' }) expiringPoints!: number;
  @Field(() => Date, { nullable: true, description: 'When the first of them expire.' }) expiringAt!: Date | null;
}

@ObjectType('PointsEntry', { description: 'One change of a user’s points.' })
export class PointsEntryNode {
  @Field(() => ID, { description: 'ID of the points entry.' }) id!: string;
  @Field(() => Int, { description: 'Positive: earned or given back; negative: spent, taken back, expired.' })
  points!: number;
  @Field(() => PointsEntryKind, { description: 'Which kind it is; see `PointsEntryKind`.' }) kind!: PointsEntryKind;
  @Field(() => String, { description: 'In the language of the request.' }) description!: string;
  @Field(() => ID, { nullable: true, description: 'ID of the order. Null when there is none.' }) orderId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Number of the order it concerns; null when none does.' })
  orderNumber!: string | null;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
  @Field(() => Int, { description: "The user's points after this change." }) balanceAfter!: number;
  @Field(() => String, { nullable: true, description: 'What a PRIZE was won in: `lucky-draw-record/<id>`.' })
  reference!: string | null;
}

export const { Connection: PointsEntryConnection } = connectionTypes('PointsEntry', PointsEntryNode);
export type PointsEntryConnection = InstanceType<typeof PointsEntryConnection>;

@InputType('UpdatePointsRulesInput', { description: 'Every rule (whole numbers; see PointsRules).' })
export class UpdatePointsRulesInput {
  @Field(() => Int, { description: 'Points per yuan paid for a completed order (before the level multiplier).' })
  pointsPerYuan!: number;
  @Field(() => Int, { description: 'Points for a review with more than reviewMinCharacters characters.' })
  reviewPoints!: number;
  @Field(() => Int, { description: 'Extra points when that review has at least one photo.' })
  reviewPhotoPoints!: number;
  @Field(() => Money, { description: 'In fen.' }) fenPerPoint!: number;
  @Field(() => Int, { description: 'Points pay at most this percentage of the goods.' }) maxDeductionPercent!: number;
  @Field(() => Int, { description: 'Earned points expire this many months after they were earned.' })
  validityMonths!: number;
}

@ObjectType('UpdatePointsRulesPayload', {
  description: 'What `updatePointsRules` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdatePointsRulesPayload {
  @Field(() => PointsRulesNode, {
    nullable: true,
    description: 'The rules now in force; null when `userErrors` is not empty.',
  })
  rules?: PointsRulesNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('AdjustPointsInput', { description: 'Input of `adjustPoints`.' })
export class AdjustPointsInput {
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => Int, { description: 'Positive credits, negative debits (never below 0).' }) points!: number;
  @Field(() => String, { description: 'Shown to the user; at most 200 characters.' }) reason!: string;
}

@ObjectType('AdjustPointsPayload', {
  description: 'What `adjustPoints` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AdjustPointsPayload {
  @Field(() => Int, { nullable: true, description: 'The user’s balance afterwards.' }) balance?: number;
  @Field(() => PointsEntryNode, {
    nullable: true,
    description: 'The points entry recorded; null when `userErrors` is not empty.',
  })
  entry?: PointsEntryNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toPointsEntryNode(entry: PointsEntry, locale: Locale): PointsEntryNode {
  return {
    id: String(entry.id),
    points: entry.points,
    kind: entry.kind,
    description: describeEntry(
      { kind: entry.kind, orderNumber: entry.orderNumber ?? null, note: entry.note ?? null },
      locale,
    ),
    orderId: entry.orderId == null ? null : String(entry.orderId),
    orderNumber: entry.orderNumber ?? null,
    at: entry.at,
    balanceAfter: entry.balanceAfter,
    reference: entry.reference ?? null,
  };
}

const toRulesNode = (rules: PointsRules): PointsRulesNode => ({ ...rules });
const toSummaryNode = (summary: PointsSummary): PointsSummaryNode => ({ ...summary });

@Resolver()
export class PointsResolver {
  constructor(private readonly points: PointsService) {}

  @Query(() => PointsRulesNode, { description: 'The point rules (public).' })
  async pointsRules(@Ctx() { ctx }: GraphQLContext): Promise<PointsRulesNode> {
    return toRulesNode(await this.points.rules(ctx.em));
  }

  @Query(() => PointsSummaryNode, { description: 'The signed-in user’s points.' })
  async myPoints(@Ctx() { ctx }: GraphQLContext): Promise<PointsSummaryNode> {
    return toSummaryNode(await this.points.mySummary(ctx));
  }

  @Query(() => PointsEntryConnection, { description: 'The signed-in user’s points entries, newest first.' })
  async myPointsEntries(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<PointsEntryConnection> {
    const page = await this.points.myEntries(ctx, pageRequest(first ?? undefined, after));
    return toConnection(page, (entry) => toPointsEntryNode(entry, ctx.locale));
  }

  @Query(() => PointsSummaryNode, { description: 'Staff (promotion.view): a user’s points.' })
  async staffUserPoints(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('userId', () => ID, { description: 'ID of the user.' }) userId: string,
  ): Promise<PointsSummaryNode> {
    return toSummaryNode(await this.points.staffSummary(ctx, parseId(userId, ['userId'])));
  }

  @Query(() => PointsEntryConnection, { description: 'Staff (promotion.view): a user’s points entries, newest first.' })
  async staffUserPointsEntries(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('userId', () => ID, { description: 'ID of the user.' }) userId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<PointsEntryConnection> {
    const page = await this.points.staffEntries(
      ctx,
      parseId(userId, ['userId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, (entry) => toPointsEntryNode(entry, ctx.locale));
  }

  @Mutation(() => UpdatePointsRulesPayload, { description: 'Staff (points.manage): sets the point rules.' })
  updatePointsRules(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdatePointsRulesInput, { description: "The operation's fields; see the input type." })
    input: UpdatePointsRulesInput,
  ): Promise<UpdatePointsRulesPayload> {
    return withUserErrors(ctx.locale, async () => ({
      rules: toRulesNode(
        await this.points.updateRules(ctx, {
          pointsPerYuan: input.pointsPerYuan,
          reviewPoints: input.reviewPoints,
          reviewPhotoPoints: input.reviewPhotoPoints,
          fenPerPoint: input.fenPerPoint,
          maxDeductionPercent: input.maxDeductionPercent,
          validityMonths: input.validityMonths,
        }),
      ),
    }));
  }

  @Mutation(() => AdjustPointsPayload, {
    description: 'Staff (points.manage): credits or debits a user’s points with a reason.',
  })
  adjustPoints(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AdjustPointsInput, { description: "The operation's fields; see the input type." })
    input: AdjustPointsInput,
  ): Promise<AdjustPointsPayload> {
    return withUserErrors(ctx.locale, async () => {
      const done = await this.points.adjust(
        ctx,
        parseId(input.userId, ['input', 'userId']),
        input.points,
        input.reason,
      );
      return { balance: done.balance, entry: toPointsEntryNode(done.entry, ctx.locale) };
    });
  }
}
