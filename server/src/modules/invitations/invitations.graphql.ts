import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { connectionTypes, pageRequest, toConnection } from '../../platform/graphql/connection.js';
import type { GraphQLContext } from '../../platform/graphql/context.js';
import { parseId } from '../../platform/graphql/ids.js';
import { UserErrorNode, withUserErrors } from '../../platform/graphql/user-errors.js';
import { InvitationRewardKind } from './invitations.entities.js';
import type { InvitationRewards, InvitationsService, InviteeView, MyInvitation } from './invitations.service.js';

registerEnumType(InvitationRewardKind, {
  name: 'InvitationRewardKind',
  description: "What an inviter earns when an invited user's first goods order is completed.",
  valuesConfig: {
    NONE: { description: 'No reward.' },
    POINTS: { description: 'Points for the inviter.' },
    COUPON: { description: 'A coupon of a template for the inviter.' },
  },
});

@ObjectType('Invitee', { description: 'Someone who signed up with the viewer’s invitation code.' })
export class InviteeNode {
  @Field(() => ID, { description: 'ID of the invitee.' }) id!: string;
  @Field(() => String, { description: 'Only the first and last character: `A***e`.' }) maskedName!: string;
  @Field(() => Date, { description: 'When it was joined.' }) joinedAt!: Date;
  @Field(() => Boolean, { description: 'Their first goods order was completed and earned the viewer a reward.' })
  rewarded!: boolean;
}

export const { Connection: InviteeConnection } = connectionTypes('Invitee', InviteeNode);
export type InviteeConnection = InstanceType<typeof InviteeConnection>;

@ObjectType('Invitation', { description: "The signed-in user's invitation: code, link, share poster and invitees." })
export class InvitationNode {
  /** The user it belongs to (not exposed). */
  userId!: number;
  @Field(() => String, { description: "The user's invitation code, entered at sign-up." }) code!: string;
  @Field(() => String, { description: 'The sign-up page with the code filled in (PUBLIC_URL based).' }) link!: string;
  @Field(() => String, {
    description: 'The share poster (PNG, same-origin path; needs the session cookie), in the request language.',
  })
  posterUrl!: string;
  @Field(() => Int, { description: 'Users who signed up with the code.' }) invitedCount!: number;
  @Field(() => Int, { description: 'Invitees whose first completed order earned a reward.' }) rewardedCount!: number;
}

@ObjectType('InvitationRewards', { description: 'What an inviter earns now (the rules on the invite page).' })
export class InvitationRewardsNode {
  @Field(() => InvitationRewardKind, { description: 'Which kind it is; see `InvitationRewardKind`.' })
  kind!: InvitationRewardKind;
  @Field(() => Int, { nullable: true, description: 'POINTS: the points an inviter gets.' }) points!: number | null;
  @Field(() => ID, { nullable: true, description: 'COUPON: the coupon template issued.' })
  couponTemplateId!: string | null;
  @Field(() => String, { nullable: true, description: 'COUPON: its title.' }) couponTitle!: string | null;
}

@InputType('UpdateInvitationRewardsInput', { description: 'Input of `updateInvitationRewards`.' })
export class UpdateInvitationRewardsInput {
  @Field(() => InvitationRewardKind, { description: 'Which kind it is; see `InvitationRewardKind`.' })
  kind!: InvitationRewardKind;
  @Field(() => Int, { nullable: true, description: 'POINTS: 1..100000.' }) points?: number | null;
  @Field(() => ID, { nullable: true, description: 'COUPON: a coupon template.' }) couponTemplateId?: string | null;
}

@ObjectType('UpdateInvitationRewardsPayload', {
  description: 'What `updateInvitationRewards` answers: the result, or `userErrors` saying why it did not go through.',
})
export class UpdateInvitationRewardsPayload {
  @Field(() => InvitationRewardsNode, {
    nullable: true,
    description: 'The rewards now in force; null when `userErrors` is not empty.',
  })
  rewards?: InvitationRewardsNode;
  @Field(() => [UserErrorNode], {
    description:
      'Why the operation did not go through, each with a translated message and the input field concerned; empty on success.',
  })
  userErrors!: UserErrorNode[];
}

export function toRewardsNode(rewards: InvitationRewards): InvitationRewardsNode {
  return {
    kind: rewards.kind,
    points: rewards.points,
    couponTemplateId: rewards.couponTemplateId === null ? null : String(rewards.couponTemplateId),
    couponTitle: rewards.couponTitle,
  };
}

const toInviteeNode = (invitee: InviteeView): InviteeNode => ({ ...invitee, id: String(invitee.id) });
const toInvitationNode = (invitation: MyInvitation): InvitationNode => invitation;

@Resolver(() => InvitationNode)
export class InvitationsResolver {
  constructor(private readonly invitations: InvitationsService) {}

  @Query(() => InvitationNode, { description: "The signed-in user's invitation code, link, poster and counts." })
  async myInvitation(@Ctx() { ctx }: GraphQLContext): Promise<InvitationNode> {
    return toInvitationNode(await this.invitations.myInvitation(ctx));
  }

  @FieldResolver(() => InviteeConnection, { description: 'Who signed up with the code, newest first.' })
  async invitees(
    @Ctx() { ctx }: GraphQLContext,
    @Root() _invitation: InvitationNode,
    @Arg('first', () => Int, { nullable: true, description: 'How many items to return.' }) first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Cursor of the last item already read (`pageInfo.endCursor`); omit it for the first page.',
    })
    after: string | null,
  ): Promise<InviteeConnection> {
    const page = await this.invitations.invitees(ctx, pageRequest(first ?? undefined, after));
    return toConnection(page, toInviteeNode);
  }

  @Query(() => InvitationRewardsNode, { description: 'What an inviter earns now; public.' })
  async invitationRewards(@Ctx() { ctx }: GraphQLContext): Promise<InvitationRewardsNode> {
    return toRewardsNode(await this.invitations.rewards(ctx.em));
  }

  @Mutation(() => UpdateInvitationRewardsPayload, {
    description: 'Staff (invitation.manage): what an inviter earns from now on; audited.',
  })
  updateInvitationRewards(
    @Ctx() { ctx }: GraphQLContext,
    @Arg('input', () => UpdateInvitationRewardsInput, { description: "The operation's fields; see the input type." })
    input: UpdateInvitationRewardsInput,
  ) {
    return withUserErrors(ctx.locale, async () => {
      const couponTemplateId =
        input.couponTemplateId === null || input.couponTemplateId === undefined
          ? null
          : parseId(input.couponTemplateId, ['input', 'couponTemplateId']);
      const rewards = await this.invitations.updateRewards(ctx, {
        kind: input.kind,
        points: input.points ?? null,
        couponTemplateId,
      });
      return { rewards: toRewardsNode(rewards) };
    });
  }
}
