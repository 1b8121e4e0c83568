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
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import type { PayoutAccounts, PayoutAccountView } from './payout-accounts.js';
import type { Reconciliation } from './reconciliation.js';
import { BalanceEntryKind, PayoutAccountType, WithdrawalStatus, type BalanceEntry } from './wallet.entities.js';
import type { WalletService } from './wallet.service.js';
import type { WithdrawalsService, WithdrawalView } from './withdrawals.service.js';
import { WithdrawalAction, type WithdrawalStatusChange } from './withdrawals.states.js';
import { requireUser } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import { toGraphQLError } from '../../platform/graphql/error-middleware.js';
import type { PubSub } from '../../platform/pubsub/pubsub.js';

@ObjectType('WithdrawalStatusChange', { description: "One of the subscriber's withdrawals changed state." })
export class WithdrawalStatusChangeNode {
  @Field(() => ID, { description: 'ID of the withdrawal.' }) withdrawalId!: string;
  @Field(() => WithdrawalStatus, { description: 'Where it stands now; see `WithdrawalStatus`.' })
  status!: WithdrawalStatus;
}

function ownWithdrawalChanges({ ctx, pubSub }: GraphQLContext): AsyncIterable<WithdrawalStatusChange> {
  let userId: string;
  try {
    userId = requireUser(ctx).id;
  } catch (error) {
    throw error instanceof DomainError ? toGraphQLError(error, ctx.locale) : error;
  }
  return (pubSub as PubSub).subscribe('WITHDRAWAL_STATUS_CHANGED', userId);
}

registerEnumType(BalanceEntryKind, {
  name: 'BalanceEntryKind',
  description:
    'What caused a balance change: an order paid, a refund, a staff adjustment, a withdrawal, a commission, a top-up.',
  valuesConfig: {
    TOPUP: { description: 'A paid top-up through WeChat Pay or Alipay credited the balance.' },
    PAYMENT: { description: 'An order paid from the balance.' },
    REFUND: { description: 'A refund back to the balance.' },
    ADJUSTMENT: { description: 'A staff credit or debit, with its reason.' },
    WITHDRAWAL_HOLD: { description: "A withdrawal's amount and fee, held when it was submitted." },
    WITHDRAWAL_RETURN: { description: "A rejected or cancelled withdrawal's hold, given back." },
    COMMISSION: { description: "A distributor's settled commission." },
  },
});
registerEnumType(PayoutAccountType, {
  name: 'PayoutAccountType',
  valuesConfig: { ALIPAY: { description: 'An Alipay account.' }, BANK_CARD: { description: 'A bank card.' } },
  description: 'What kind of account a withdrawal is paid to.',
});
registerEnumType(WithdrawalStatus, {
  name: 'WithdrawalStatus',
  description:
    'SUBMITTED (money held) -> UNDER_REVIEW -> PASSED (paid out) or REJECTED (money back); CANCELLED by the owner.',
  valuesConfig: {
    SUBMITTED: { description: 'Asked for; the amount and fee are held from the balance.' },
    UNDER_REVIEW: { description: 'Staff are reviewing it.' },
    PASSED: { description: 'Approved and paid out to the account.' },
    REJECTED: { description: 'Refused by staff; the hold is back in the balance.' },
    CANCELLED: { description: 'Taken back by the owner before review; the hold is back in the balance.' },
  },
});
registerEnumType(WithdrawalAction, {
  name: 'WithdrawalAction',
  valuesConfig: {
    START_REVIEW: { description: 'Staff take a submitted withdrawal into review.' },
    APPROVE: { description: 'Staff approve: the payout provider pays the account.' },
    REJECT: { description: 'Staff refuse with a reason: the hold returns to the balance.' },
    CANCEL: { description: 'The owner takes back a withdrawal nobody reviews yet: the hold returns.' },
  },
  description: 'What can be done to a withdrawal.',
});

@ObjectType('BalanceEntry', { description: 'One income or expense record of the balance.' })
export class BalanceEntryNode {
  @Field(() => ID, { description: 'ID of the balance entry.' }) id!: string;
  @Field(() => Money, { description: 'Fen; positive income, negative expense.' }) amountFen!: number;
  @Field(() => BalanceEntryKind, { description: 'Which kind it is; see `BalanceEntryKind`.' }) kind!: BalanceEntryKind;
  @Field(() => String, {
    nullable: true,
    description: 'What caused it: the order number, withdrawal id, commission id or top-up id.',
  })
  reference!: string | null;
  @Field(() => ID, { nullable: true, description: 'The order it is about (payments, refunds).' })
  orderId!: string | null;
  @Field(() => String, { description: 'Why, e.g. a staff adjustment’s reason.' }) reason!: string;
  @Field(() => Date, { description: 'When it happened.' }) at!: Date;
}
export const { Connection: BalanceEntryConnection } = connectionTypes('BalanceEntry', BalanceEntryNode);
export type BalanceEntryConnection = InstanceType<typeof BalanceEntryConnection>;

export function toEntryNode(entry: BalanceEntry): BalanceEntryNode {
  return {
    id: String(entry.id),
    amountFen: entry.amountFen,
    kind: entry.kind,
    reference: entry.reference ?? null,
    orderId: entry.orderId == null ? null : String(entry.orderId),
    reason: entry.reason,
    at: entry.at,
  };
}

@ObjectType('PayoutAccount', { description: 'A bound Alipay account or bank card; the number is always masked.' })
export class PayoutAccountNode {
  @Field(() => ID, { description: 'ID of the payout account.' }) id!: string;
  @Field(() => PayoutAccountType, { description: 'Which kind it is; see `PayoutAccountType`.' })
  type!: PayoutAccountType;
  @Field(() => String, { description: '"Alipay", or the bank of a card as the user named it.' }) institution!: string;
  @Field(() => String, { description: 'E.g. `**** **** **** 1234`.' }) numberMasked!: string;
  @Field(() => String, { description: 'E.g. `张**`.' }) holderMasked!: string;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
}
const toAccountNode = (view: PayoutAccountView): PayoutAccountNode => ({ ...view, id: String(view.id) });

@ObjectType('Withdrawal', { description: 'Part of the balance paid out to a bound account after review.' })
export class WithdrawalNode {
  @Field(() => ID, { description: 'ID of the withdrawal.' }) id!: string;
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String, { description: 'Display name of the user who asked.' }) userName!: string;
  @Field(() => Money, { description: 'What reaches the account, in fen.' }) amountFen!: number;
  @Field(() => Money, { description: 'The fee, held besides the amount.' }) feeFen!: number;
  @Field(() => WithdrawalStatus, { description: 'Where it stands now; see `WithdrawalStatus`.' })
  status!: WithdrawalStatus;
  @Field(() => PayoutAccountNode, { description: 'The bound account it is paid to.' }) account!: PayoutAccountNode;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was decided; null if it has not been.' })
  decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why staff rejected it; null unless REJECTED.' }) rejectReason!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The payout provider’s reference once paid.' })
  payoutReference!: string | null;
  @Field(() => [WithdrawalAction], { description: 'What the viewer may do now.' }) actions!: WithdrawalAction[];
}
export const { Connection: WithdrawalConnection } = connectionTypes('Withdrawal', WithdrawalNode);
export type WithdrawalConnection = InstanceType<typeof WithdrawalConnection>;

export function toWithdrawalNode(view: WithdrawalView): WithdrawalNode {
  return { ...view, id: String(view.id), userId: String(view.userId), account: toAccountNode(view.account) };
}

@ObjectType('WithdrawalSettings', { description: 'The withdrawal rules: minimum, daily limit and fee.' })
export class WithdrawalSettingsNode {
  @Field(() => Money, { description: 'Minimum in fen (0.01 yuan).' }) minimumFen!: number;
  @Field(() => Money, { description: 'Daily limit in fen (0.01 yuan).' }) dailyLimitFen!: number;
  @Field(() => Int, { description: 'The fee in basis points of the amount (rounded down) ...' })
  feeBasisPoints!: number;
  @Field(() => Money, { description: '... but at least this.' }) minimumFeeFen!: number;
}

@ObjectType('ReconciliationDay', { description: 'One UTC day of the balance ledger, reconciled.' })
export class ReconciliationDayNode {
  @Field(() => Date, { description: 'The UTC day’s start.' }) day!: Date;
  @Field(() => Money, { description: 'Opening in fen (0.01 yuan).' }) openingFen!: number;
  @Field(() => Money, { description: 'Credits in fen (0.01 yuan).' }) creditsFen!: number;
  @Field(() => Money, { description: 'Debits in fen (0.01 yuan).' }) debitsFen!: number;
  @Field(() => Money, { description: 'Closing in fen (0.01 yuan).' }) closingFen!: number;
  @Field(() => Int, { description: 'Ledger entries of the day.' }) entries!: number;
  @Field(() => Boolean, { description: 'opening + credits - debits = closing.' }) balanced!: boolean;
}

@ObjectType('ReconciliationReport', { description: 'The daily reconciliation of all balances with the ledger.' })
export class ReconciliationReportNode {
  @Field(() => [ReconciliationDayNode], { description: 'One row per UTC day, oldest first.' })
  days!: ReconciliationDayNode[];
  @Field(() => Money, { description: 'Wallets total in fen (0.01 yuan).' }) walletsTotalFen!: number;
  @Field(() => Money, { description: 'Ledger total in fen (0.01 yuan).' }) ledgerTotalFen!: number;
  @Field(() => Int, { description: 'Users whose wallet balance differs from the sum of their ledger entries.' })
  mismatchedUsers!: number;
  @Field(() => Boolean, { description: 'True when every day balances and no user mismatches.' }) balanced!: boolean;
}

@InputType('BindPayoutAccountInput', { description: 'Input of `bindPayoutAccount`.' })
export class BindPayoutAccountInput {
  @Field(() => PayoutAccountType, { description: 'Which kind it is; see `PayoutAccountType`.' })
  type!: PayoutAccountType;
  @Field(() => String, { nullable: true, description: 'The card’s bank.' }) institution?: string | null;
  @Field(() => String, { description: 'Card number, or the Alipay phone or e-mail.' }) number!: string;
  @Field(() => String, { description: 'Must be the verified real name.' }) holderName!: string;
}

@ObjectType('PayoutAccountPayload', {
  description: 'What `bindPayoutAccount` answers: the result, or `userErrors` saying why it did not go through.',
})
export class PayoutAccountPayload {
  @Field(() => PayoutAccountNode, {
    nullable: true,
    description: 'The bound account; null when `userErrors` is not empty.',
  })
  account?: PayoutAccountNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('UnbindPayoutAccountPayload', {
  description: 'What `unbindPayoutAccount` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UnbindPayoutAccountPayload {
  @Field(() => ID, { nullable: true, description: 'ID of the removed. Null when there is none.' }) removedId?: string;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@InputType('RequestWithdrawalInput', { description: 'Input of `requestWithdrawal`.' })
export class RequestWithdrawalInput {
  @Field(() => ID, { description: 'ID of the account.' }) accountId!: string;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => String, { description: "The user's payment password." }) paymentPassword!: string;
}

@InputType('RejectWithdrawalInput', { description: 'Input of `rejectWithdrawal`.' })
export class RejectWithdrawalInput {
  @Field(() => ID, { description: 'ID of the withdrawal.' }) id!: string;
  @Field(() => String, { description: 'Why, told to the user.' }) reason!: string;
}

@ObjectType('WithdrawalPayload', {
  description:
    'What `requestWithdrawal`, `cancelWithdrawal`, `startWithdrawalReview`, `approveWithdrawal`, `rejectWithdrawal` answer: the result, or `userErrors` saying why it did not go through.',
})
export class WithdrawalPayload {
  @Field(() => WithdrawalNode, {
    nullable: true,
    description: 'The withdrawal after the operation; null when `userErrors` is not empty.',
  })
  withdrawal?: WithdrawalNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

const first = (value: number | null) => value ?? undefined;

@Resolver()
export class WalletRecordsResolver {
  constructor(
    private readonly wallet: WalletService,
    private readonly accounts: PayoutAccounts,
    private readonly withdrawals: WithdrawalsService,
    private readonly reconciliation: Reconciliation,
  ) {}

  @Query(() => BalanceEntryConnection, {
    description: 'The signed-in user’s income and expense records, newest first: the last 30 days, or one month.',
  })
  async myBalanceRecords(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('kind', () => BalanceEntryKind, { nullable: true, description: 'Only records of this kind; null for all.' })
    kind: BalanceEntryKind | null,
    @Arg('month', () => String, { nullable: true, description: '`YYYY-MM`.' }) month: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) firstCount: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<BalanceEntryConnection> {
    const page = await this.wallet.records(ctx, { kind, month }, pageRequest(first(firstCount), after));
    return toConnection(page, toEntryNode);
  }

  @Query(() => [PayoutAccountNode], { description: 'The signed-in user’s bound Alipay accounts and bank cards.' })
  async myPayoutAccounts(@Ctx() { ctx }: GraphQLContext): Promise<PayoutAccountNode[]> {
    return (await this.accounts.mine(ctx)).map(toAccountNode);
  }

  @Mutation(() => PayoutAccountPayload, { description: 'Binds an Alipay account or bank card (real-name holder).' })
  bindPayoutAccount(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => BindPayoutAccountInput, { description: "The operation's fields; see the input type." })
    input: BindPayoutAccountInput,
  ): Promise<PayoutAccountPayload> {
    return withUserErrors(ctx.locale, async () => ({ account: toAccountNode(await this.accounts.bind(ctx, input)) }));
  }

  @Mutation(() => UnbindPayoutAccountPayload, {
    description: "Removes one of the signed-in user's bound payout accounts.",
  })
  unbindPayoutAccount(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the payout account.' }) id: string,
  ): Promise<UnbindPayoutAccountPayload> {
    return withUserErrors(ctx.locale, async () => {
      await this.accounts.unbind(ctx, parseId(id, ['id']));
      return { removedId: id };
    });
  }

  @Query(() => WithdrawalSettingsNode, { description: 'The withdrawal rules: minimum, daily limit and fee.' })
  withdrawalSettings(): WithdrawalSettingsNode {
    return { ...this.withdrawals.settings };
  }

  @Query(() => WithdrawalConnection, { description: 'The signed-in user’s withdrawals, newest first.' })
  async myWithdrawals(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) firstCount: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<WithdrawalConnection> {
    return toConnection(await this.withdrawals.mine(ctx, pageRequest(first(firstCount), after)), toWithdrawalNode);
  }

  @Query(() => WithdrawalNode, { description: 'One withdrawal: one’s own, or any for staff with withdrawal.view.' })
  async withdrawal(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the withdrawal.' }) id: string,
  ): Promise<WithdrawalNode> {
    return toWithdrawalNode(await this.withdrawals.one(ctx, parseId(id, ['id'])));
  }

  @Query(() => WithdrawalConnection, {
    description: 'Staff (withdrawal.view): withdrawals of a status, newest first; waiting ones by default.',
  })
  async withdrawalQueue(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => WithdrawalStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: WithdrawalStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) firstCount: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<WithdrawalConnection> {
    const page = await this.withdrawals.queue(ctx, status, pageRequest(first(firstCount), after));
    return toConnection(page, toWithdrawalNode);
  }

  @Mutation(() => WithdrawalPayload, {
    description: 'Withdraws to a bound account (real name and payment password needed); amount + fee are held.',
  })
  requestWithdrawal(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RequestWithdrawalInput, { description: "The operation's fields; see the input type." })
    input: RequestWithdrawalInput,
  ): Promise<WithdrawalPayload> {
    return withUserErrors(ctx.locale, async () => ({
      withdrawal: toWithdrawalNode(
        await this.withdrawals.submit(ctx, {
          accountId: parseId(input.accountId, ['input', 'accountId']),
          amountFen: input.amountFen,
          paymentPassword: input.paymentPassword,
        }),
      ),
    }));
  }

  @Mutation(() => WithdrawalPayload, { description: 'The owner cancels a withdrawal not yet in review.' })
  cancelWithdrawal(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the withdrawal.' }) id: string,
  ): Promise<WithdrawalPayload> {
    return withUserErrors(ctx.locale, async () => ({
      withdrawal: toWithdrawalNode(await this.withdrawals.cancel(ctx, parseId(id, ['id']))),
    }));
  }

  @Mutation(() => WithdrawalPayload, { description: 'Staff (withdrawal.review): takes a withdrawal into review.' })
  startWithdrawalReview(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of a SUBMITTED withdrawal.' }) id: string,
  ): Promise<WithdrawalPayload> {
    return withUserErrors(ctx.locale, async () => ({
      withdrawal: toWithdrawalNode(await this.withdrawals.startReview(ctx, parseId(id, ['id']))),
    }));
  }

  @Mutation(() => WithdrawalPayload, { description: 'Staff (withdrawal.review): pays it out through the provider.' })
  approveWithdrawal(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the withdrawal.' }) id: string,
  ): Promise<WithdrawalPayload> {
    return withUserErrors(ctx.locale, async () => ({
      withdrawal: toWithdrawalNode(await this.withdrawals.approve(ctx, parseId(id, ['id']))),
    }));
  }

  @Mutation(() => WithdrawalPayload, { description: 'Staff (withdrawal.review): refuses with a reason; money back.' })
  rejectWithdrawal(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RejectWithdrawalInput, { description: "The operation's fields; see the input type." })
    input: RejectWithdrawalInput,
  ): Promise<WithdrawalPayload> {
    return withUserErrors(ctx.locale, async () => ({
      withdrawal: toWithdrawalNode(
        await this.withdrawals.reject(ctx, parseId(input.id, ['input', 'id']), input.reason),
      ),
    }));
  }

  @Subscription(() => WithdrawalStatusChangeNode, {
    subscribe: ({ context }: SubscribeResolverData<unknown, object, GraphQLContext>) => ownWithdrawalChanges(context),
    description: "Each state change of the subscriber's own withdrawals; needs a signed-in connection.",
  })
  withdrawalStatusChanged(@Root() change: WithdrawalStatusChange): WithdrawalStatusChangeNode {
    return { withdrawalId: String(change.withdrawalId), status: change.status };
  }

  @Query(() => ReconciliationReportNode, {
    description: 'Staff (ledger.reconcile): the daily reconciliation of the last `days` days (30 by default).',
  })
  ledgerReconciliation(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('days', () => Int, { nullable: true, description: 'How many days back to reconcile; 30 by default.' })
    days: number | null,
  ): Promise<ReconciliationReportNode> {
    return this.reconciliation.report(ctx, days ?? 30);
  }
}
