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
  valuesConfig: {
    PENDING: { description: 'Started; the provider has not notified a payment yet.' },
    PAID: { description: 'Paid; the amount has been credited to the balance.' },
  },
});

@ObjectType('TopUp', { description: 'A top-up of the balance through WeChat Pay or Alipay.' })
export class TopUpNode {
  @Field(() => ID, { description: 'Id of the top-up; pass it to `myTopUp` to see whether it is paid.' }) id!: string;
  @Field(() => Money, { description: 'The amount to credit, in fen.' }) amountFen!: number;
  @Field(() => OnlinePaymentMethod, { description: 'The provider paid through.' }) method!: ProviderName;
  @Field(() => TopUpStatus, { description: 'Whether it is paid yet.' }) status!: TopUpStatus;
  @Field(() => Date, { description: 'When the top-up was started.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the provider notified the payment; null while PENDING.' })
  paidAt!: Date | null;
}

@ObjectType('TopUpStart', { description: 'A started top-up: the provider’s page to pay on and its QR code.' })
export class TopUpStartNode {
  @Field(() => TopUpNode, { description: 'The new top-up, PENDING until paid.' }) topUp!: TopUpNode;
  @Field(() => String, { description: "The provider's payment page." }) payUrl!: string;
  @Field(() => String, { description: 'What the QR code says (scan-to-pay).' }) qrContent!: string;
  @Field(() => String, { description: 'The QR code as an SVG document.' }) qrCodeSvg!: string;
}

@ObjectType('TopUpSettings', { description: 'The top-up rules: per top-up and per day, and the providers.' })
export class TopUpSettingsNode {
  @Field(() => Money, { description: 'The least one top-up may be.' }) minimumFen!: number;
  @Field(() => Money, { description: 'The most one top-up may be.' }) maximumFen!: number;
  @Field(() => Money, { description: 'The most the paid top-ups of one UTC day may add up to.' })
  dailyLimitFen!: number;
  @Field(() => [OnlinePaymentMethod], { description: 'Providers available on this server.' })
  methods!: ProviderName[];
}

@InputType('StartTopUpInput', { description: 'How much to top up, and through which provider.' })
export class StartTopUpInput {
  @Field(() => Money, {
    description:
      'The amount to credit, in fen; within the limits of `topUpSettings` and what is left of the daily limit.',
  })
  amountFen!: number;
  @Field(() => OnlinePaymentMethod, { description: 'The provider to pay through; one of `topUpSettings.methods`.' })
  method!: ProviderName;
}

@ObjectType('StartTopUpPayload', { description: 'The result of `startTopUp`.' })
export class StartTopUpPayload {
  @Field(() => TopUpStartNode, { nullable: true, description: 'Where to pay; null when the top-up was refused.' })
  start?: TopUpStartNode;
  @Field(() => [UserErrorNode], { description: 'Why the top-up was refused; empty when it started.' })
  userErrors!: UserErrorNode[];
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

  @Query(() => TopUpSettingsNode, { description: 'The top-up limits and the providers available on this server.' })
  topUpSettings(): TopUpSettingsNode {
    return { ...this.topUps.settings, methods: this.topUps.availableProviders };
  }

  @Query(() => TopUpNode, { description: 'One of the signed-in user’s top-ups: whether it is paid yet.' })
  async myTopUp(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'Id of one of your top-ups.' }) id: string,
  ): Promise<TopUpNode> {
    return toTopUpNode(await this.topUps.topUpOf(ctx, parseId(id, ['id'])));
  }

  @Mutation(() => StartTopUpPayload, {
    description: 'Starts topping up the balance by WeChat Pay or Alipay, within the per top-up and daily limits.',
  })
  startTopUp(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => StartTopUpInput, { description: 'The amount and the provider.' }) input: StartTopUpInput,
  ): Promise<StartTopUpPayload> {
    return withUserErrors(ctx.locale, async () => {
      const { topUp, ...start } = await this.topUps.start(ctx, input.amountFen, input.method);
      return { start: { ...start, topUp: toTopUpNode(topUp) } };
    });
  }
}
