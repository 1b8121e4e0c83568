import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { BalanceAdjustmentView, WalletService } from './wallet.service.js';

@InputType('AdjustBalanceInput', { description: 'Input of `adjustBalance`.' })
export class AdjustBalanceInput {
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => Money, { description: 'Fen; positive credits, negative debits.' }) amountFen!: number;
  @Field(() => String, { description: 'Why, kept with the adjustment for the audit trail.' }) reason!: string;
}

@ObjectType('AdjustBalancePayload', {
  description: 'What `adjustBalance` answers: the result, or `userErrors` saying why it did not go through.',
})
export class AdjustBalancePayload {
  @Field(() => Money, { nullable: true, description: "The user's balance afterwards, in fen." }) balanceFen?: number;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('BalanceAdjustment', { description: "A staff change of a customer's balance, with its reason." })
export class BalanceAdjustmentNode {
  @Field(() => ID, { description: 'ID of the balance adjustment.' }) id!: string;
  @Field(() => ID, { description: 'ID of the customer.' }) customerId!: string;
  @Field(() => String, { description: 'Display name of the customer.' }) customerName!: string;
  @Field(() => ID, { description: 'The staff member who made it.' }) staffId!: string;
  @Field(() => String, { description: 'Display name of the staff member.' }) staffName!: string;
  @Field(() => Money, { description: 'Fen; positive credited, negative debited.' }) amountFen!: number;
  @Field(() => String, { description: 'Why the balance was changed, as staff wrote it.' }) reason!: string;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
}

export const { Connection: BalanceAdjustmentConnection } = connectionTypes('BalanceAdjustment', BalanceAdjustmentNode);
export type BalanceAdjustmentConnection = InstanceType<typeof BalanceAdjustmentConnection>;

function toAdjustmentNode(view: BalanceAdjustmentView): BalanceAdjustmentNode {
  return {
    ...view,
    id: String(view.id),
    customerId: String(view.customerId),
    staffId: String(view.staffId),
  };
}

@Resolver()
export class WalletResolver {
  constructor(private readonly wallet: WalletService) {}

  @Query(() => Money, { description: "The signed-in user's balance in fen." })
  myBalanceFen(@Ctx() { ctx }: GraphQLContext): Promise<number> {
    return this.wallet.balanceOf(ctx);
  }

  @Query(() => BalanceAdjustmentConnection, {
    description: "Admin only: past balance adjustments, newest first; one customer's when customerId is given.",
  })
  async balanceAdjustments(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('customerId', () => ID, { nullable: true, description: 'ID of the customer.' }) customerId: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<BalanceAdjustmentConnection> {
    const page = await this.wallet.adjustments(
      ctx,
      customerId == null ? null : parseId(customerId, ['customerId']),
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toAdjustmentNode);
  }

  @Mutation(() => AdjustBalancePayload, { description: "Admin only: credits or debits a user's balance." })
  adjustBalance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AdjustBalanceInput, { description: "The operation's fields; see the input type." })
    input: AdjustBalanceInput,
  ): Promise<AdjustBalancePayload> {
    return withUserErrors(ctx.locale, async () => ({
      balanceFen: await this.wallet.adjust(
        ctx,
        parseId(input.userId, ['input', 'userId']),
        input.amountFen,
        input.reason,
      ),
    }));
  }
}
