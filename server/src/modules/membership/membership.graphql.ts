import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import { LocalizedTextInput, LocalizedTextNode } from '../content/content-nodes.graphql.js';
import type { LevelInput, LevelValues, PlanValues } from './membership-defaults.js';
import type { MembershipService, MembershipView } from './membership.service.js';

@ObjectType('MembershipPlan', { description: 'What super membership costs and for how long.' })
export class MembershipPlanNode {
  @Field(() => String, { description: 'Stable code of the plan.' }) code!: string;
  @Field(() => String, { description: 'In the language of the request.' }) name!: string;
  @Field(() => Int, { description: 'Months of membership the plan buys.' }) months!: number;
  @Field(() => Money, { description: 'Price in fen (0.01 yuan).' }) priceFen!: number;
  @Field(() => Boolean, { description: 'Whether it is sold.' }) active!: boolean;
}

@ObjectType('MembershipLevel', { description: 'A membership level, reached by growth.' })
export class MembershipLevelNode {
  @Field(() => String, { description: 'Stable code of the level.' }) code!: string;
  @Field(() => String, { description: 'In the language of the request.' }) name!: string;
  @Field(() => Int, { description: 'Growth a user needs to reach the level.' }) growthRequired!: number;
  @Field(() => Int, { description: 'Percentage off the goods while a super member.' }) discountPercent!: number;
  @Field(() => Int, { description: 'Points earned on orders, in percent (150 = ×1.5) while a super member.' })
  pointsMultiplierPercent!: number;
  @Field(() => [String], { description: 'In the language of the request.' }) perks!: string[];
  @Field(() => LocalizedTextNode, { description: 'The name in every language (for the staff form).' })
  nameTranslations!: LocalizedTextNode;
  @Field(() => [LocalizedTextNode], { description: 'The perks in every language (for the staff form).' })
  perkTranslations!: LocalizedTextNode[];
}

@ObjectType('Membership', { description: 'A user’s super membership and level.' })
export class MembershipNode {
  @Field(() => Boolean, { description: 'A super member now (vip = 1).' }) active!: boolean;
  @Field(() => Date, { nullable: true, description: 'The end of the membership (past when it ended).' })
  validUntil!: Date | null;
  @Field(() => Int, { description: 'Growth the user has gathered so far.' }) growth!: number;
  @Field(() => MembershipLevelNode, { description: 'The level the user is at now.' }) level!: MembershipLevelNode;
  @Field(() => MembershipLevelNode, { nullable: true, description: 'The next level up; null at the top.' })
  nextLevel!: MembershipLevelNode | null;
  @Field(() => Int, { nullable: true, description: 'Growth still needed for the next level; null at the top.' })
  growthToNext!: number | null;
}

@InputType('BuyMembershipInput', { description: 'Input of `buyMembership`.' })
export class BuyMembershipInput {
  @Field(() => String, { description: 'A plan code, e.g. SUPER_12M.' }) planCode!: string;
  @Field(() => String, { description: 'The same key again answers the same order.' }) idempotencyKey!: string;
}

@ObjectType('BuyMembershipPayload', { description: 'The order to pay on the usual pay page.' })
export class BuyMembershipPayload {
  @Field(() => ID, { nullable: true, description: 'ID of the order. Null when there is none.' }) orderId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Number of the membership order to pay; null when `userErrors` is not empty.',
  })
  orderNumber?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('MembershipLevelInput', { description: 'Input of `SaveMembershipLevelsInput.levels`.' })
export class MembershipLevelInput {
  @Field(() => String, { description: '1-16 capital letters, digits or underscores.' }) code!: string;
  @Field(() => LocalizedTextInput, { description: 'English and Chinese required; others fall back to English.' })
  names!: LocalizedTextInput;
  @Field(() => Int, { description: '0 for the first level, then increasing.' }) growthRequired!: number;
  @Field(() => Int, { description: '0-50.' }) discountPercent!: number;
  @Field(() => Int, { description: '100-1000.' }) pointsMultiplierPercent!: number;
  @Field(() => [LocalizedTextInput], { description: "The level's perks, each in every language." })
  perks!: LocalizedTextInput[];
}

@InputType('SaveMembershipLevelsInput', { description: 'Every level, lowest first: replaces the levels.' })
export class SaveMembershipLevelsInput {
  @Field(() => [MembershipLevelInput], { description: 'Every level, lowest first; replaces the current levels.' })
  levels!: MembershipLevelInput[];
}

@ObjectType('SaveMembershipLevelsPayload', {
  description: 'What `saveMembershipLevels` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SaveMembershipLevelsPayload {
  @Field(() => [MembershipLevelNode], {
    nullable: true,
    description: 'The levels now, lowest first; null when `userErrors` is not empty.',
  })
  levels?: MembershipLevelNode[];
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('SaveMembershipPlanInput', { description: 'Input of `saveMembershipPlan`.' })
export class SaveMembershipPlanInput {
  @Field(() => String, { description: 'Code of the plan to change (the plans are a fixed set).' }) code!: string;
  @Field(() => Money, { description: 'Price in fen (0.01 yuan).' }) priceFen!: number;
  @Field(() => Boolean, { description: 'Whether the plan is on sale.' }) active!: boolean;
}

@ObjectType('SaveMembershipPlanPayload', {
  description: 'What `saveMembershipPlan` answers: the result, or `userErrors` saying why it did not go through.',
})
export class SaveMembershipPlanPayload {
  @Field(() => MembershipPlanNode, {
    nullable: true,
    description: 'The plan as saved; null when `userErrors` is not empty.',
  })
  plan?: MembershipPlanNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

const textNode = (text: LocalizedText): LocalizedTextNode => ({
  zhCN: text['zh-CN'],
  enUS: text['en-US'],
  ru: text.ru,
  esES: text['es-ES'],
});

const textOf = (input: LocalizedTextInput): Partial<LocalizedText> => ({
  'zh-CN': input.zhCN ?? '',
  'en-US': input.enUS ?? '',
  ru: input.ru ?? '',
  'es-ES': input.esES ?? '',
});

export function toLevelNode(level: LevelValues, locale: Locale): MembershipLevelNode {
  return {
    code: level.code,
    name: level.names[locale],
    growthRequired: level.growthRequired,
    discountPercent: level.discountPercent,
    pointsMultiplierPercent: level.pointsMultiplierPercent,
    perks: level.perks.map((perk) => perk[locale]),
    nameTranslations: textNode(level.names),
    perkTranslations: level.perks.map(textNode),
  };
}

export function toMembershipNode(view: MembershipView, locale: Locale): MembershipNode {
  return {
    active: view.active,
    validUntil: view.validUntil,
    growth: view.growth,
    level: toLevelNode(view.level, locale),
    nextLevel: view.nextLevel ? toLevelNode(view.nextLevel, locale) : null,
    growthToNext: view.growthToNext,
  };
}

export function levelInputOf(input: MembershipLevelInput): LevelInput {
  return {
    code: input.code,
    names: textOf(input.names),
    growthRequired: input.growthRequired,
    discountPercent: input.discountPercent,
    pointsMultiplierPercent: input.pointsMultiplierPercent,
    perks: input.perks.map(textOf),
  };
}

@Resolver()
export class MembershipResolver {
  constructor(private readonly membership: MembershipService) {}

  private planNode(plan: PlanValues, locale: Locale): MembershipPlanNode {
    return { ...plan, name: this.membership.planName(plan, locale) };
  }

  @Query(() => [MembershipPlanNode], {
    description: 'Super membership plans on sale; includeInactive (staff with promotion.view): every plan.',
  })
  async membershipPlans(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('includeInactive', () => Boolean, {
      nullable: true,
      description: 'True lists the plans not on sale too; needs promotion.view.',
    })
    includeInactive: boolean | null,
  ): Promise<MembershipPlanNode[]> {
    const plans = await this.membership.listPlans(ctx, includeInactive === true);
    return plans.map((plan) => this.planNode(plan, ctx.locale));
  }

  @Query(() => [MembershipLevelNode], { description: 'The membership levels, lowest first (public).' })
  async membershipLevels(@Ctx() { ctx }: GraphQLContext): Promise<MembershipLevelNode[]> {
    return (await this.membership.levels(ctx.em)).map((level) => toLevelNode(level, ctx.locale));
  }

  @Query(() => MembershipNode, { description: 'The signed-in user’s membership and level.' })
  async myMembership(@Ctx() { ctx }: GraphQLContext): Promise<MembershipNode> {
    return toMembershipNode(await this.membership.myMembership(ctx), ctx.locale);
  }

  @Query(() => MembershipNode, { description: 'Staff (promotion.view): a user’s membership and level.' })
  async staffMembership(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('userId', () => ID, { description: 'ID of the user.' }) userId: string,
  ): Promise<MembershipNode> {
    return toMembershipNode(await this.membership.staffMembership(ctx, parseId(userId, ['userId'])), ctx.locale);
  }

  @Mutation(() => BuyMembershipPayload, {
    description: 'Places a membership order for the plan; pay it on the usual pay page with its orderId.',
  })
  buyMembership(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BuyMembershipInput, { description: "The operation's fields; see the input type." })
    input: BuyMembershipInput,
  ): Promise<BuyMembershipPayload> {
    return withUserErrors(ctx.locale, async () => {
      const order = await this.membership.buy(ctx, input.planCode, input.idempotencyKey);
      return { orderId: String(order.id), orderNumber: order.number };
    });
  }

  @Mutation(() => SaveMembershipLevelsPayload, { description: 'Staff (membership.manage): replaces the levels.' })
  saveMembershipLevels(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveMembershipLevelsInput, { description: "The operation's fields; see the input type." })
    input: SaveMembershipLevelsInput,
  ): Promise<SaveMembershipLevelsPayload> {
    return withUserErrors(ctx.locale, async () => ({
      levels: (await this.membership.saveLevels(ctx, input.levels.map(levelInputOf))).map((level) =>
        toLevelNode(level, ctx.locale),
      ),
    }));
  }

  @Mutation(() => SaveMembershipPlanPayload, {
    description: 'Staff (membership.manage): sets a plan’s price and whether it is sold.',
  })
  saveMembershipPlan(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SaveMembershipPlanInput, { description: "The operation's fields; see the input type." })
    input: SaveMembershipPlanInput,
  ): Promise<SaveMembershipPlanPayload> {
    return withUserErrors(ctx.locale, async () => ({
      plan: this.planNode(await this.membership.savePlan(ctx, input.code, input.priceFen, input.active), ctx.locale),
    }));
  }
}
