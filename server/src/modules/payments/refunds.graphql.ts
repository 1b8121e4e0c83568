import type { EntityManager } from '@mikro-orm/sql';
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
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { uploadUrl } from '../../platform/uploads/index.js';
import type { RefundTasks } from './refund-tasks.js';
import { Refund, RefundMethod, RefundStatus } from './refunds.entities.js';

registerEnumType(RefundMethod, {
  name: 'RefundMethod',
  description: 'How a refund goes back: the way the money came (a friend’s payment goes back to the friend).',
  valuesConfig: {
    BALANCE: { description: "To the payer's wallet balance." },
    WECHAT: { description: 'Back through WeChat Pay.' },
    ALIPAY: { description: 'Back through Alipay.' },
    BANK_TRANSFER: { description: 'By a bank transfer staff make.' },
  },
});
registerEnumType(RefundStatus, {
  name: 'RefundStatus',
  description:
    'PENDING: asked of the provider, waiting for its word. TO_TRANSFER: a bank transfer for staff to make. ' +
    'SUCCEEDED: the money is back with the payer. FAILED: the provider could not refund; staff take it over.',
  valuesConfig: {
    PENDING: { description: 'Asked of the provider; waiting for its answer.' },
    TO_TRANSFER: { description: 'A bank transfer for staff to make.' },
    SUCCEEDED: { description: 'The money is back with the payer.' },
    FAILED: { description: 'The provider could not refund; staff take it over.' },
  },
});

@ObjectType('Refund', { description: 'Money given back to whoever paid an order.' })
export class RefundNode {
  @Field(() => ID, { description: 'ID of the refund.' }) id!: string;
  @Field(() => ID, { description: 'ID of the order.' }) orderId!: string;
  @Field(() => String, { description: 'Number of the order refunded.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => RefundMethod, { description: 'Where the money goes back.' }) method!: RefundMethod;
  @Field(() => RefundStatus, { description: 'Where it stands now; see `RefundStatus`.' }) status!: RefundStatus;
  @Field(() => String, { description: 'Why (staff text).' }) reason!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the money was back with the payer.' })
  settledAt!: Date | null;
  @Field(() => [String], { description: 'A bank transfer: addresses of the proof images staff attached.' })
  transferProofUrls!: string[];
}

export const { Connection: RefundConnection } = connectionTypes('Refund', RefundNode);
export type RefundConnection = InstanceType<typeof RefundConnection>;

/**
 * For other modules' GraphQL (an after-sales request's `refund`): the refunds of these keys as the `Refund` type
 * shows them, by key; a key with no refund yet is absent. One query for a whole page of requests.
 */
export async function refundNodesByKey(em: EntityManager, keys: readonly string[]): Promise<Map<string, RefundNode>> {
  if (keys.length === 0) return new Map();
  const refunds = await em.find(Refund, { key: { $in: [...new Set(keys)] } });
  return new Map(refunds.map((refund) => [refund.key, toRefundNode(refund)]));
}

export function toRefundNode(refund: Refund): RefundNode {
  return {
    id: String(refund.id),
    orderId: String(refund.orderId),
    orderNumber: refund.orderNumber,
    amountFen: refund.amountFen,
    method: refund.method,
    status: refund.status,
    reason: refund.reason,
    createdAt: refund.createdAt,
    settledAt: refund.settledAt ?? null,
    transferProofUrls: (refund.transferProofPaths ?? []).map(uploadUrl),
  };
}

@InputType('TransferRefundInsteadInput', { description: 'Input of `transferRefundInstead`.' })
export class TransferRefundInsteadInput {
  @Field(() => ID, { description: 'ID of the refund to pay by bank transfer instead (a FAILED one).' }) id!: string;
}

@ObjectType('RefundPayload', {
  description: 'What `transferRefundInstead` answers: the result, or `userErrors` saying why it did not go through.',
})
export class RefundPayload {
  @Field(() => RefundNode, {
    nullable: true,
    description: 'The refund, now TO_TRANSFER; null when `userErrors` is not empty.',
  })
  refund?: RefundNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@Resolver()
export class RefundsResolver {
  constructor(private readonly tasks: RefundTasks) {}

  @Query(() => [RefundNode], {
    description: "The refunds of an order, oldest first: the buyer's own order, or any order for staff.",
  })
  async orderRefunds(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('orderId', () => ID, { description: 'ID of the order.' }) orderId: string,
  ): Promise<RefundNode[]> {
    return (await this.tasks.ofOrder(ctx, parseId(orderId, ['orderId']))).map(toRefundNode);
  }

  @Query(() => RefundConnection, {
    description: 'Staff: refunds newest first, e.g. the bank transfers to make (TO_TRANSFER) or the FAILED ones.',
  })
  async staffRefunds(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('statuses', () => [RefundStatus], {
      nullable: true,
      description: 'Only items in one of these statuses; every status when absent or empty.',
    })
    statuses: RefundStatus[] | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 100; 20 by default.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<RefundConnection> {
    return toConnection(await this.tasks.list(ctx, statuses, pageRequest(first ?? undefined, after)), toRefundNode);
  }

  @Mutation(() => RefundPayload, {
    description:
      'Sales and admin staff: a refund the provider could not make becomes a bank transfer to make ' +
      '(then POST /api/admin/refund/confirm-transfer with its proof).',
  })
  transferRefundInstead(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => TransferRefundInsteadInput, { description: "The operation's fields; see the input type." })
    input: TransferRefundInsteadInput,
  ): Promise<RefundPayload> {
    return withUserErrors(ctx.locale, async () => ({
      refund: toRefundNode(await this.tasks.transferInstead(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }
}
