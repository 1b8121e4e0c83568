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
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { Money } from '../../platform/graphql/money-scalar.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { CommissionStatus, DistributorStatus } from './distributors.entities.js';
import type {
  CommissionView,
  DistributorInviteeView,
  DistributorsService,
  DistributorView,
} from './distributors.service.js';

registerEnumType(DistributorStatus, {
  name: 'DistributorStatus',
  description: 'A distributor application: submitted, approved (earns commissions) or rejected.',
  valuesConfig: {
    SUBMITTED: { description: 'Applied; waits for staff review.' },
    APPROVED: { description: "Approved: earns commissions on invited users' orders." },
    REJECTED: { description: 'Refused with a reason; the applicant may apply again.' },
  },
});
registerEnumType(CommissionStatus, {
  name: 'CommissionStatus',
  description: 'Pending until the after-sales window after the order has passed, then settled; reversed by a refund.',
  valuesConfig: {
    PENDING: { description: 'Earned on a paid order; not money yet, as the order may still be refunded.' },
    SETTLED: { description: "The after-sales window passed: credited to the distributor's balance." },
    REVERSED: { description: 'The order was refunded whole within the window: nothing is earned.' },
  },
});

@ObjectType('CommissionTotals', { description: 'Sums of a distributor’s commissions by state, in fen.' })
export class CommissionTotalsNode {
  @Field(() => Money, { description: 'Pending in fen (0.01 yuan).' }) pendingFen!: number;
  @Field(() => Money, { description: 'Settled in fen (0.01 yuan).' }) settledFen!: number;
  @Field(() => Money, { description: 'Reversed in fen (0.01 yuan).' }) reversedFen!: number;
}

@ObjectType('Distributor', { description: 'A distributor application and, once approved, the distributor.' })
export class DistributorNode {
  @Field(() => ID, { description: 'ID of the distributor.' }) id!: string;
  @Field(() => ID, { description: 'ID of the user.' }) userId!: string;
  @Field(() => String, { description: 'The user’s display name (staff screens).' }) userName!: string;
  @Field(() => DistributorStatus, { description: 'Where it stands now; see `DistributorStatus`.' })
  status!: DistributorStatus;
  @Field(() => String, { description: "The applicant's legal name." }) realName!: string;
  @Field(() => String, { description: 'Phone number.' }) phone!: string;
  @Field(() => String, { description: 'How the applicant means to promote the shop.' }) channel!: string;
  @Field(() => Int, { nullable: true, description: 'Staff’s own rate for this distributor (basis points).' })
  rateBp!: number | null;
  @Field(() => Int, { description: 'The rate that applies now (basis points: 100 = 1 %).' }) effectiveRateBp!: number;
  @Field(() => String, { nullable: true, description: 'Why staff rejected the application; null unless REJECTED.' })
  rejectReason!: string | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was submitted.' }) submittedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was decided; null if it has not been.' })
  decidedAt!: Date | null;
  @Field(() => CommissionTotalsNode, { description: 'Commission totals by status.' }) totals!: CommissionTotalsNode;
}

@ObjectType('Commission', { description: 'What a distributor earns on one paid order of a user they invited.' })
export class CommissionNode {
  @Field(() => ID, { description: 'ID of the commission.' }) id!: string;
  @Field(() => ID, { description: 'ID of the distributor user.' }) distributorUserId!: string;
  @Field(() => String, { description: 'The buyer, masked: `A***e`.' }) inviteeName!: string;
  @Field(() => String, { description: 'Number of the order it was earned on.' }) orderNumber!: string;
  @Field(() => Money, { description: 'Order payable in fen (0.01 yuan).' }) orderPayableFen!: number;
  @Field(() => String, { nullable: true, description: 'The order’s state now (OrderStatus).' })
  orderStatus!: string | null;
  @Field(() => Money, { description: 'What the commission is counted on: paid less refunds.' }) baseFen!: number;
  @Field(() => Int, { description: 'The rate applied, in basis points (100 = 1%).' }) rateBp!: number;
  @Field(() => Money, { description: 'Amount in fen (0.01 yuan).' }) amountFen!: number;
  @Field(() => CommissionStatus, { description: 'Where it stands now; see `CommissionStatus`.' })
  status!: CommissionStatus;
  @Field(() => Date, { nullable: true, description: 'When it settles; null until the order completes.' })
  settleAt!: Date | null;
  @Field(() => Date, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was settled; null if it has not been.' })
  settledAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was reversed; null if it has not been.' })
  reversedAt!: Date | null;
}

@ObjectType('DistributorInvitee', { description: 'A user the viewer invited, with what their orders earned.' })
export class DistributorInviteeNode {
  @Field(() => ID, { description: 'ID of the distributor invitee.' }) id!: string;
  @Field(() => String, { description: "The invitee's display name, masked." }) maskedName!: string;
  @Field(() => Date, { description: 'When it was joined.' }) joinedAt!: Date;
  @Field(() => Int, { description: 'Orders of the invitee that earned the viewer a commission.' }) orderCount!: number;
  @Field(() => Money, { description: 'Pending and settled commissions, in fen.' }) commissionFen!: number;
}

@ObjectType('CommissionSettings', { description: 'Commission rates that apply to every distributor.' })
export class CommissionSettingsNode {
  @Field(() => Int, { description: 'The rate of distributors without their own, in basis points.' })
  defaultRateBp!: number;
}

export const { Connection: DistributorConnection } = connectionTypes('Distributor', DistributorNode);
export type DistributorConnection = InstanceType<typeof DistributorConnection>;
export const { Connection: CommissionConnection } = connectionTypes('Commission', CommissionNode);
export type CommissionConnection = InstanceType<typeof CommissionConnection>;
export const { Connection: DistributorInviteeConnection } = connectionTypes(
  'DistributorInvitee',
  DistributorInviteeNode,
);
export type DistributorInviteeConnection = InstanceType<typeof DistributorInviteeConnection>;

@InputType('ApplyDistributorInput', { description: 'Input of `applyDistributor`.' })
export class ApplyDistributorInput {
  @Field(() => String, { description: "The applicant's legal name." }) realName!: string;
  @Field(() => String, { description: 'Phone number.' }) phone!: string;
  @Field(() => String, {
    defaultValue: '',
    description: 'How the applicant means to promote the shop; empty by default.',
  })
  channel!: string;
}

@InputType('DistributorIdInput', { description: 'Input of `approveDistributor`.' })
export class DistributorIdInput {
  @Field(() => ID, { description: 'ID of the distributor application.' }) id!: string;
}

@InputType('RejectDistributorInput', { description: 'Input of `rejectDistributor`.' })
export class RejectDistributorInput {
  @Field(() => ID, { description: 'ID of the distributor.' }) id!: string;
  @Field(() => String, { description: 'Why, told to the applicant.' }) reason!: string;
}

@InputType('SetCommissionDefaultRateInput', { description: 'Input of `setCommissionDefaultRate`.' })
export class SetCommissionDefaultRateInput {
  @Field(() => Int, { description: 'Basis points, 0..5000.' }) defaultRateBp!: number;
}

@InputType('SetDistributorRateInput', { description: 'Input of `setDistributorRate`.' })
export class SetDistributorRateInput {
  @Field(() => ID, { description: 'ID of the distributor.' }) id!: string;
  @Field(() => Int, { nullable: true, description: 'Basis points, 0..5000; null: the default rate.' })
  rateBp?: number | null;
}

@ObjectType('DistributorPayload', {
  description:
    'What `applyDistributor`, `approveDistributor`, `rejectDistributor`, `setDistributorRate` answer: the result, or `userErrors` saying why it did not go through.',
})
export class DistributorPayload {
  @Field(() => DistributorNode, {
    nullable: true,
    description: 'The distributor after the operation; null when `userErrors` is not empty.',
  })
  distributor?: DistributorNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

@ObjectType('CommissionSettingsPayload', {
  description: 'What `setCommissionDefaultRate` answers: the result, or `userErrors` saying why it did not go through.',
})
export class CommissionSettingsPayload {
  @Field(() => CommissionSettingsNode, {
    nullable: true,
    description: 'The settings now in force; null when `userErrors` is not empty.',
  })
  settings?: CommissionSettingsNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export const toDistributorNode = (view: DistributorView): DistributorNode => ({
  ...view,
  id: String(view.id),
  userId: String(view.userId),
});
export const toCommissionNode = (view: CommissionView): CommissionNode => ({
  ...view,
  id: String(view.id),
  distributorUserId: String(view.distributorUserId),
});
const toInviteeNode = (view: DistributorInviteeView): DistributorInviteeNode => ({ ...view, id: String(view.id) });

@Resolver()
export class DistributorsResolver {
  constructor(private readonly distributors: DistributorsService) {}

  @Query(() => DistributorNode, {
    nullable: true,
    description: 'The signed-in user’s distributor application or record; null when they never applied.',
  })
  async myDistributor(@Ctx() { ctx }: GraphQLContext): Promise<DistributorNode | null> {
    const view = await this.distributors.myDistributor(ctx);
    return view ? toDistributorNode(view) : null;
  }

  @Query(() => DistributorInviteeConnection, { description: 'Whom the signed-in user invited, newest first.' })
  async myDistributorInvitees(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<DistributorInviteeConnection> {
    return toConnection(await this.distributors.myInvitees(ctx, pageRequest(first ?? undefined, after)), toInviteeNode);
  }

  @Query(() => CommissionConnection, { description: 'The signed-in distributor’s commissions, newest first.' })
  async myCommissions(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => CommissionStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: CommissionStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<CommissionConnection> {
    return toConnection(
      await this.distributors.myCommissions(ctx, status ?? null, pageRequest(first ?? undefined, after)),
      toCommissionNode,
    );
  }

  @Mutation(() => DistributorPayload, {
    description: 'Apply to be a distributor, or send a rejected application again.',
  })
  applyDistributor(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => ApplyDistributorInput, { description: "The operation's fields; see the input type." })
    input: ApplyDistributorInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      distributor: toDistributorNode(await this.distributors.apply(ctx, input)),
    }));
  }

  @Query(() => DistributorConnection, { description: 'Staff (distributor.view): applications and distributors.' })
  async staffDistributors(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('status', () => DistributorStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: DistributorStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<DistributorConnection> {
    return toConnection(
      await this.distributors.staffDistributors(ctx, status ?? null, pageRequest(first ?? undefined, after)),
      toDistributorNode,
    );
  }

  @Query(() => DistributorNode, { description: 'Staff (distributor.view): one application or distributor.' })
  async staffDistributor(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('id', () => ID, { description: 'ID of the distributor.' }) id: string,
  ): Promise<DistributorNode> {
    return toDistributorNode(await this.distributors.staffDistributor(ctx, parseId(id, ['id'])));
  }

  @Query(() => CommissionConnection, { description: 'Staff (distributor.view): commissions, newest first.' })
  async staffCommissions(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('distributorId', () => ID, { nullable: true, description: 'ID of the distributor.' })
    distributorId: string | null,
    @Arg('status', () => CommissionStatus, {
      nullable: true,
      description: 'Only items in this status; every status when absent.',
    })
    status: CommissionStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<CommissionConnection> {
    const page = await this.distributors.staffCommissions(
      ctx,
      { distributorId: distributorId ? parseId(distributorId, ['distributorId']) : null, status: status ?? null },
      pageRequest(first ?? undefined, after),
    );
    return toConnection(page, toCommissionNode);
  }

  @Query(() => CommissionSettingsNode, { description: 'Staff (distributor.view or commission.manage): the rates.' })
  commissionSettings(@Ctx() { ctx }: GraphQLContext): Promise<CommissionSettingsNode> {
    return this.distributors.commissionSettings(ctx);
  }

  @Mutation(() => DistributorPayload, { description: 'Staff (distributor.review): approve an application; audited.' })
  approveDistributor(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => DistributorIdInput, { description: "The operation's fields; see the input type." })
    input: DistributorIdInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      distributor: toDistributorNode(await this.distributors.approve(ctx, parseId(input.id, ['input', 'id']))),
    }));
  }

  @Mutation(() => DistributorPayload, {
    description: 'Staff (distributor.review): reject an application with a reason; audited.',
  })
  rejectDistributor(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => RejectDistributorInput, { description: "The operation's fields; see the input type." })
    input: RejectDistributorInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      distributor: toDistributorNode(
        await this.distributors.reject(ctx, parseId(input.id, ['input', 'id']), input.reason),
      ),
    }));
  }

  @Mutation(() => CommissionSettingsPayload, {
    description: 'Staff (commission.manage): the default commission rate from now on; audited.',
  })
  setCommissionDefaultRate(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetCommissionDefaultRateInput, { description: "The operation's fields; see the input type." })
    input: SetCommissionDefaultRateInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      settings: await this.distributors.setDefaultRate(ctx, input.defaultRateBp),
    }));
  }

  @Mutation(() => DistributorPayload, {
    description: 'Staff (commission.manage): one distributor’s own rate, or null for the default; audited.',
  })
  setDistributorRate(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => SetDistributorRateInput, { description: "The operation's fields; see the input type." })
    input: SetDistributorRateInput,
  ) {
    return withUserErrors(ctx.locale, async () => ({
      distributor: toDistributorNode(
        await this.distributors.setDistributorRate(ctx, parseId(input.id, ['input', 'id']), input.rateBp ?? null),
      ),
    }));
  }
}
