import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { ProviderName } from '../payments/payment-provider.js';
import { OnlinePaymentMethod } from '../payments/payments.graphql.js';
import { TopUpStatus, type TopUp } from './top-ups.entities.js';
import type { TopUpsService } from './top-ups.service.js';

registerEnumType(TopUpStatus, {
  name: 'TopUpStatus',
  description: 'PENDING until the provider notifies the payment, then PAID (the balance is credited once).',
});

@ObjectType('TopUp', { description: 'A top-up of the balance through WeChat Pay or Alipay.' })
export class TopUpNode {
  @Field(() => ID) id!: string;
  @Field(() => Money) amountFen!: number;
  @Field(() => OnlinePaymentMethod) method!: ProviderName;
  @Field(() => TopUpStatus) status!: TopUpStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
}

@ObjectType('TopUpStart', { description: 'A started top-up: the provider’s page to pay on and its QR code.' })
export class TopUpStartNode {
  @Field(() => TopUpNode) topUp!: TopUpNode;
  @Field(() => String, { description: "The provider's payment page." }) payUrl!: string;
  @Field(() => String, { description: 'What the QR code says (scan-to-pay).' }) qrContent!: string;
  @Field(() => String, { description: 'The QR code as an SVG document.' }) qrCodeSvg!: string;
}

@ObjectType('TopUpSettings', { description: 'The top-up rules: per top-up and per day, and the providers.' })
export class TopUpSettingsNode {
  @Field(() => Money) minimumFen!: number;
  @Field(() => Money, { description: 'The most one top-up may be.' }) maximumFen!: number;
  @Field(() => Money, { description: 'The most the paid top-ups of one UTC day may add up to.' })
  dailyLimitFen!: number;
  @Field(() => [OnlinePaymentMethod], { description: 'Providers available on this server.' })
  methods!: ProviderName[];
}

@InputType('StartTopUpInput')
export class StartTopUpInput {
  @Field(() => Money) amountFen!: number;
  @Field(() => OnlinePaymentMethod) method!: ProviderName;
}

@ObjectType('StartTopUpPayload')
export class StartTopUpPayload {
  @Field(() => TopUpStartNode, { nullable: true }) start?: TopUpStartNode;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

function toTopUpNode(topUp: TopUp): TopUpNode {
  return {
    id: String(topUp.id),
    amountFen: topUp.amountFen,
    method: topUp.provider as ProviderName,
    status: topUp.status,
    createdAt: topUp.createdAt,
    paidAt: topUp.paidAt ?? null,
  };
}

@Resolver()
export class TopUpsResolver {
  constructor(private readonly topUps: TopUpsService) {}

  @Query(() => TopUpSettingsNode)
  topUpSettings(): TopUpSettingsNode {
    return { ...this.topUps.settings, methods: this.topUps.availableProviders };
  }

  @Query(() => TopUpNode, { description: 'One of the signed-in user’s top-ups: whether it is paid yet.' })
  async myTopUp(@Ctx() { ctx }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<TopUpNode> {
    return toTopUpNode(await this.topUps.topUpOf(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => StartTopUpPayload, {
    description: 'Starts topping up the balance by WeChat Pay or Alipay, within the per top-up and daily limits.',
  })
  startTopUp(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StartTopUpInput) input: StartTopUpInput,
  ): Promise<StartTopUpPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { topUp, ...start } = await this.topUps.start(ctx, input.amountFen, input.method);
      return { start: { ...start, topUp: toTopUpNode(topUp) } };
    });
  }
}
