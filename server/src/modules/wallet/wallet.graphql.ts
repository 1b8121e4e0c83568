import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { WalletService } from './wallet.service.js';

@InputType('AdjustBalanceInput')
export class AdjustBalanceInput {
  @Field(() => ID) userId!: string;
  @Field(() => Money, { description: 'Fen; positive credits, negative debits.' }) amountFen!: number;
  @Field(() => String) reason!: string;
}

@ObjectType('AdjustBalancePayload')
export class AdjustBalancePayload {
  @Field(() => Money, { nullable: true, description: "The user's balance afterwards, in fen." }) balanceFen?: number;
  @Field(() => [UserErrorNode]) userErrors!: UserErrorNode[];
}

@Resolver()
export class WalletResolver {
  constructor(private readonly wallet: WalletService) {}

  @Query(() => Money, { description: "The signed-in user's balance in fen." })
  myBalanceFen(@Ctx() { ctx }: GraphQLContext): Promise<number> {
    return this.wallet.balanceOf(ctx);
  }

  @Mutation(() => AdjustBalancePayload, { description: "Admin only: credits or debits a user's balance." })
  adjustBalance(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => AdjustBalanceInput) input: AdjustBalanceInput,
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
